import Foundation

/// A view that lays out a row or a column of views, its ``arrangedSubviews``, with Auto Layout,
/// as UIKit's `UIStackView`.
///
/// The stack view makes the constraints between itself and its arranged subviews and keeps them
/// up to date in ``updateConstraints()``, before each layout pass; the views' intrinsic sizes,
/// content hugging and compression resistance then decide their frames, as on iOS. The
/// constraints carry UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`, …) and are
/// listed in ``UIView/constraints``. The stack view has no intrinsic size of its own: pinned at
/// only one corner, it takes the size of its content. A hidden arranged view takes no space
/// along the axis, and the spacing next to it goes away.
@preconcurrency @MainActor
open class UIStackView: UIView {
    // MARK: State (the logic is in the UIStackView+… files)

    /// The arranged subviews in order; a view that moved to another superview is pruned lazily.
    var storedArrangedSubviews: [UIView] = []
    /// The custom spacing after each arranged subview that has one.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made and keeps active.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The guide that spans the arranged views across the axis (alignments other than fill).
    var alignmentSpanner: UILayoutGuide?
    /// The guides between neighbouring views (equal spacing and equal centering).
    var distributingGuides: [UILayoutGuide] = []
    /// Baseline constraints are made again at the next update: a text view's metrics changed.
    var baselinesNeedRefresh = false

    // MARK: Configuration

    /// The axis the arranged views are laid out along; `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangementUpdate() } }
    }
    /// How the arranged views share the space along the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangementUpdate() } }
    }
    /// How the arranged views are placed across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangementUpdate() } }
    }
    /// The space between neighbouring arranged views, in points; 0 by default. It is exact for
    /// the fill distributions and a minimum for `.equalSpacing` and `.equalCentering`; negative
    /// values overlap the views. ``spacingUseSystem`` asks for the system spacing (8 points).
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsArrangementUpdate() } }
    }
    /// Whether, in a vertical stack, the spacing runs from the last baseline of a text view to
    /// the first baseline of the view below it; false by default. Horizontal stacks ignore it.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangementUpdate() } }
    }
    /// Whether the arranged views are laid out inside the stack view's layout margins rather than
    /// its bounds; false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangementUpdate() } }
    }

    // MARK: Creating

    /// Creates an empty stack view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    /// Not failable, as in UIKit: subclasses write `required init(coder: NSCoder)`.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// Creates a stack view that arranges `views`, in order, adding them as subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// The views the stack view lays out, in order; always a subset of ``UIView/subviews``.
    open var arrangedSubviews: [UIView] {
        storedArrangedSubviews.filter { $0.superview === self }
    }

    /// Adds `view` to the end of ``arrangedSubviews`` (moving it there if it is arranged already),
    /// and as a subview if it is not one. Its ``UIView/translatesAutoresizingMaskIntoConstraints``
    /// becomes false.
    open func addArrangedSubview(_ view: UIView) {
        arrange(view, at: nil)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (clamped to the valid range; a view
    /// arranged already moves there), and adds it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrange(view, at: stackIndex)
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview, no longer placed by the stack
    /// view. Removing an arranged view from its superview also removes it from the arrangement.
    open func removeArrangedSubview(_ view: UIView) {
        unarrange(view)
    }

    // MARK: Spacing

    /// The value ``customSpacing(after:)`` answers for a view without custom spacing; setting it
    /// with ``setCustomSpacing(_:after:)`` goes back to ``spacing`` (`FLT_MAX`, as in UIKit).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that asks for the system spacing between neighbouring views, 8 points (`FLT_MIN`,
    /// as in UIKit); use it for ``spacing`` or with ``setCustomSpacing(_:after:)``.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Sets the spacing after `arrangedSubview`, instead of ``spacing``; ``spacingUseDefault``
    /// removes it. Views that are not arranged are ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        storeCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Layout

    /// Stack views lay out with constraints: ``updateConstraints()`` runs before the first layout.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Brings the stack view's constraints up to date with its arranged views and configuration,
    /// then calls `super`.
    open override func updateConstraints() {
        updateArrangementConstraints()
        super.updateConstraints()
    }

    /// Places the arranged views at the frames Auto Layout found (`super`); an arranged view that
    /// moved to another superview is dropped from the arrangement first.
    open override func layoutSubviews() {
        if storedArrangedSubviews.contains(where: { $0.superview !== self }) { setNeedsArrangementUpdate() }
        super.layoutSubviews()
    }

    /// A subview leaving the stack view leaves ``arrangedSubviews`` too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if storedArrangedSubviews.contains(where: { $0 === subview }) { unarrange(subview) }
    }

    // MARK: Baselines

    /// The view whose first baseline is the stack view's: the tallest arranged view of a
    /// horizontal stack, the first of a vertical one (hidden views skipped; nested stack views
    /// answer for themselves).
    open override var forFirstBaselineLayout: UIView { baselineView(last: false) }

    /// The view whose last baseline is the stack view's: the tallest arranged view of a
    /// horizontal stack, the last of a vertical one.
    open override var forLastBaselineLayout: UIView { baselineView(last: true) }
}
