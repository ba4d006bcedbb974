import Foundation

/// The base class of the haptic feedback generators.
///
/// OpenTouch has no Taptic Engine: a generator records what it would play as a
/// ``TraceRecord/haptic(_:)`` in the trace of its application (the application of the window of
/// the view it was made for, otherwise ``UIApplication/shared``), so a test can assert that a
/// tap played a haptic, of which kind, at which clock time.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// The view the feedback is for, held weakly (iOS 17.5); nil for a generator made without one.
    public private(set) weak var view: UIView?

    /// Creates a generator not attached to a view; it plays in ``UIApplication/shared``.
    public init() {}

    /// Creates a generator for `view` (iOS 17.5): it plays in the application of the view's window.
    public init(view: UIView) {
        self.view = view
    }

    /// Readies the generator to play with low latency. OpenTouch has no hardware to wake, so it
    /// does nothing; calling it (or not) never changes what is recorded.
    open func prepare() {}

    /// The application the generator plays in: its view's, otherwise ``UIApplication/shared``.
    var application: UIApplication {
        view?.window?.windowScene?.application ?? UIApplication.shared
    }

    /// Records `kind` at `intensity` in the trace of the generator's application.
    func play(_ kind: HapticFeedback.Kind, intensity: CGFloat = 1) {
        let feedback = HapticFeedback(kind: kind, intensity: intensity, time: application.clock.now)
        application.traceHub.record(.haptic(feedback))
    }
}
