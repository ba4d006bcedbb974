import Foundation

/// The responder ledger kept on each touch: which responders saw it begin and are still owed
/// its end, and which have seen it end. Every delivery goes through it
/// (``UIResponder/receiveTouches(_:_:_:forwardedFrom:)``), so a responder gets a touch's began at
/// most once, and moves, an end or a cancel only while it is open: never after the end, never
/// twice, never without the began — even when a callback cancels the touch in the middle of that
/// responder's own `touchesBegan`.
extension UITouch {
    /// Whether `responder` saw this touch begin and has not yet seen it end.
    func isOpen(for responder: UIResponder) -> Bool {
        // The list first: a view found there (every move) needs no cast to UIApplication.
        if openResponders.containsIdentical(responder) { return true }
        if let application = responder as? UIApplication, openApplication === application { return true }
        return false
    }

    /// Whether `responder` has seen this touch end or be cancelled.
    func hasClosed(for responder: UIResponder) -> Bool {
        if responder is UIApplication, applicationClosed { return true }
        return !closedResponders.isEmpty && closedResponders.containsIdentical(responder)
    }

    /// Records that `responder` saw the touch begin (unless it has already seen it end).
    func open(for responder: UIResponder) {
        guard !isOpen(for: responder), !hasClosed(for: responder) else { return }
        if let application = responder as? UIApplication, openApplication == nil {
            openApplication = application
        } else {
            openResponders.append(responder)
        }
    }

    /// Records that `responder` saw the touch end or be cancelled.
    func close(for responder: UIResponder) {
        if let index = openResponders.indexOfIdentical(responder) {
            openResponders.remove(at: index)
            closedResponders.append(responder)
        } else if let application = responder as? UIApplication, openApplication === application {
            openApplication = nil
            applicationClosed = true
        }
    }

    /// The responder owed the touch's end that saw it begin first (the application last).
    var firstOpenResponder: UIResponder? {
        openResponders.first ?? openApplication
    }

    /// Whether `responder` may be sent the touch in `phase`: a began it has not seen, of a touch
    /// that is not already over (cancelled by a callback while its began was being forwarded), or
    /// a move, end or cancel of a touch it saw begin.
    func accepts(_ responder: UIResponder, in phase: UITouch.Phase) -> Bool {
        guard phase == .began else { return isOpen(for: responder) }
        return self.phase != .cancelled && self.phase != .ended && !isOpen(for: responder) && !hasClosed(for: responder)
    }
}

extension Set where Element == UITouch {
    /// The touch that began first: the deterministic choice where UIKit takes `anyObject`.
    @MainActor
    var earliest: UITouch? {
        var best: UITouch?
        for touch in self where best == nil || touch.sequence < best!.sequence { best = touch }
        return best
    }

    /// The touches in the order they began, for work whose result must not depend on set order.
    @MainActor
    var inBeganOrder: [UITouch] {
        sorted { $0.sequence < $1.sequence }
    }
}
