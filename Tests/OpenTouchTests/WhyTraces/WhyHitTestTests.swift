import Foundation
import OpenTouch
import Testing

/// Hit testing says why it passed over each view, by UIKit's rules (hidden, alpha at or below
/// 0.01, interaction disabled, outside bounds, `point(inside:with:)` and `hitTest(_:with:)` overrides).
@MainActor
@Suite("Why-traces: hit testing")
struct WhyHitTestTests {
    /// The reasons recorded for `view` in `recorder`.
    /// The reasons `view` was skipped in the passes that decided each touch's view (UIKit
    /// hit-tests every touch twice; the first pass skips it for the same reason).
    private func skipReasons(of view: UIView, in recorder: TraceRecorder) -> [HitTestSkipReason] {
        hitTestRecords(recorder.records, pass: .second).compactMap { record in
            if case .hitTestSkipped(let skipped, _, let reason) = record, skipped === view { return reason }
            return nil
        }
    }

    @Test func hiddenTransparentAndDisabledViewsAreSkippedWithTheirReasons() {
        let scene = TestScene()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        back.accessibilityIdentifier = "back"
        let hidden = UIView(frame: back.frame)
        hidden.isHidden = true
        let faint = UIView(frame: back.frame)
        faint.alpha = 0.01
        let disabled = UIView(frame: back.frame)
        disabled.isUserInteractionEnabled = false
        for view in [back, hidden, faint, disabled] { scene.rootView.addSubview(view) }
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 50, y: 50))

        #expect(skipReasons(of: hidden, in: recorder) == [.hidden])
        #expect(skipReasons(of: faint, in: recorder) == [.transparent(alpha: 0.01, threshold: 0.01)])
        #expect(skipReasons(of: disabled, in: recorder) == [.userInteractionDisabled])
        let explanation = try! #require(recorder.explain())
        #expect(explanation.chosenView?.hasSuffix("UIView#back") == true)
        #expect(explanation.skipped.map(\.reason) == ["userInteractionDisabled", "transparent", "hidden"])
        #expect(explanation.text.contains("alpha 0.01 is at or below 0.01"))
    }

    @Test func aContainerAnimatedWithoutAllowUserInteractionIsSkippedUntilTheAnimationEnds() {
        let scene = TestScene()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        container.accessibilityIdentifier = "sheet"
        scene.rootView.addSubview(container)
        UIView.animate(withDuration: 1) { container.alpha = 0.5 }
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 150, y: 172))
        scene.clock.advance(by: 1)
        scene.driver.tap(at: CGPoint(x: 150, y: 172))

        #expect(skipReasons(of: container, in: recorder) == [.animatingWithoutUserInteraction])
        #expect(recorder.explain()?.chosenView?.hasSuffix("UIView#sheet") == true)
        #expect(recorder.explain(finger: 1)?.text.contains("skipped UIWindow > UIView > UIView#sheet: animating without .allowUserInteraction") == true)
    }

    @Test func aSiblingTheFingerMissedIsOutsideItsBoundsWithTheLocalPoint() {
        let scene = TestScene()
        let button = UIButton(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        scene.rootView.addSubview(button)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 50, y: 100))

        let reasons = skipReasons(of: button, in: recorder)
        #expect(reasons == [.outsideBounds(point: CGPoint(x: 30, y: -200), bounds: CGRect(x: 0, y: 0, width: 100, height: 44))])
        #expect(reasons.first?.text == "point (30, -200) is outside its bounds (0 0; 100 44)")
        // Misses are left out of the explanation: they are the common case.
        #expect(recorder.explain()?.skipped.isEmpty == true)
    }

    @Test func aPointInsideOverrideThatSaysNoIsToldApartFromTheBounds() {
        let scene = TestScene()
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.rootView.addSubview(ring)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 100))

        #expect(skipReasons(of: ring, in: recorder)
                == [.pointInsideRefused(point: CGPoint(x: 100, y: 100), bounds: CGRect(x: 0, y: 0, width: 200, height: 200))])
        #expect(recorder.explain()?.text.contains("point(inside:with:) said no at (100, 100)") == true)
    }

    @Test func aPassThroughOverrideReturningNilIsNamed() {
        let scene = TestScene()
        let passThrough = PassThroughView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        passThrough.accessibilityIdentifier = "overlay"
        scene.rootView.addSubview(passThrough)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 100))

        #expect(skipReasons(of: passThrough, in: recorder) == [.hitTestOverrideReturnedNil])
        let explanation = try! #require(recorder.explain())
        #expect(explanation.skipped.first?.view.hasSuffix("PassThroughView#overlay") == true)
        #expect(explanation.chosenView?.hasSuffix("UIView") == true)
    }

    @Test func anEnlargedTouchAreaOverrideIsReportedAsARedirection() {
        let scene = TestScene()
        let bar = EnlargingView(frame: CGRect(x: 0, y: 100, width: 375, height: 60))
        let small = UIButton(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        small.accessibilityIdentifier = "close"
        bar.target = small
        bar.addSubview(small)
        scene.rootView.addSubview(bar)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 60, y: 150))

        let redirected = recorder.records.contains { record in
            if case .hitTestRedirected(let view, _, let result) = record { return view === bar && result === small }
            return false
        }
        #expect(redirected)
        let explanation = try! #require(recorder.explain())
        #expect(explanation.redirections == ["EnlargingView hitTest override returned UIButton#close"])
        #expect(explanation.chosenView?.hasSuffix("UIButton#close") == true)
    }

    @Test func anOverlayAddedAfterAButtonIsWhatTheHitTestChooses() {
        let scene = TestScene()
        let like = UIButton(frame: CGRect(x: 300, y: 120, width: 44, height: 44))
        like.accessibilityIdentifier = "like-1"
        let overlay = UIView(frame: CGRect(x: 0, y: 120, width: 343, height: 100.5))
        overlay.accessibilityIdentifier = "gradient-overlay"
        scene.rootView.addSubview(like)
        scene.rootView.addSubview(overlay)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 322, y: 140))

        let explanation = try! #require(recorder.explain())
        #expect(explanation.hitTestPath == ["UIWindow", "UIView", "UIView#gradient-overlay"])
        #expect(explanation.text.contains("chose UIView#gradient-overlay"))
        #expect(explanation.x == 322 && explanation.y == 140)
    }
}

/// A ring: the middle of its bounds is not inside it.
private final class RingView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return (dx * dx + dy * dy).squareRoot() > 50 && super.point(inside: point, with: event)
    }
}

/// Lets touches through to what is behind it unless a subview takes them.
private final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Sends touches anywhere in it to a small subview (an enlarged touch area).
private final class EnlargingView: UIView {
    weak var target: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.point(inside: point, with: event), let target else { return super.hitTest(point, with: event) }
        return target
    }
}
