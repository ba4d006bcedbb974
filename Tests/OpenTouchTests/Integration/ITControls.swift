import Foundation
import OpenTouch

// Real controls that also log their touch methods to a ledger (then call super, so UIControl's
// tracking runs unchanged), and their control events to a timeline.

/// A button that logs its touch methods as `<name> began @t` and its control events as `<name> touchDown @t`.
@MainActor
final class ITButton: UIButton, ITTouchLogging {
    let name: String
    let ledger: ITLog

    init(_ name: String, frame: CGRect, ledger: ITLog, events: ITLog) {
        self.name = name
        self.ledger = ledger
        super.init(frame: frame)
        itLogEvents(of: self, as: name, to: events)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// A slider that logs its touch methods as `<name> began @t` and its control events as `<name> touchDown @t`.
@MainActor
final class ITSlider: UISlider, ITTouchLogging {
    let name: String
    let ledger: ITLog

    init(_ name: String, frame: CGRect, ledger: ITLog, events: ITLog) {
        self.name = name
        self.ledger = ledger
        super.init(frame: frame)
        itLogEvents(of: self, as: name, to: events)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// A switch that logs its touch methods as `<name> began @t` and its control events as `<name> touchDown @t`.
@MainActor
final class ITSwitch: UISwitch, ITTouchLogging {
    let name: String
    let ledger: ITLog

    init(_ name: String, frame: CGRect, ledger: ITLog, events: ITLog) {
        self.name = name
        self.ledger = ledger
        super.init(frame: frame)
        itLogEvents(of: self, as: name, to: events)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// A stepper that logs its touch methods as `<name> began @t` and its control events as `<name> touchDown @t`.
@MainActor
final class ITStepper: UIStepper, ITTouchLogging {
    let name: String
    let ledger: ITLog

    init(_ name: String, frame: CGRect, ledger: ITLog, events: ITLog) {
        self.name = name
        self.ledger = ledger
        super.init(frame: frame)
        itLogEvents(of: self, as: name, to: events)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("moved")
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("ended")
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("cancelled")
        super.touchesCancelled(touches, with: event)
    }
}
