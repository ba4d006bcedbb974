import Foundation

/// A control with a minus and a plus button that decrease and increase a value by a step.
///
/// Every stepper is ``ControlConstants/stepperSize`` (94 × 32), whatever frame it is given: only
/// the origin counts. A touch on the left half presses minus, on the right half plus. The press
/// steps once right after ``UIControl/Event/touchDown``; while held, with ``autorepeat``, it steps
/// again after ``ControlConstants/stepperFirstRepeatDelay`` and then every
/// ``ControlConstants/stepperRepeatInterval`` on the application's clock, until the finger lifts,
/// is cancelled, or leaves the control (the bounds grown by the slop; repeating does not resume).
/// Values stay within ``minimumValue``…``maximumValue``: at a limit a step does nothing, unless
/// ``wraps``, when a step from the limit goes to the other end. Each change sends
/// ``UIControl/Event/valueChanged`` then ``UIControl/Event/primaryActionTriggered`` when
/// ``isContinuous``; otherwise they are sent once when the press ends or is cancelled, if the value changed.
///
/// A stepper refuses a superview's one-finger single-tap recognizer.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    private var storedValue: Double = 0
    /// -1 while minus is pressed, +1 while plus is.
    private var direction: Double = 0
    private var valueAtPress: Double = 0
    private var repeatTimer: ScheduledTimer?

    /// The value, kept within ``minimumValue``…``maximumValue``; 0 by default. Setting it sends no action.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// The smallest value; 0 by default. Setting it above ``maximumValue`` sets both to it.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// The largest value; 100 by default. Setting it below ``minimumValue`` sets both to it.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// How much one step changes the value; 1 by default. Values that are not above 0 are ignored.
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }

    /// Whether changes are sent as they happen (true, the default) or once when the press ends.
    open var isContinuous = true
    /// Whether holding a button keeps stepping; true by default.
    open var autorepeat = true
    /// Whether stepping past a limit continues from the other end; false by default.
    open var wraps = false

    /// Every stepper is ``ControlConstants/stepperSize``: frames only place it.
    override class var fixedSize: CGSize? { ControlConstants.stepperSize }

    /// The value one step in `direction` leads to (the same value when a limit blocks it).
    func steppedValue(_ direction: Double) -> Double {
        if direction > 0 {
            if storedValue >= maximumValue { return wraps ? minimumValue : maximumValue }
            return min(storedValue + stepValue, maximumValue)
        }
        if storedValue <= minimumValue { return wraps ? maximumValue : minimumValue }
        return max(storedValue - stepValue, minimumValue)
    }

    // MARK: Tracking

    /// Picks the button under the touch: minus on the left half, plus on the right.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        valueAtPress = storedValue
        return super.beginTracking(touch, with: event)
    }

    override func didSendTouchDown(_ touch: UITouch, with event: UIEvent?) {
        guard step(event) else { return }
        if autorepeat { scheduleRepeat(after: ControlConstants.stepperFirstRepeatDelay) }
    }

    /// Stops repeating once the touch leaves the control.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if !isTouchInside { stopRepeating() }
        return super.continueTracking(touch, with: event)
    }

    /// Stops repeating; a non-continuous stepper reports a changed value now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finish(event)
    }

    /// Stops repeating; a non-continuous stepper reports a changed value now.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finish(event)
    }

    /// Steps once; returns false when a limit blocked the step.
    @discardableResult
    private func step(_ event: UIEvent?) -> Bool {
        let next = steppedValue(direction)
        guard next != storedValue else { return false }
        storedValue = next
        if isContinuous { sendValueChanged(with: event) }
        return true
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        guard let clock = owningApplication?.clock else { return }
        repeatTimer = clock.schedule(after: delay) { [weak self] in
            guard let self, self.isTracking else { return }
            self.repeatTimer = nil
            if self.step(nil) { self.scheduleRepeat(after: ControlConstants.stepperRepeatInterval) }
        }
    }

    private func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    private func finish(_ event: UIEvent?) {
        stopRepeating()
        if !isContinuous && storedValue != valueAtPress { sendValueChanged(with: event) }
    }

    // MARK: Recognizers

    /// False for a superview's one-finger single-tap recognizer while the stepper is enabled.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ControlGestureRules.blocksSingleTap(gestureRecognizer, on: self) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
