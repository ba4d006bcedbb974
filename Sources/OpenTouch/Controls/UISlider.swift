import Foundation

/// A control for choosing a value from a continuous range by dragging a thumb along a track.
///
/// Tracking starts only on the thumb: the touch must land in ``thumbRect(forBounds:trackRect:value:)``
/// grown by ``ControlConstants/sliderThumbTouchSlop`` (elsewhere the slider neither tracks nor
/// sends events). The value then follows the finger's horizontal movement from where it landed
/// (the thumb does not jump to the finger): moving the whole travel (track width minus thumb
/// width) spans ``minimumValue``…``maximumValue``. While ``isContinuous``, each change sends
/// ``UIControl/Event/valueChanged`` then ``UIControl/Event/primaryActionTriggered``; otherwise they
/// are sent once when tracking ends or is cancelled, if the value changed. A cancelled drag keeps
/// the value it reached.
///
/// While it tracks, a slider refuses a superview's pan, or left/right swipe, whose touch moved
/// mostly sideways; a mostly vertical drag lets the pan begin, which cancels the slider's touch.
@preconcurrency @MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0
    /// The value at touch-down and the touch's horizontal position then.
    private var trackingStart: (value: Float, location: CGPoint) = (0, .zero)

    /// The slider's value, kept within ``minimumValue``…``maximumValue``; 0 by default.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }

    /// The smallest value; 0 by default. Raising it above ``maximumValue`` raises that too.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// The largest value; 1 by default. Lowering it below ``minimumValue`` lowers that too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }

    /// Whether value changes are sent during the drag (true, the default) or once at its end.
    open var isContinuous = true

    /// The track's colour left of the thumb; nil (the tint) by default. Kept only: OpenTouch draws nothing.
    open var minimumTrackTintColor: UIColor?
    /// The track's colour right of the thumb; nil by default. Kept only: OpenTouch draws nothing.
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour; nil (white) by default. Kept only: OpenTouch draws nothing.
    open var thumbTintColor: UIColor?
    /// The image at the minimum end; nil by default. Kept only: the track keeps the full width.
    open var minimumValueImage: UIImage?
    /// The image at the maximum end; nil by default. Kept only: the track keeps the full width.
    open var maximumValueImage: UIImage?
    /// Thumb images per exact state, as set with ``setThumbImage(_:for:)``.
    var thumbImages = ControlStateTable<UIImage>()

    /// Sets the value, clamped to the range; sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    private func clamped(_ value: Float) -> Float {
        min(max(value, minimumValue), maximumValue)
    }

    // MARK: Geometry

    /// The track: the full width of `bounds`, ``ControlConstants/sliderTrackHeight`` high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let height = ControlConstants.sliderTrackHeight
        return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    /// The thumb (``ControlConstants/sliderThumbSize``) for `value`: its left edge moves from the
    /// track's left end (minimum) to the track's right end minus the thumb's width (maximum).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = ControlConstants.sliderThumbSize
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / range) : 0
        let x = rect.minX + fraction * (rect.width - size.width)
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The distance the thumb travels from minimum to maximum, in points.
    private var thumbTravel: CGFloat {
        trackRect(forBounds: bounds).width - ControlConstants.sliderThumbSize.width
    }

    // MARK: Tracking

    /// Tracks only a touch on the thumb (grown by the thumb slop).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let slop = ControlConstants.sliderThumbTouchSlop
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        guard thumb.insetBy(dx: -slop, dy: -slop).contains(location) else { return false }
        trackingStart = (value, location)
        return super.beginTracking(touch, with: event)
    }

    /// Moves the value with the finger.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, event)
        return super.continueTracking(touch, with: event)
    }

    /// Takes the lift position; a non-continuous slider reports a changed value now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch, event) }
        super.endTracking(touch, with: event)
        finish(event)
    }

    /// Keeps the value reached; a non-continuous slider reports a changed value now.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finish(event)
    }

    private func follow(_ touch: UITouch, _ event: UIEvent?) {
        let travel = thumbTravel
        guard travel > 0 else { return }
        let dx = touch.location(in: self).x - trackingStart.location.x
        let newValue = clamped(trackingStart.value + Float(dx / travel) * (maximumValue - minimumValue))
        guard newValue != storedValue else { return }
        storedValue = newValue
        if isContinuous { sendValueChanged(with: event) }
    }

    private func finish(_ event: UIEvent?) {
        if !isContinuous && storedValue != trackingStart.value { sendValueChanged(with: event) }
    }

    private func movement(of touch: UITouch) -> CGPoint {
        let location = touch.location(in: self)
        return CGPoint(x: location.x - trackingStart.location.x, y: location.y - trackingStart.location.y)
    }

    // MARK: Recognizers

    /// Sliders are adjustable elements whose value is the position as a whole percentage.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isEnabled ? .adjustable : [.adjustable, .notEnabled]
    }
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }

    /// False, while tracking, for a superview's pan or left/right swipe whose touch moved mostly sideways.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let touch = ownedTouch,
           ControlGestureRules.blocksHorizontalDrag(gestureRecognizer, on: self, movement: movement(of: touch)) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
