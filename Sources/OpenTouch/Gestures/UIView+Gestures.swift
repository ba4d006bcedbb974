import Foundation

extension UIView {
    /// Attaches `gestureRecognizer` to the view, detaching it from any other view first.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        // The removal's actions may have attached it somewhere again: this call wins.
        if let other = gestureRecognizer.view {
            if other === self { return }
            other.attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        }
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled (or fails) first.
    ///
    /// The cancellation runs actions, which may change this view's recognizers (even remove or
    /// move this one): the recognizer is looked up again afterwards.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard attachedGestureRecognizers.containsIdentical(gestureRecognizer) else { return }
        gestureRecognizer.attempt?.arena?.recognizerWasDisabled(gestureRecognizer)
        guard let index = attachedGestureRecognizers.indexOfIdentical(gestureRecognizer) else { return }
        attachedGestureRecognizers.remove(at: index)
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// The recognizers attached to the view, or nil when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}

/// How a touch stands with its hit-test view while gesture recognizers decide.
struct ViewDelivery {
    /// The view has been sent the touch's began.
    var beganDelivered = false
    /// The began is held back (`delaysTouchesBegan`); later phases are remembered.
    var holdsBegan = false
    /// A move happened while the began was held.
    var movedWhileHeld = false
    /// The touch ended and the ended is held (`delaysTouchesEnded`, or behind a held began).
    var holdsEnded = false
    /// The view has been sent the touch's end (ended or cancelled) through ordinary delivery.
    var endDelivered = false
    /// The view has been sent `touchesCancelled`, or the touch was discarded before the view saw it.
    var isCancelled = false
    /// Whether this event's phase is delivered to the view now (decided once per event).
    var deliverNow = true

    /// Whether anything is still owed to the view.
    var isHeld: Bool { holdsBegan || holdsEnded }
}
