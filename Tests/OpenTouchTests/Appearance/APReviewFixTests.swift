import Foundation
import Testing
import OpenTouch
import OpenTouchTesting

/// A view that adds a badge subview when it enters a window, as `didMoveToWindow` code does.
@MainActor
private final class APBadgingView: UIView {
    var log: [String] = []
    let badge = APLoggingChild()
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, badge.superview == nil { addSubview(badge) }
    }
}

@MainActor
private final class APLoggingChild: UIView {
    var moves: [String] = []
    override func willMove(toWindow newWindow: UIWindow?) { moves.append(newWindow == nil ? "will nil" : "will window") }
    override func didMoveToWindow() { moves.append(window == nil ? "did nil" : "did window") }
}

@MainActor
@Suite("Appearance and hierarchy edge cases", .tags(.review))
struct APReviewFixTests {
    @Test("a subview added from didMoveToWindow gets one willMove/didMove pair, not two")
    func subviewAddedDuringDidMove() {
        let scene = TestScene()
        let view = APBadgingView()
        scene.rootView.addSubview(view)
        #expect(view.badge.moves == ["will window", "did window"])
    }

    @Test("a configuration update handler that asks for another update does not loop")
    func configurationHandlerAskingAgain() {
        let scene = TestScene()
        var updates = 0
        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        scene.rootView.addSubview(button)
        button.configurationUpdateHandler = { button in
            updates += 1
            button.setNeedsUpdateConfiguration()
        }
        let before = updates
        scene.driver.tap(at: CGPoint(x: 100, y: 72))
        #expect(updates - before <= 4)
    }

    @Test("unspecified traits are unspecified: the empty collection equals an unspecified style")
    func unspecifiedTraits() {
        #expect(UITraitCollection() == UITraitCollection(userInterfaceStyle: .unspecified))
        #expect(UITraitCollection(userInterfaceStyle: .dark).containsTraits(in: UITraitCollection(userInterfaceStyle: .unspecified)))
        #expect(UIViewController().traitCollection.userInterfaceStyle == .light)
    }

    @Test("size classes: an iPhone 13 on its side is compact × compact; an 11 on its side and a full iPad are regular wide")
    func sizeClasses() {
        let phone = TestScene(width: 844, height: 390)
        #expect(phone.rootView.traitCollection.horizontalSizeClass == .compact)
        #expect(phone.rootView.traitCollection.verticalSizeClass == .compact)
        let wide = TestScene(width: 896, height: 414)
        #expect(wide.rootView.traitCollection.horizontalSizeClass == .regular)
        let pad = TestScene(width: 820, height: 1180)
        #expect(pad.rootView.traitCollection.horizontalSizeClass == .regular)
        #expect(pad.scene.traitCollection.verticalSizeClass == .regular)
    }

    @Test("draw(_:) runs with the view's traits current, so dynamic colors resolve for its style")
    func drawingResolvesForTheView() {
        final class Swatch: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.label.setFill()
                UIBezierPath(rect: bounds).fill()
            }
        }
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        swatch.overrideUserInterfaceStyle = .dark
        let context = CGContext(size: CGSize(width: 10, height: 10))
        UIGraphicsPushContext(context)
        swatch.drawHierarchy(in: swatch.bounds, afterScreenUpdates: true)
        UIGraphicsPopContext()
        #expect(context.operations.first?.color.components == [1, 1, 1, 1])
        #expect(UITraitCollection.current.userInterfaceStyle != .dark)
    }

    @Test("a system button's title takes its tint color")
    func systemButtonTitleFollowsTint() {
        let scene = TestScene()
        let button = UIButton(type: .system)
        scene.rootView.addSubview(button)
        #expect(button.currentTitleColor == UIColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1))
        scene.rootView.tintColor = .systemRed
        #expect(button.currentTitleColor == UIColor(red: 1, green: 59 / 255.0, blue: 48 / 255.0, alpha: 1))
    }

    @Test("a screen space converts a rect to a rotated view through all four corners")
    func rotatedRectConversion() {
        let scene = TestScene()
        let dial = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        dial.transform = CGAffineTransform(rotationAngle: .pi / 4)
        scene.rootView.addSubview(dial)
        let space = scene.window.screen.coordinateSpace
        let converted = space.convert(CGRect(x: 140, y: 140, width: 20, height: 20), to: dial)
        #expect(abs(converted.width - 20 * 2.squareRoot()) < 1e-9)
        #expect(converted == dial.convert(CGRect(x: 140, y: 140, width: 20, height: 20), from: scene.window))
    }

    @Test("a hidden view is not found by its accessibility identifier")
    func hiddenViewsAreNotFound() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "ghost"
        view.isHidden = true
        scene.rootView.addSubview(view)
        #expect(scene.driver.all(.identifier("ghost")).isEmpty)
        let failure = #expect(throws: TouchTestFailure.self) { try scene.driver.tap(.identifier("ghost")) }
        #expect(failure?.reason.contains("not shown") == true && failure?.reason.contains("hidden") == true)
    }
}
