import Foundation
import OpenTouch
import Testing

// Subclasses that override point(inside:with:) or hitTest(_:with:): pass-through views, enlarged
// touch areas, seed 004's redirects (WhiteView → yellowView, GreenView → whiteView), and nil.

/// Seed 004's BlackView: `pointInside` always NO, so neither it nor its subviews take part.
@MainActor
private final class HTPassThroughView: HTTouchCatcher {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}

/// A view whose touch area is its bounds grown by 20 pt on every side.
@MainActor
private final class HTEnlargedView: HTTouchCatcher {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// A round button: only points within the inscribed circle are inside.
@MainActor
private final class HTRoundView: HTTouchCatcher {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
    }
}

/// Seed 004's WhiteView: where the point is also inside `yellowView`, the hit goes to yellowView.
@MainActor
private final class HTRedirectingWhiteView: HTTouchCatcher {
    weak var yellowView: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let yellowView, yellowView.point(inside: convert(point, to: yellowView), with: event) { return yellowView }
        return super.hitTest(point, with: event)
    }
}

/// Seed 004's GreenView: where the point is inside `whiteView`, the hit goes to whiteView.
@MainActor
private final class HTRedirectingGreenView: HTTouchCatcher {
    weak var whiteView: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let whiteView, whiteView.point(inside: convert(point, to: whiteView), with: event) { return whiteView }
        return super.hitTest(point, with: event)
    }
}

/// A view whose hitTest always answers nil.
@MainActor
private final class HTNilHitTestView: HTTouchCatcher {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// A container that lets touches through where it has no subview (returns nil instead of itself).
@MainActor
private final class HTTransparentContainer: HTTouchCatcher {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Seed 004's scene: GrayView (0 64; 375 667) ⊃ [Red (30 30; 315 543), Green (50 50; 275 503),
/// Yellow (0 200; 375 300) ⊃ White (70 -30; 235 360)] in a 375×667 window. White's centre is
/// (187.5, 414) in the window, inside Yellow; white's top strip (window y 234–264) sticks out of Yellow.
@MainActor
private struct HTSeed004Scene {
    let scene = TestScene()
    let gray = HTTouchCatcher("Gray", frame: CGRect(x: 0, y: 64, width: 375, height: 667))
    let red = HTTouchCatcher("Red", frame: CGRect(x: 30, y: 30, width: 315, height: 543))
    let green = HTRedirectingGreenView("Green", frame: CGRect(x: 50, y: 50, width: 275, height: 503))
    let yellow = HTTouchCatcher("Yellow", frame: CGRect(x: 0, y: 200, width: 375, height: 300))
    let white = HTRedirectingWhiteView("White", frame: CGRect(x: 70, y: -30, width: 235, height: 360))

    static let whiteCentre = CGPoint(x: 187.5, y: 414)
    static let whiteOutsideYellow = CGPoint(x: 187.5, y: 250)

    init(whiteIsSiblingOfYellow: Bool = false) {
        scene.rootView.addSubview(gray)
        gray.addSubview(red)
        gray.addSubview(green)
        gray.addSubview(yellow)
        if whiteIsSiblingOfYellow {
            white.frame = CGRect(x: 70, y: 170, width: 235, height: 360)
            gray.addSubview(white)
        } else {
            yellow.addSubview(white)
        }
    }
}

@MainActor
@Suite("Hit testing: point(inside:) and hitTest overrides")
struct HTHitTestOverrideTests {
    @Test("a view whose pointInside says NO is transparent to touches: the sibling below gets them, its own subviews never do")
    func pointInsideNoMakesAViewPassThrough() {
        let scene = TestScene()
        let below = HTTouchCatcher("below", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let overlay = HTPassThroughView("overlay", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let overlayChild = HTTouchCatcher("overlayChild", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        overlay.addSubview(overlayChild)
        scene.rootView.addSubview(below)
        scene.rootView.addSubview(overlay)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 150, y: 150))

        #expect(hitTestCalls(hitTestRecords(recorder.records, pass: .second)) == ["UIWindow", "UIView", "overlay", "below"])
        #expect(pointInsideAnswers(hitTestRecords(recorder.records, pass: .second)) == ["UIWindow=YES", "UIView=YES", "overlay=NO", "below=YES"])
        #expect(below.began?.touchView === below)
        #expect(overlay.sightings.isEmpty && overlayChild.sightings.isEmpty)
    }

    @Test("an enlarged pointInside (bounds grown by 20 pt) takes touches just outside the bounds, inside its superview")
    func enlargedPointInsideCatchesTouchesOutsideTheBounds() {
        let scene = TestScene()
        let parent = HTTouchCatcher("parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let button = HTEnlargedView("button", frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        parent.addSubview(button)
        scene.rootView.addSubview(parent)

        scene.driver.tap(at: CGPoint(x: 150, y: 120))

        #expect(button.began?.touchView === button)
        #expect(button.began?.locationInView == CGPoint(x: 50, y: 20))
        #expect(scene.window.hitTest(CGPoint(x: 159, y: 159), with: nil) === button)
        #expect(scene.window.hitTest(CGPoint(x: 161, y: 120), with: nil) === parent)
    }

    @Test("an enlarged pointInside gets nothing where its superview does not contain the point")
    func enlargedAreaOutsideTheSuperviewIsNotHit() {
        let scene = TestScene()
        let parent = HTTouchCatcher("parent", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let button = HTEnlargedView("button", frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        parent.addSubview(button)
        scene.rootView.addSubview(parent)
        // (90, 120) is 10 pt left of the button, within its enlarged area but left of the parent.
        #expect(button.point(inside: button.convert(CGPoint(x: 90, y: 120), from: nil), with: nil))

        scene.driver.tap(at: CGPoint(x: 90, y: 120))

        #expect(button.sightings.isEmpty && parent.sightings.isEmpty)
        #expect(scene.window.hitTest(CGPoint(x: 90, y: 120), with: nil) === scene.rootView)
    }

    @Test("a round pointInside excludes the corners of the bounds")
    func roundPointInsideExcludesCorners() {
        let scene = TestScene()
        let round = HTRoundView("round", frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        scene.rootView.addSubview(round)

        #expect(scene.window.hitTest(CGPoint(x: 150, y: 305), with: nil) === round)
        #expect(scene.window.hitTest(CGPoint(x: 105, y: 305), with: nil) === scene.rootView)
        #expect(scene.window.hitTest(CGPoint(x: 195, y: 395), with: nil) === scene.rootView)
    }

    @Test("without overrides seed 004's taps land on White (its centre) and Green (White's part outside Yellow)", .tags(.seed004))
    func seed004BaselineWithoutRedirects() {
        let setup = HTSeed004Scene()

        #expect(setup.scene.window.hitTest(HTSeed004Scene.whiteCentre, with: nil) === setup.white)
        #expect(setup.scene.window.hitTest(HTSeed004Scene.whiteOutsideYellow, with: nil) === setup.green)
    }

    @Test("WhiteView's hitTest returning yellowView where they overlap delivers the touch to Yellow, not White", .tags(.seed004))
    func whiteRedirectsToYellowAndYellowReceivesTheTouch() {
        let setup = HTSeed004Scene()
        setup.white.yellowView = setup.yellow
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: HTSeed004Scene.whiteCentre)

        #expect(hitTestCalls(hitTestRecords(recorder.records, pass: .second)) == ["UIWindow", "UIView", "Gray", "Yellow", "White"])
        #expect(hitTestAnswers(hitTestRecords(recorder.records, pass: .second))
            == ["White→Yellow", "Yellow→Yellow", "Gray→Yellow", "UIView→Yellow", "UIWindow→Yellow"])
        #expect(touchBeganTargets(recorder.records) == ["UIWindow:Yellow"])
        #expect(setup.white.sightings.isEmpty)
        #expect(setup.yellow.began?.touchView === setup.yellow)
        #expect(setup.yellow.began?.locationInView == CGPoint(x: 187.5, y: 150))
        #expect(touchCallLines(recorder.records).prefix(7) == [
            "Began Yellow", "Began Gray via Yellow", "Began UIView via Gray",
            "Began UIViewController via UIView", "Began UIWindow via UIViewController", "Began UIWindowScene via UIWindow",
            "Began UIApplication via UIWindowScene",
        ])
    }

    @Test("GreenView's hitTest returning whiteView gives White the part of it that sticks out of Yellow; the chain is White → Yellow → Gray", .tags(.seed004))
    func greenRedirectsToWhiteAndTheTouchClimbsWhitesChain() {
        let setup = HTSeed004Scene()
        setup.white.yellowView = setup.yellow
        setup.green.whiteView = setup.white
        let recorder = setup.scene.recorder()

        setup.scene.driver.tap(at: HTSeed004Scene.whiteOutsideYellow)

        #expect(hitTestCalls(hitTestRecords(recorder.records, pass: .second)) == ["UIWindow", "UIView", "Gray", "Yellow", "Green"])
        #expect(hitTestAnswers(hitTestRecords(recorder.records, pass: .second))
            == ["Yellow→nil", "Green→White", "Gray→White", "UIView→White", "UIWindow→White"])
        #expect(setup.white.began?.touchView === setup.white)
        #expect(setup.white.began?.locationInView == CGPoint(x: 117.5, y: 16))
        #expect(setup.green.sightings.isEmpty)
        #expect(touchCallLines(recorder.records).prefix(4) == [
            "Began White", "Began Yellow via White", "Began Gray via Yellow", "Began UIView via Gray",
        ])
    }

    @Test("when White is Yellow's sibling above it, White's redirect sends overlapping touches to Yellow and keeps the rest")
    func siblingWhiteRedirectsOnlyWhereYellowContainsThePoint() {
        let setup = HTSeed004Scene(whiteIsSiblingOfYellow: true)
        setup.white.yellowView = setup.yellow

        setup.scene.driver.tap(at: HTSeed004Scene.whiteCentre)
        setup.scene.driver.tap(at: HTSeed004Scene.whiteOutsideYellow)

        #expect(setup.yellow.sightings.map(\.phase) == [.began, .ended])
        #expect(setup.yellow.began?.touchView === setup.yellow)
        #expect(setup.white.sightings.map(\.phase) == [.began, .ended])
        #expect(setup.white.began?.locationInView == CGPoint(x: 117.5, y: 16))
    }

    @Test("a hitTest override returning nil hides the view and its subtree: subviews are never asked, the view below gets the touch")
    func hitTestReturningNilHidesTheSubtree() {
        let scene = TestScene()
        let below = HTTouchCatcher("below", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let blocker = HTNilHitTestView("blocker", frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let inner = HTTouchCatcher("inner", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        blocker.addSubview(inner)
        scene.rootView.addSubview(below)
        scene.rootView.addSubview(blocker)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 100))

        #expect(hitTestCalls(hitTestRecords(recorder.records, pass: .second)) == ["UIWindow", "UIView", "blocker", "below"])
        #expect(below.began?.touchView === below)
        #expect(blocker.sightings.isEmpty && inner.sightings.isEmpty)
    }

    @Test("a container whose hitTest returns nil instead of itself passes touches on its empty area but not on its subviews")
    func containerReturningNilForItselfPassesEmptyAreaTouchesThrough() {
        let scene = TestScene()
        let below = HTTouchCatcher("below", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let toolbar = HTTransparentContainer("toolbar", frame: CGRect(x: 0, y: 500, width: 375, height: 100))
        let button = HTTouchCatcher("button", frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        toolbar.addSubview(button)
        scene.rootView.addSubview(below)
        scene.rootView.addSubview(toolbar)

        scene.driver.tap(at: CGPoint(x: 50, y: 550))
        scene.driver.tap(at: CGPoint(x: 300, y: 550))

        #expect(button.sightings.map(\.phase) == [.began, .ended])
        #expect(below.sightings.count == 2)
        #expect(below.began?.touchView === below)
        #expect(below.began?.locationInWindow == CGPoint(x: 300, y: 550))
        #expect(toolbar.sightings.map(\.phase) == [.began, .ended])
        #expect(toolbar.began?.touchView === button)
    }
}
