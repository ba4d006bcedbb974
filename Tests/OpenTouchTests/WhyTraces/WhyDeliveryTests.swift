import Foundation
import OpenTouch
import Testing

/// Why a view got a touch late, never, or cancelled, and which responder finally handled it.
@MainActor
@Suite("Why-traces: delivery and the responder chain")
struct WhyDeliveryTests {
    /// The delivery reasons recorded, in order.
    private func deliveryReasons(in recorder: TraceRecorder) -> [TouchDeliveryReason] {
        recorder.records.compactMap { record in
            if case .touchDelivery(_, _, let reason) = record { return reason }
            return nil
        }
    }

    @Test func aPanWithCancelsTouchesInViewCancelsTheViewsTouch() {
        let scene = TestScene()
        let log = CallLog()
        let card = LoggingView("card", frame: CGRect(x: 0, y: 100, width: 375, height: 300), log: log)
        scene.rootView.addSubview(card)
        let pan = UIPanGestureRecognizer()
        card.addGestureRecognizer(pan)
        let recorder = scene.recorder()

        scene.driver.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 200))

        #expect(log.lines.contains("card cancelled 1"))
        #expect(deliveryReasons(in: recorder) == [.cancelledByRecognizer(TraceName(pan))])
        let explanation = try! #require(recorder.explain())
        let cancel = try! #require(explanation.deliveries.first { $0.reason == "cancelledByRecognizer" })
        #expect(cancel.text == "cancelled: UIPanGestureRecognizer on LoggingView recognized and has cancelsTouchesInView = true")
        #expect(explanation.outcome.contains("recognized by UIPanGestureRecognizer on LoggingView"))
    }

    @Test func delaysTouchesBeganHoldsTheBeganUntilTheRecognizerFails() {
        let scene = TestScene()
        let log = CallLog()
        let card = LoggingView("card", frame: CGRect(x: 0, y: 100, width: 375, height: 300), log: log)
        scene.rootView.addSubview(card)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesBegan = true
        card.addGestureRecognizer(double)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 50, y: 200))
        scene.driver.wait(1)

        #expect(deliveryReasons(in: recorder) == [.beganHeld(by: TraceName(double)), .released])
        let explanation = try! #require(recorder.explain())
        let released = try! #require(explanation.deliveries.first { $0.reason == "released" })
        // Held from the touch-down until the double tap gave up, 0.35 s after the lift at +0.05 s.
        #expect(abs(released.offset - 0.4) < 0.001)
        #expect(explanation.text.contains("began held: UITapGestureRecognizer (2 taps) on LoggingView has delaysTouchesBegan"))
    }

    @Test func aScrollViewHoldsItsContentsTouchFor150Milliseconds() {
        let scene = TestScene()
        let log = CallLog()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        list.contentSize = CGSize(width: 375, height: 2000)
        let row = LoggingView("row", frame: CGRect(x: 0, y: 100, width: 375, height: 44), log: log)
        list.addSubview(row)
        scene.rootView.addSubview(list)
        let recorder = scene.recorder()

        let finger = scene.driver.down(at: CGPoint(x: 100, y: 120))
        scene.driver.wait(0.2)
        scene.driver.up(finger)

        #expect(deliveryReasons(in: recorder) == [.beganHeldByScrollView(TraceName(list), delay: 0.15), .released])
        let explanation = try! #require(recorder.explain())
        let released = try! #require(explanation.deliveries.first { $0.reason == "released" })
        #expect(abs(released.offset - 0.15) < 0.001)
        #expect(explanation.text.contains("began held: UIScrollView delays content touches (up to 0.150 s)"))
        let delay = try! #require(explanation.recognizers.first { $0.recognizer.hasPrefix("UIScrollViewDelayedTouchesBegan") })
        #expect(delay.steps.contains { $0.text.contains("the scroll view's 0.150 s content-touch delay ran out") })
    }

    @Test func aDragThatScrollsFirstMeansTheRowNeverSeesTheTouch() {
        let scene = TestScene()
        let log = CallLog()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        list.contentSize = CGSize(width: 375, height: 2000)
        let row = LoggingView("row", frame: CGRect(x: 0, y: 100, width: 375, height: 44), log: log)
        list.addSubview(row)
        scene.rootView.addSubview(list)
        let recorder = scene.recorder()

        scene.driver.drag(from: CGPoint(x: 100, y: 120), to: CGPoint(x: 100, y: 320), duration: 0.1)

        #expect(log.lines.isEmpty)
        #expect(deliveryReasons(in: recorder)
                == [.beganHeldByScrollView(TraceName(list), delay: 0.15), .discardedByRecognizer(TraceName(list.panGestureRecognizer))])
        let explanation = try! #require(recorder.explain())
        #expect(explanation.outcome.contains("no responder saw it begin: never delivered: UIScrollViewPanGestureRecognizer on UIScrollView recognized first"))
    }

    @Test func aTouchNoResponderHandlesReachesUIApplicationUnhandled() {
        let scene = TestScene()
        let plain = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        plain.accessibilityIdentifier = "plain"
        scene.rootView.addSubview(plain)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 50, y: 150))

        let explanation = try! #require(recorder.explain())
        #expect(explanation.outcome == "dropped: reached UIApplication unhandled (every responder from UIView#plain on passed it on)")
        #expect(explanation.deliveries.first?.text.hasPrefix("touchesBegan → UIView#plain → UIView → UIViewController → ") == true)
        #expect(explanation.deliveries.count == 2)
    }

    @Test func aViewThatDoesNotPassTheTouchOnHandlesIt() {
        let scene = TestScene()
        let handler = Handler(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        scene.rootView.addSubview(handler)
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 50, y: 150))

        #expect(recorder.explain()?.outcome == "handled by Handler (its touchesBegan did not pass it on)")
    }

    @Test func aTouchBelowTheWindowSaysNoWindowTookItAndWhere() {
        let scene = TestScene()
        let recorder = scene.recorder()

        scene.driver.tap(at: CGPoint(x: 100, y: 700))

        let explanation = try! #require(recorder.explain())
        #expect(explanation.window == nil && explanation.chosenView == nil)
        #expect(explanation.skipped.map(\.text) == ["point (100, 700) is outside its bounds (0 0; 375 667)"])
        #expect(explanation.diagnostics.count == 1)
        #expect(explanation.diagnostics.first?.contains("no window accepted the touch") == true)
        #expect(explanation.outcome == "no view accepted the touch (no window's hit test returned a view)")
    }

    @Test func aTouchTheDigitizerCancelsSaysSo() {
        let scene = TestScene()
        let log = CallLog()
        let card = LoggingView("card", frame: CGRect(x: 0, y: 100, width: 375, height: 300), log: log)
        scene.rootView.addSubview(card)
        let recorder = scene.recorder()

        let finger = scene.driver.down(at: CGPoint(x: 50, y: 200))
        scene.driver.cancel(finger)

        #expect(deliveryReasons(in: recorder) == [.digitizerCancelled])
        #expect(recorder.explain()?.text.contains("cancelled by the digitizer") == true)
    }
}

/// Handles touches itself: does not call super.
private final class Handler: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
