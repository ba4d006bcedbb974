import Foundation
import OpenTouch

/// Where seed 004's views write their lines (the seed's `NSLog`, without its date prefix).
@MainActor
final class Seed004Log {
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
    func removeAll() { lines.removeAll() }
}

/// Seed 004's `BaseView`, ported line by line: logs around `hitTest` and `pointInside`, and its
/// `touchesBegan`.
class BaseView: UIView {
    /// The log the view writes to; nil writes nothing.
    var log: Seed004Log?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.append("<\(type(of: self))> touchBegan ")
        super.touchesBegan(touches, with: event)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log?.append("<\(type(of: self))> hitTest:withEvent: previous")
        let view = super.hitTest(point, with: event)
        log?.append("<\(type(of: self))> hitTest:withEvent after >>>> retView =\(view.map { "\($0)" } ?? "(null)") ")
        return view
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        log?.append("<\(type(of: self))> pointInside:withEvent: previous")
        let ret = super.point(inside: point, with: event)
        log?.append("<\(type(of: self))> pointInside:withEvent: after >>>> retBOOL = \(ret ? 1 : 0) ")
        return ret
    }
}

/// Seed 004's `GrayView`: besides `BaseView`'s lines, logs its own description on each call.
final class GrayView: BaseView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log?.append("\(self) - hitTest:withEvent: 接收到触摸事件")
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        log?.append("\(self) - pointInside:withEvent: 接收到触摸事件")
        return super.point(inside: point, with: event)
    }
}

final class RedView: BaseView {}
final class GreenView: BaseView {}
final class YellowView: BaseView {}
final class WhiteView: BaseView {}
