import Foundation

/// A horizontal row of segments that work as buttons, one of which is selected (iOS 13+ behaviour).
///
/// **Geometry.** Segments sit side by side from the left edge, each the full height. A segment
/// given a width with ``setWidth(_:forSegmentAt:)`` keeps it; the others share what is left of the
/// bounds, equally, or with ``apportionsSegmentWidthsByContent`` in proportion to their content
/// (see <doc:UIKitBehaviorChoices>). A touch belongs to the segment under it, or to the nearest
/// one when it is beside them. Nothing is drawn.
///
/// **Touches.** The selection changes when the finger lifts, never when it lands:
///
/// - A touch that lands anywhere but on the selected segment *presses* the segment under the
///   finger, which follows the finger while it is inside the control (the bounds grown by
///   ``ControlConstants/touchInsideSlop``). Lifting inside on an enabled segment selects it;
///   lifting outside, or on a disabled segment, changes nothing.
/// - A touch that lands on the selected segment *slides* the selection: it follows the finger's
///   horizontal position over enabled segments, even outside the control, and the lift (inside
///   or outside) selects the segment it stopped on.
/// - A change runs the chosen segment's ``UIAction`` (if it has one), then sends
///   ``UIControl/Event/valueChanged`` and ``UIControl/Event/primaryActionTriggered``, before the
///   touch-up event. Choosing the segment already selected, setting ``selectedSegmentIndex``, and
///   a cancelled touch send nothing.
/// - With ``isMomentary`` every touch presses: a lift inside on an enabled segment sets
///   ``selectedSegmentIndex`` to it, runs its action and sends the events, then sets it back to
///   ``noSegment``.
///
/// ``highlightedSegmentIndex`` tells which segment a lift would choose. A segmented control
/// refuses a superview's one-finger single-tap recognizer, and, while it slides the selection, a
/// pan or left/right swipe whose touch moved mostly sideways.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The ``selectedSegmentIndex`` of a control with no segment selected: -1.
    nonisolated public static let noSegment = -1

    /// The segments, left to right.
    var segments: [SegmentedControlSegment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    /// Title text attributes per exact control state.
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    // Tracking state of the current touch (see UISegmentedControl+Tracking.swift).
    /// Whether the current touch slides the selection (it landed on the selected segment).
    var isSlidingSelection = false
    /// The segment a lift would choose now, or ``noSegment``.
    var trackedSegment = UISegmentedControl.noSegment
    /// Where the current touch landed, in the control's coordinates.
    var trackingStartLocation: CGPoint = .zero

    /// The index of the selected segment, or ``noSegment``; ``noSegment`` by default.
    ///
    /// Setting it sends no action; a value that is neither ``noSegment`` nor a segment's index is ignored.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
            storedSelectedIndex = newValue
        }
    }

    /// Whether segments act as buttons that do not stay selected; false by default.
    open var isMomentary = false
    /// Whether segments without an explicit width share the space in proportion to their content;
    /// false by default (equal shares).
    open var apportionsSegmentWidthsByContent = false
    /// The colour of the selected segment; nil (the system's) by default. Kept only: OpenTouch draws nothing.
    open var selectedSegmentTintColor: UIColor?

    /// The segment a lift would choose now: while pressing, the enabled segment under the finger
    /// (``noSegment`` when the finger is outside the control or on a disabled segment); while
    /// sliding, the segment the selection has slid to; ``noSegment`` when no touch is tracked.
    ///
    /// An OpenTouch addition: UIKit shows this segment (dimmed, or under the moved selection) but
    /// has no property for it.
    public var highlightedSegmentIndex: Int { trackedSegment }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    // MARK: Initializers

    /// Creates a segmented control with no segments and the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a segmented control from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a segmented control with a segment per item — a `String` (a title), a ``UIImage``
    /// or a ``UIAction`` (its image, else its title, and its action) — sized to fit them:
    /// ``ControlConstants/segmentedControlHeight`` high, every segment as wide as the widest content.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map(SegmentedControlSegment.init(item:))
        frame = CGRect(origin: .zero, size: fittingSize)
    }

    /// Creates a segmented control with the given frame and a segment per action (its image, else
    /// its title); choosing a segment runs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(SegmentedControlSegment.init(action:))
    }

    // MARK: Choosing

    /// Selects `index` (a user's choice): runs the segment's action, then sends the value events;
    /// a momentary control goes back to ``noSegment`` afterwards.
    func choose(_ index: Int, with event: UIEvent?) {
        guard segments.indices.contains(index) else { return }
        if !isMomentary && index == storedSelectedIndex { return }
        storedSelectedIndex = index
        if let action = segments[index].action { sendAction(action) }
        sendValueChanged(with: event)
        if isMomentary { storedSelectedIndex = Self.noSegment }
    }

    /// Keeps the selection on the same segment when segments are inserted or removed.
    func adjustSelection(insertedAt index: Int) {
        if storedSelectedIndex != Self.noSegment && storedSelectedIndex >= index { storedSelectedIndex += 1 }
    }

    /// Keeps the selection on the same segment when one is removed; removing it clears the selection.
    func adjustSelection(removedAt index: Int) {
        if storedSelectedIndex == index {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > index {
            storedSelectedIndex -= 1
        }
    }

    // MARK: Tracking

    /// Starts pressing, or sliding when the touch lands on the selected segment.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        startTracking(at: touch.location(in: self))
        return super.beginTracking(touch, with: event)
    }

    /// Moves the pressed segment or the slid selection with the finger.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch.location(in: self))
        return super.continueTracking(touch, with: event)
    }

    /// Selects the pressed or slid-to segment (see the class discussion).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch.location(in: self)) }
        super.endTracking(touch, with: event)
        let chosen = trackedSegment
        resetTracking()
        if chosen != Self.noSegment { choose(chosen, with: event) }
    }

    /// Forgets the touch; the selection is unchanged.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        resetTracking()
    }

    // MARK: Recognizers

    /// False for a superview's one-finger single tap, and, while the selection slides, for a
    /// pan or left/right swipe whose touch moved mostly sideways.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ControlGestureRules.blocksSingleTap(gestureRecognizer, on: self) { return false }
        if isSlidingSelection, let touch = ownedTouch,
           ControlGestureRules.blocksHorizontalDrag(gestureRecognizer, on: self, movement: movement(of: touch)) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// UIKit's description, with `opaque = NO` as UIKit prints it for segmented controls.
    open override var description: String {
        ControlGestureRules.insertingOpaqueField(into: super.description)
    }
}
