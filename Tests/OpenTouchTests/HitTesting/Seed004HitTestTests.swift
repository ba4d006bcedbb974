import Foundation
import OpenTouch
import SeedLogs
import Testing

// Seed 004's classes, ported line by line from its Objective-C: BaseView logs around
// hitTest/pointInside and logs touchBegan; GrayView additionally logs its own description.

@MainActor
private class BaseView: UIView {
    var log: CallLog!

    // Override kept: it is the seed's BaseView, ported line by line.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("<\(type(of: self))> touchBegan ")
        super.touchesBegan(touches, with: event)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log.append("<\(type(of: self))> hitTest:withEvent: previous")
        let view = super.hitTest(point, with: event)
        log.append("<\(type(of: self))> hitTest:withEvent after >>>> retView =\(view.map { "\($0)" } ?? "(null)") ")
        return view
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        log.append("<\(type(of: self))> pointInside:withEvent: previous")
        let ret = super.point(inside: point, with: event)
        log.append("<\(type(of: self))> pointInside:withEvent: after >>>> retBOOL = \(ret ? 1 : 0) ")
        return ret
    }
}

@MainActor
private final class GrayView: BaseView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log.append("\(self) - hitTest:withEvent: 接收到触摸事件")
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        log.append("\(self) - pointInside:withEvent: 接收到触摸事件")
        return super.point(inside: point, with: event)
    }
}

private final class RedView: BaseView {}
private final class GreenView: BaseView {}
private final class YellowView: BaseView {}
private final class WhiteView: BaseView {}

/// Seed 004's scene: a 375×667 window whose controller view holds GrayView(0 64; 375 667) with
/// RedView, GreenView and YellowView ⊃ WhiteView, frames as in the seed's logs.
@MainActor
private struct Seed004Scene {
    let scene = TestScene()
    let log = CallLog()
    let gray = GrayView(frame: CGRect(x: 0, y: 64, width: 375, height: 667))
    let red = RedView(frame: CGRect(x: 30, y: 30, width: 315, height: 543))
    let green = GreenView(frame: CGRect(x: 50, y: 50, width: 275, height: 503))
    let yellow = YellowView(frame: CGRect(x: 0, y: 200, width: 375, height: 300))
    let white = WhiteView(frame: CGRect(x: 70, y: -30, width: 235, height: 360))

    init() {
        for view in [gray, red, green, yellow, white] as [BaseView] { view.log = log }
        scene.rootView.addSubview(gray)
        gray.addSubview(red)
        gray.addSubview(green)
        gray.addSubview(yellow)
        yellow.addSubview(white)
    }
}

/// Makes a UIKit log line comparable with OpenTouch's: hex addresses (views', layers',
/// recognizers', controllers') become `0x…`; everything else must match as printed.
func normalizedLogLine(_ line: String) -> String {
    line.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
}

/// The seed's six taps, in window coordinates, with the log UIKit printed for each.
private let seed004Taps: [(name: String, point: CGPoint, log: [String])] = [
    ("the middle of WhiteView", CGPoint(x: 187.5, y: 414), SeedLogs.seed004Taps[0]),
    ("WhiteView where it sticks out of YellowView", CGPoint(x: 187.5, y: 250), SeedLogs.seed004Taps[1]),
    ("YellowView outside WhiteView", CGPoint(x: 30, y: 414), SeedLogs.seed004Taps[2]),
    ("GreenView", CGPoint(x: 187.5, y: 164), SeedLogs.seed004Taps[3]),
    ("RedView", CGPoint(x: 40, y: 164), SeedLogs.seed004Taps[4]),
    ("GrayView", CGPoint(x: 10, y: 74), SeedLogs.seed004Taps[5]),
]

@MainActor
@Suite("Seed 004: hitTest:withEvent: and pointInside:withEvent:", .tags(.seed004))
struct Seed004HitTestTests {
    @Test("each of the six taps logs UIKit's two hit-test passes and touchBegan chain, line for line", arguments: 0..<6)
    func tapLogsMatchUIKit(index: Int) {
        let tap = seed004Taps[index]
        let scene = Seed004Scene()

        scene.scene.driver.tap(at: tap.point)

        #expect(scene.log.lines.map(normalizedLogLine) == tap.log.map(normalizedLogLine), "tap on \(tap.name)")
    }

    @Test("the trace formatter prints the same log for plain views, without any logging code in them", arguments: 0..<6)
    func traceFormatterReproducesTheSeedLog(index: Int) {
        let tap = seed004Taps[index]
        let scene = Seed004Scene()
        for view in [scene.gray, scene.red, scene.green, scene.yellow, scene.white] as [BaseView] {
            view.log = CallLog()  // silence the views' own logging
        }
        let recorder = scene.scene.recorder()

        scene.scene.driver.tap(at: tap.point)

        let formatter = TraceFormatter(style: .hitTestLog) { $0 is BaseView }
        let expected = tap.log.filter { !$0.hasSuffix("接收到触摸事件") }.map(normalizedLogLine)
        let began = recorder.records.filter {
            if case .touches(.began, _, _, _) = $0 { return true }
            if case .touches = $0 { return false }
            return true
        }
        #expect(formatter.lines(for: began).map(normalizedLogLine) == expected)
    }

    @Test("a GrayView alone logs hitTest then pointInside, twice per touch-down")
    func grayViewAloneLogsTwicePerTouch() {
        let scene = TestScene()
        let log = CallLog()
        let gray = GrayView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        gray.log = CallLog()
        scene.rootView.addSubview(gray)
        gray.log = log

        scene.driver.tap(at: CGPoint(x: 100, y: 100))

        let own = log.lines.filter { $0.hasSuffix("接收到触摸事件") }
        #expect(own.map(normalizedLogLine) == SeedLogs.seed004GrayViewAlone.map(normalizedLogLine))
    }
}
