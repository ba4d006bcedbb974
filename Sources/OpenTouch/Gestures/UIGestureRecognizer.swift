import Foundation

/// The base class of gesture recognizers.
///
/// The core engine already routes touches through the gesture environment, so a touch records
/// the recognizers of its view and the view's ancestors at touch-down (``UITouch/gestureRecognizers``).
/// Recognition itself (states, target-action, the standard recognizers) is not part of this
/// release: see the API coverage table in the documentation.
@MainActor
open class UIGestureRecognizer {
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Whether the recognizer takes part in touch handling; true by default.
    open var isEnabled = true
    /// A name for debugging.
    open var name: String?

    /// Creates a recognizer attached to no view.
    public init() {}
}

extension UIView {
    /// Attaches `gestureRecognizer` to the view (detaching it from any other view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    /// The recognizers attached to the view, or nil when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}
