import Foundation

/// The base class for controls: views that turn touches into target-action messages.
///
/// A control tracks one touch at a time, the first to land on it (later fingers are ignored):
///
/// - **Down:** ``beginTracking(_:with:)`` decides; if it returns true the control highlights and
///   sends ``Event/touchDown``, then ``Event/touchDownRepeat`` when the touch's `tapCount` is 2 or more.
///   If it returns false, the touch is kept from the responder chain but nothing else happens.
/// - **Move:** the touch is inside while it is in the bounds grown by
///   ``ControlConstants/touchInsideSlop`` on every side (or ``UIView/point(inside:with:)`` says yes).
///   ``isTouchInside`` and ``isHighlighted`` follow it, then ``continueTracking(_:with:)`` is
///   asked; then ``Event/touchDragEnter`` or ``Event/touchDragExit`` when the inside-ness changed,
///   then ``Event/touchDragInside`` or ``Event/touchDragOutside``. If `continueTracking` returns
///   false, the control unhighlights, calls ``endTracking(_:with:)`` and sends nothing more for
///   that touch (no drag, touch-up or cancel events).
/// - **Lift:** enter or exit if the last position changed it, unhighlight, ``endTracking(_:with:)``,
///   then ``Event/touchUpInside`` or ``Event/touchUpOutside``.
/// - **Cancel:** ``cancelTracking(with:)``, unhighlight, ``Event/touchCancel``.
///
/// A disabled control (``isEnabled`` false) is still hit-tested, but it neither tracks nor
/// highlights nor sends events: its touches go up the responder chain like a plain view's.
/// Disabling a control while it tracks cancels the tracking (`cancelTracking`, unhighlight,
/// `touchCancel`); the rest of that touch is ignored.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to touches; true by default. See the class discussion.
    open var isEnabled = true {
        didSet {
            if oldValue && !isEnabled { abortTrackingBecauseDisabled() }
        }
    }
    /// Whether the control is selected; false by default.
    open var isSelected = false
    /// Whether the control is highlighted: a tracked touch is down and inside it.
    open var isHighlighted = false
    /// Whether the control is tracking a touch.
    open var isTracking: Bool { trackingActive }
    /// Whether the tracked touch is inside the control (its bounds grown by the slop).
    open var isTouchInside: Bool { touchInsideNow }
    /// Whether a long press shows the control's menu (a button's ``UIButton/menu``); false by
    /// default, true once a button is given a menu.
    open var isContextMenuInteractionEnabled = false {
        didSet { if oldValue != isContextMenuInteractionEnabled { updateMenuPress() } }
    }
    /// The control's menu settings and the press that opens its menu (see `UIControl+Menu.swift`).
    final var menuStorage = ControlMenuStorage()
    /// Where the content sits horizontally; ``ContentHorizontalAlignment/center`` by default.
    /// Kept only: the title label and image view fill the control.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Where the content sits vertically; ``ContentVerticalAlignment/center`` by default.
    /// Kept only: the title label and image view fill the control.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The control's state flags, from ``isHighlighted``, ``isEnabled`` and ``isSelected``.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The touch the control took at touch-down (tracked or not); its phases never go up the chain.
    var ownedTouch: UITouch?
    var trackingActive = false
    var touchInsideNow = false
    /// Registered target-actions and UIActions, in registration order.
    var controlTargets: [ControlTarget] = []
    /// The method-reference action ``sendAction(_:to:for:)`` is expected to run next.
    var pendingInvocation: ControlTarget.Invocation?

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: Self.fixingSize(of: frame))
    }

    /// Creates a control from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let size = Self.fixedSize { bounds.size = size }
    }

    /// The size UIKit gives every control of this kind whatever frame it is given (switches,
    /// steppers); nil lets the frame decide.
    class var fixedSize: CGSize? { nil }

    /// `rect` with the kind's fixed size, if it has one; only the origin is kept.
    static func fixingSize(of rect: CGRect) -> CGRect {
        guard let size = fixedSize else { return rect }
        return CGRect(origin: rect.origin, size: size)
    }

    /// The control's frame; a control of a fixed-size kind keeps its size when the frame is set.
    open override var frame: CGRect {
        get { super.frame }
        set { applyControlFrame(newValue) }
        // In place with no allocation: the copy is parked (see `GeometryEdits`).
        _modify {
            let slot = GeometryEdits.rects.park(super.frame)
            defer { applyControlFrame(GeometryEdits.rects.unpark(slot)) }
            yield &slot.pointee
        }
    }

    /// The control's bounds; a control of a fixed-size kind keeps its size when the bounds are set.
    open override var bounds: CGRect {
        get { super.bounds }
        set { applyControlBounds(newValue) }
        // In place with no allocation: the copy is parked (see `GeometryEdits`).
        _modify {
            let slot = GeometryEdits.rects.park(super.bounds)
            defer { applyControlBounds(GeometryEdits.rects.unpark(slot)) }
            yield &slot.pointee
        }
    }

    /// The ``frame`` setter's work.
    final func applyControlFrame(_ newValue: CGRect) {
        super.frame = Self.fixingSize(of: newValue)
    }

    /// The ``bounds`` setter's work.
    final func applyControlBounds(_ newValue: CGRect) {
        super.bounds = Self.fixingSize(of: newValue)
    }

    /// Creates a control whose `primaryAction` is registered for ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Registers the primary action; buttons also take its title.
    func adoptPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
    }

    /// Whether a touch-up inside also sends ``Event/primaryActionTriggered`` (buttons).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Called on a lift inside, just before ``Event/touchUpInside`` is sent (buttons toggle their selection here).
    func willSendTouchUpInside() {}

    /// Called after the touch-down events of a newly tracked touch (steppers step here).
    func didSendTouchDown(_ touch: UITouch, with event: UIEvent?) {}

    /// Sends ``Event/valueChanged`` and then ``Event/primaryActionTriggered`` (switches, sliders, steppers).
    func sendValueChanged(with event: UIEvent?) {
        sendActions(for: .valueChanged, with: event)
        sendActions(for: .primaryActionTriggered, with: event)
    }

    // MARK: Tracking hooks

    /// Called when a touch lands on the enabled control; return false to not track it. Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called for each move of the tracked touch; return false to stop tracking it. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called when tracking ends: the touch lifted, or `continueTracking` returned false. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled, or the control is disabled while tracking. Does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    /// Starts tracking the first touch (an enabled control), or passes the touches up the chain (a disabled one).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isEnabled { return super.touchesBegan(touches, with: event) }
        controlTouchesBegan(touches, event)
    }

    /// Follows the tracked touch; other touches go up the chain if the chain saw them begin.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = split(touches, phase: .moved, event) { trackingMoved(touch, event) }
    }

    /// Finishes the tracked touch; other touches go up the chain if the chain saw them begin.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = split(touches, phase: .ended, event) { trackingEnded(touch, event) }
    }

    /// Cancels the tracked touch; other touches go up the chain if the chain saw them begin.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if split(touches, phase: .cancelled, event) != nil { trackingCancelled(event) }
    }

    /// Returns the owned touch if it is among `touches`, forwarding the others with the default behaviour.
    private func split(_ touches: Set<UITouch>, phase: UITouch.Phase, _ event: UIEvent?) -> UITouch? {
        guard let owned = ownedTouch, touches.contains(owned) else {
            forwardOthers(touches, phase: phase, event)
            return nil
        }
        if touches.count > 1 {
            var others = touches
            others.remove(owned)
            forwardOthers(others, phase: phase, event)
        }
        return owned
    }

    private func forwardOthers(_ touches: Set<UITouch>, phase: UITouch.Phase, _ event: UIEvent?) {
        switch phase {
        case .moved: super.touchesMoved(touches, with: event)
        case .ended: super.touchesEnded(touches, with: event)
        case .cancelled: super.touchesCancelled(touches, with: event)
        default: break
        }
    }

    // MARK: Sending actions

    /// Sends one target-action message; override to observe or filter them, and call `super` to send.
    ///
    /// The default sends method-reference actions to their target directly, and selector actions
    /// through ``UIApplication/sendAction(_:to:from:for:)-(Selector,_,_,_)``.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let invocation = pendingInvocation, invocation.matches(action, target) {
            pendingInvocation = nil
            invocation.run(self, event)
            return
        }
        _ = ActionRouting.send(action, to: target, from: self, for: event)
    }

    /// Runs a ``UIAction`` registered on the control, with ``UIAction/sender`` set to the control.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
