import Foundation

extension KeyboardEnvironment {
    /// A key went down: key commands get it first, else its press goes to the first responder.
    func keyDown(_ event: KeyboardEvent, translator: any KeyboardTranslator) {
        let tracer = application?.traceHub
        if let held = pressesDown.first(where: { $0.senderID == event.senderID && $0.key?.keyCode == event.usage }) {
            tracer?.record(.pressRouted(press: held, responder: nil, reason: .alreadyDown))
            return
        }
        let key = translator.keyDown(event.usage)
        let press = UIPress(type: UIPress.type(of: event.usage), phase: .began, timestamp: event.timestamp, key: key)
        pressSequence &+= 1
        press.sequence = pressSequence
        press.senderID = event.senderID
        let window = application?.keyWindow
        press.window = window
        pressesDown.append(press)
        prepareEvent(event.timestamp, tracer: tracer)
        if fireKeyCommand(for: press, in: window) {
            tracer?.record(.pressRouted(press: press, responder: nil, reason: .keyCommand))
            scheduleRepeat(of: press, translator: translator)
            return
        }
        let (target, reason) = pressTarget(in: window)
        press.responder = target
        tracer?.record(.pressRouted(press: press, responder: target, reason: reason))
        target?.receivePresses(.began, [press], pressesEvent, forwardedFrom: nil)
        scheduleRepeat(of: press, translator: translator)
    }

    /// A key went up: its press ends where it began (unless it was cancelled or a key command took it).
    func keyUp(_ event: KeyboardEvent) {
        guard let index = pressesDown.firstIndex(where: { $0.senderID == event.senderID && $0.key?.keyCode == event.usage })
        else { return }
        let press = pressesDown[index]
        stopRepeating(press)
        if !press.isOver {
            press.isOver = true
            press.phase = .ended
            press.timestamp = event.timestamp
            prepareEvent(event.timestamp, tracer: application?.traceHub)
            if press.keyCommand == nil, let responder = press.responder {
                responder.receivePresses(.ended, [press], pressesEvent, forwardedFrom: nil)
            }
            finish([press])
        }
        pressesDown.removeAll { $0 === press }
        pressesEvent.pressList = pressesDown
    }

    /// Cancels the presses and the shake delivered to `responder`: it stopped being first responder.
    func cancelInput(deliveredTo responder: UIResponder) {
        let cancelled = pressesDown.filter { !$0.isOver && $0.keyCommand == nil && $0.responder === responder }
        if !cancelled.isEmpty {
            let now = application?.clock.now ?? 0
            for press in cancelled {
                press.isOver = true
                stopRepeating(press)
                press.phase = .cancelled
                press.timestamp = now
            }
            prepareEvent(now, tracer: application?.traceHub)
            responder.receivePresses(.cancelled, Set(cancelled), pressesEvent, forwardedFrom: nil)
            finish(cancelled)
        }
        if shakeResponder === responder { cancelShake() }
    }

    /// Ends the ledgers of `presses`: responders still owed an end get a cancel (a responder that
    /// forwarded the began and then left the chain, say); then nothing more is delivered.
    private func finish(_ presses: [UIPress]) {
        for press in presses {
            press.isOver = true
            for responder in press.owedResponders {
                responder.receivePresses(.cancelled, [press], pressesEvent, forwardedFrom: nil)
            }
            press.clearLedger()
        }
    }

    /// Where a new press goes: the key window's first responder; with none, the window's top
    /// view controller (the root, or the controller it presents), else the window.
    func pressTarget(in window: UIWindow?) -> (UIResponder?, PressRoutingReason) {
        guard let window else { return (nil, .noKeyWindow) }
        if let responder = window.firstResponderStorage { return (responder, .firstResponder) }
        guard var controller = window.rootViewController else { return (window, .noFirstResponder) }
        var hops = 0
        while let presented = controller.presentedViewController, presented !== controller, hops < 1000 {
            controller = presented
            hops += 1
        }
        return (controller, .noFirstResponder)
    }

    /// Sets the shared presses event's time, presses and tracer before a delivery.
    func prepareEvent(_ timestamp: TimeInterval, tracer: TraceHub?) {
        pressesEvent.timestamp = timestamp
        pressesEvent.pressList = pressesDown
        pressesEvent.tracer = (tracer?.isActive ?? false) ? tracer : nil
    }
}
