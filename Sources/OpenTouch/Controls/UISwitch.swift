import Foundation

/// A control with an on and an off position.
///
/// Every switch is ``ControlConstants/switchSize`` (51 × 31), whatever frame it is given: only
/// the origin counts. A tap (a touch that never moved more than
/// ``ControlConstants/switchDragThreshold`` sideways) toggles the switch when it lifts inside
/// (the bounds grown by the slop); one that lifts outside changes nothing. A drag moves the knob
/// with the finger from where it started, within the knob's travel; on lift — inside or
/// outside — the switch takes the side the knob is on (past half its travel). A change sends
/// ``UIControl/Event/valueChanged`` then ``UIControl/Event/primaryActionTriggered``, before the
/// touch-up event. Setting ``isOn`` or calling ``setOn(_:animated:)`` sends nothing.
///
/// A switch refuses a superview's one-finger single-tap recognizer, and a pan that starts on its
/// knob and moves mostly sideways; a mostly vertical pan may begin (and cancels the switch's touch).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on; false by default. Setting it sends no action.
    open var isOn = false
    /// The track's colour when on; nil (the system green) by default. Kept only: OpenTouch draws nothing.
    open var onTintColor: UIColor?
    /// The knob's colour; nil (white) by default. Kept only: OpenTouch draws nothing.
    open var thumbTintColor: UIColor?

    /// The knob's position when the touch went down and the touch's location then.
    private var trackingStart: (isOn: Bool, location: CGPoint) = (false, .zero)
    private var hasDragged = false
    private var startedOnKnob = false

    /// Every switch is ``ControlConstants/switchSize``: frames only place it.
    override class var fixedSize: CGSize? { ControlConstants.switchSize }

    /// Sets the state; sends no action (there is no animation in OpenTouch).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// How far the knob travels between off and on, in points.
    static var knobTravel: CGFloat {
        ControlConstants.switchSize.width - 2 * ControlConstants.switchKnobInset - ControlConstants.switchKnobDiameter
    }

    /// Where a touch grabs the knob: the full-height square at the knob's end.
    func knobArea(on: Bool) -> CGRect {
        let side = ControlConstants.switchKnobDiameter + 2 * ControlConstants.switchKnobInset
        return CGRect(x: bounds.minX + (on ? Self.knobTravel : 0), y: bounds.minY, width: side, height: bounds.height)
    }

    // MARK: Tracking

    /// Remembers where the touch started and whether it is on the knob.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        trackingStart = (isOn, location)
        hasDragged = false
        startedOnKnob = knobArea(on: isOn).contains(location)
        return super.beginTracking(touch, with: event)
    }

    /// A touch that moves past the drag threshold sideways drags the knob.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if abs(movement(of: touch).x) > ControlConstants.switchDragThreshold { hasDragged = true }
        return super.continueTracking(touch, with: event)
    }

    /// Applies the tap or the drag (see the class discussion).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let newValue: Bool
        if hasDragged, let touch {
            newValue = knobSide(afterMoving: movement(of: touch).x)
        } else if isTouchInside {
            newValue = !trackingStart.isOn
        } else {
            return
        }
        guard newValue != isOn else { return }
        isOn = newValue
        sendValueChanged(with: event)
    }

    /// The side the knob ends on after the finger moved `dx` sideways from the start.
    private func knobSide(afterMoving dx: CGFloat) -> Bool {
        let travel = Self.knobTravel
        let offset = min(max((trackingStart.isOn ? travel : 0) + dx, 0), travel)
        return offset >= travel / 2
    }

    private func movement(of touch: UITouch) -> CGPoint {
        let location = touch.location(in: self)
        return CGPoint(x: location.x - trackingStart.location.x, y: location.y - trackingStart.location.y)
    }

    // MARK: Recognizers

    /// Switches are buttons to assistive technologies, with the value "1" when on and "0" when off.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isEnabled ? .button : [.button, .notEnabled]
    }
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }

    /// False for a superview's one-finger single tap, and for a sideways pan that started on the knob.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ControlGestureRules.blocksSingleTap(gestureRecognizer, on: self) { return false }
        if startedOnKnob, gestureRecognizer is UIPanGestureRecognizer, let touch = ownedTouch,
           ControlGestureRules.blocksHorizontalDrag(gestureRecognizer, on: self, movement: movement(of: touch)) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
