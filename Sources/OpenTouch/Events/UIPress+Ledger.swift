import Foundation

/// The responder ledger kept on each press, as touches keep theirs: which responders saw it begin
/// and are still owed its end. Every delivery goes through
/// ``UIResponder/receivePresses(_:_:_:forwardedFrom:)``, so a responder gets a press's began at
/// most once, and a change, an end or a cancel only while it is open.
extension UIPress {
    /// Whether `responder` saw this press begin and has not yet seen it end.
    func isOpen(for responder: UIResponder) -> Bool {
        if let application = responder as? UIApplication, openApplication === application { return true }
        return openResponders.containsIdentical(responder)
    }

    /// Whether `responder` has seen this press end or be cancelled.
    func hasClosed(for responder: UIResponder) -> Bool {
        if responder is UIApplication, applicationClosed { return true }
        return closedResponders.containsIdentical(responder)
    }

    /// Records that `responder` saw the press begin (unless it has already seen it end).
    func open(for responder: UIResponder) {
        guard !isOpen(for: responder), !hasClosed(for: responder) else { return }
        if let application = responder as? UIApplication {
            if openApplication == nil { openApplication = application }
        } else {
            openResponders.append(responder)
        }
    }

    /// Records that `responder` saw the press end or be cancelled.
    func close(for responder: UIResponder) {
        if let index = openResponders.indexOfIdentical(responder) {
            openResponders.remove(at: index)
            closedResponders.append(responder)
        } else if let application = responder as? UIApplication, openApplication === application {
            openApplication = nil
            applicationClosed = true
        }
    }

    /// The responders still owed the press's end, in the order they saw it begin (the application last).
    var owedResponders: [UIResponder] {
        openResponders + (openApplication.map { [$0] } ?? [])
    }

    /// Whether `responder` may be sent the press in `phase`: a began it has not seen, of a press
    /// that is not over, or a change, end or cancel of a press it saw begin.
    func accepts(_ responder: UIResponder, in phase: Phase) -> Bool {
        guard phase == .began else { return isOpen(for: responder) }
        return !isOver && !isOpen(for: responder) && !hasClosed(for: responder)
    }

    /// Forgets the ledger once the press is over, releasing the responders it held.
    func clearLedger() {
        openResponders.removeAll()
        closedResponders.removeAll()
        openApplication = nil
    }
}

extension UIResponder {
    /// Delivers `presses` in `phase` to this responder, keeping the ledger and the trace; only the
    /// presses the ledger lets through are delivered, and nothing is called when none is left.
    func receivePresses(_ phase: UIPress.Phase, _ presses: Set<UIPress>, _ event: UIPressesEvent?,
                        forwardedFrom sender: UIResponder?) {
        let accepted = presses.filter { $0.accepts(self, in: phase) }
        guard !accepted.isEmpty else { return }
        switch phase {
        case .began: for press in accepted { press.open(for: self) }
        case .ended, .cancelled: for press in accepted { press.close(for: self) }
        default: break
        }
        event?.tracer?.record(.presses(phase: phase, responder: self, presses: accepted, forwardedFrom: sender))
        switch phase {
        case .began: pressesBegan(accepted, with: event)
        case .changed, .stationary: pressesChanged(accepted, with: event)
        case .ended: pressesEnded(accepted, with: event)
        case .cancelled: pressesCancelled(accepted, with: event)
        }
    }

    /// The default press handling: pass the presses `next` may see on to it. A default
    /// `pressesBegan` running on a responder means it saw those presses begin.
    func forwardPresses(_ phase: UIPress.Phase, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
        if phase == .began {
            for press in presses { press.open(for: self) }
        }
        guard !presses.isEmpty else { return }
        next?.receivePresses(phase, presses, event, forwardedFrom: self)
    }
}
