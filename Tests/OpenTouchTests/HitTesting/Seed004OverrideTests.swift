import Foundation
import OpenTouch
import Testing

// Seed 004's override recipes, written as a UIKit developer would paste them.

/// "BlackView": pointInside returns NO, so neither it nor anything inside it takes part.
@MainActor
private final class PassThroughView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        false
    }
}

/// WhiteView (a child of YellowView): where the point is also inside YellowView, YellowView handles it.
@MainActor
private final class RedirectingWhiteView: UIView {
    weak var yellowView: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let yellowView {
            let yellowPoint = convert(point, to: yellowView)
            if yellowView.point(inside: yellowPoint, with: event) {
                return yellowView
            }
        }
        return super.hitTest(point, with: event)
    }
}

/// GreenView: where the point is inside WhiteView, WhiteView handles it (WhiteView sticks out of YellowView over GreenView).
@MainActor
private final class RedirectingGreenView: UIView {
    weak var whiteView: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let whiteView {
            let whitePoint = convert(point, to: whiteView)
            if whiteView.point(inside: whitePoint, with: event) {
                return whiteView
            }
        }
        return super.hitTest(point, with: event)
    }
}

/// The seed's UIButton (EnlargeTouchArea) category as a subclass: edges enlarge the hit rect.
@MainActor
private final class EnlargedButton: UIView {
    private var enlargeEdges: UIEdgeInsets?

    func setEnlargeEdge(top: CGFloat, right: CGFloat, bottom: CGFloat, left: CGFloat) {
        enlargeEdges = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    private var enlargedRect: CGRect {
        guard let edges = enlargeEdges else { return bounds }
        return CGRect(x: bounds.origin.x - edges.left, y: bounds.origin.y - edges.top,
                      width: bounds.size.width + edges.left + edges.right,
                      height: bounds.size.height + edges.top + edges.bottom)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let rect = enlargedRect
        if rect == bounds {
            return super.hitTest(point, with: event)
        }
        return rect.contains(point) ? self : nil
    }
}

@MainActor
@Suite("Seed 004: passthrough, redirect and enlarged touch area", .tags(.seed004))
struct Seed004OverrideTests {
    @Test("a parent whose pointInside returns NO hides itself and its whole subtree; the controller's view gets the touch")
    func passThroughParentHidesItsSubtree() throws {
        let scene = TestScene()
        let log = CallLog()
        let black = log.logTouches(of: PassThroughView(frame: CGRect(x: 0, y: 64, width: 375, height: 603)), as: "Black", in: scene.app)
        let red = log.logTouches(of: UIView(frame: CGRect(x: 30, y: 30, width: 315, height: 543)), as: "Red", in: scene.app)
        scene.rootView.addSubview(black)
        black.addSubview(red)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 200))

        #expect(log.lines.isEmpty)
        let began = try #require(recorder.records.compactMap { record -> UITouch? in
            if case .touchBegan(let touch, _, _) = record { return touch }
            return nil
        }.first)
        #expect(began.view === scene.rootView)
    }

    @Test("WhiteView inside YellowView: YellowView handles the part over it, WhiteView the part sticking out over GreenView")
    func childRedirectsToParentWhereTheyOverlap() {
        let scene = TestScene()
        let log = CallLog()
        let gray = log.logTouches(of: UIView(frame: CGRect(x: 0, y: 64, width: 375, height: 667)), as: "Gray", in: scene.app)
        let green = log.logTouches(of: RedirectingGreenView(frame: CGRect(x: 50, y: 50, width: 275, height: 503)), as: "Green", in: scene.app)
        let yellow = log.logTouches(of: UIView(frame: CGRect(x: 0, y: 200, width: 375, height: 300)), as: "Yellow", in: scene.app)
        let white = log.logTouches(of: RedirectingWhiteView(frame: CGRect(x: 70, y: -30, width: 235, height: 360)), as: "White", in: scene.app)
        scene.rootView.addSubview(gray)
        gray.addSubview(green)
        gray.addSubview(yellow)
        yellow.addSubview(white)
        white.yellowView = yellow
        green.whiteView = white

        scene.driver.tap(at: CGPoint(x: 187.5, y: 414))  // white, inside yellow
        #expect(log.lines.first == "Yellow began 1")

        log.removeAll()
        scene.driver.tap(at: CGPoint(x: 187.5, y: 250))  // white, outside yellow, over green
        #expect(log.lines.first == "White began 1")

        log.removeAll()
        scene.driver.tap(at: CGPoint(x: 187.5, y: 164))  // green only
        #expect(log.lines.first == "Green began 1")
    }

    @Test("sibling redirect: a WhiteView on top of its sibling YellowView passes the overlapping part to YellowView")
    func siblingRedirect() {
        let scene = TestScene()
        let log = CallLog()
        let yellow = log.logTouches(of: UIView(frame: CGRect(x: 0, y: 264, width: 375, height: 300)), as: "Yellow", in: scene.app)
        let white = log.logTouches(of: RedirectingWhiteView(frame: CGRect(x: 70, y: 234, width: 235, height: 360)), as: "White", in: scene.app)
        scene.rootView.addSubview(yellow)
        scene.rootView.addSubview(white)
        white.yellowView = yellow

        scene.driver.tap(at: CGPoint(x: 187.5, y: 414))
        #expect(log.lines == ["Yellow began 1", "Yellow ended 1"])

        log.removeAll()
        scene.driver.tap(at: CGPoint(x: 187.5, y: 250))
        #expect(log.lines == ["White began 1", "White ended 1"])
    }

    @Test("an enlarged touch area catches taps up to the enlarged edge and no further")
    func enlargedTouchArea() {
        let scene = TestScene()
        let log = CallLog()
        let button = log.logTouches(of: EnlargedButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44)), as: "Button", in: scene.app)
        button.setEnlargeEdge(top: 20, right: 20, bottom: 20, left: 20)
        scene.rootView.addSubview(button)

        scene.driver.tap(at: CGPoint(x: 81, y: 81))  // 19 pt outside the top-left corner
        #expect(log.lines == ["Button began 1", "Button ended 1"])

        log.removeAll()
        scene.driver.tap(at: CGPoint(x: 163, y: 122))  // 19 pt right of the right edge
        #expect(log.lines == ["Button began 1", "Button ended 1"])

        log.removeAll()
        scene.driver.tap(at: CGPoint(x: 79, y: 122))  // 21 pt left of the left edge
        #expect(log.lines.isEmpty)
    }

    @Test("without enlarged edges the button hit-tests like any view")
    func unenlargedButtonBehavesNormally() {
        let scene = TestScene()
        let log = CallLog()
        let button = log.logTouches(of: EnlargedButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44)), as: "Button", in: scene.app)
        scene.rootView.addSubview(button)

        scene.driver.tap(at: CGPoint(x: 95, y: 122))
        #expect(log.lines.isEmpty)
        scene.driver.tap(at: CGPoint(x: 101, y: 122))
        #expect(log.lines == ["Button began 1", "Button ended 1"])
    }
}
