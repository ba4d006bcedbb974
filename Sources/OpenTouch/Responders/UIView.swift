import Foundation

/// A rectangular area that takes part in hit testing and receives touches.
///
/// Geometry follows UIKit: ``center``, ``bounds`` (with its origin) and ``transform`` are
/// stored and ``frame`` is derived from them; the transform applies about the center.
/// Subclasses override ``hitTest(_:with:)``, ``point(inside:with:)`` and the touch methods.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's position in its superview: the center of its bounds, in superview coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set { applyCenter(newValue) }
        // In place (`center.x += 1`) with no allocation: the copy is parked (see `GeometryEdits`).
        _modify {
            let slot = GeometryEdits.points.park(storedCenter)
            defer { applyCenter(GeometryEdits.points.unpark(slot)) }
            yield &slot.pointee
        }
    }
    /// The view's own coordinate space: its origin is what the top-left corner shows.
    open var bounds: CGRect {
        get { storedBounds }
        set { applyBounds(newValue) }
        // In place (`bounds.origin.y = 0`) with no allocation: the copy is parked (see `GeometryEdits`).
        _modify {
            let slot = GeometryEdits.rects.park(storedBounds)
            defer { applyBounds(GeometryEdits.rects.unpark(slot)) }
            yield &slot.pointee
        }
    }
    /// The transform applied about ``center``; `.identity` by default.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            if UIViewAnimationContext.isRecording { layerStorage?.modelWillChange(.transform) }
            // Equal, with no 3D transform on the layer to drop: the caches stay (see `bounds`).
            // (Hit testing reads only the affine part; dropping a 3D one still counts as a change.)
            let changed = newValue != storedTransform || layerStorage?.nonAffineTransform != nil
            layerStorage?.nonAffineTransform = nil
            storedTransform = newValue
            hasIdentityTransform = newValue.isIdentity
            if changed {
                GeometryEpoch.advance()
                hitTestSubviewDidChange()
            }
            keyValueChanged()
        }
    }
    /// The view's opacity, 0 to 1; views at or below 0.01 are ignored by hit testing.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            if UIViewAnimationContext.isRecording, newValue != storedAlpha { layerStorage?.modelWillChange(.opacity) }
            let ignored = ignoresTouchEvents
            storedAlpha = newValue
            hitTestFlagsDidChange(ignoredBefore: ignored)
            keyValueChanged()
        }
    }
    /// Whether the view is hidden; hidden views are ignored by hit testing (superviews are not checked).
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            if newValue != storedIsHidden {
                let ignored = ignoresTouchEvents
                storedIsHidden = newValue
                hitTestFlagsDidChange(ignoredBefore: ignored)
                superview?.subviewHiddenDidChange(self)
            }
            keyValueChanged()
        }
    }
    /// Whether the view takes part in hit testing; true by default.
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set {
            let ignored = ignoresTouchEvents
            storedIsUserInteractionEnabled = newValue
            hitTestFlagsDidChange(ignoredBefore: ignored)
        }
    }
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (1.4 M of them in
    // `cachedHitTestSubviews`, 0.3 M in the `bounds` setter) and takes 1.78× the instructions for
    // the pipeline, 1.71× for five recognizers and 1.25× for the seed hit test (callgrind,
    // Benchmarks/README.md).

    // The engine reads the geometry and hit-test flags from this storage directly, as UIKit reads
    // its own ivars: overriding the properties above does not change hit testing (override
    // `hitTest(_:with:)` or `point(inside:with:)` for that). Setters of the properties still run.
    @exclusivity(unchecked) final var storedCenter: CGPoint
    @exclusivity(unchecked) final var storedBounds: CGRect
    @exclusivity(unchecked) final var storedAlpha: CGFloat = 1
    /// An integer you can use to find the view with ``viewWithTag(_:)``.
    open var tag: Int {
        get { extras?.tag ?? 0 }
        set { setExtra(\.tag, newValue, isDefault: newValue == 0) }
    }
    /// The view's background color (its layer's); animatable.
    open var backgroundColor: UIColor? {
        willSet { if UIViewAnimationContext.isRecording { layerStorage?.modelWillChange(.backgroundColor) } }
        didSet { keyValueChanged() }
    }

    /// The view's subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = [] {
        didSet {  // the hit-test caches and trees index the subviews
            HitTestEpoch.advance()
            hitTestLevel?.invalidate()
        }
    }
    /// The view's superview, or nil.
    ///
    /// Held without a weak reference (weak references slow every retain of the view); a
    /// superview clears it in its subviews when it is deallocated, so it never dangles (debug
    /// builds check that on every read).
    public final internal(set) var superview: UIView? {
        get { superviewReference.object }
        set {
            superviewReference.object = newValue
            AnimationClockEpoch.advance()
        }
    }
    @exclusivity(unchecked) final var superviewReference = UnownedReference<UIView>()
    /// The view controller whose root view this is; the controller clears it when it lets go.
    final var owningViewController: UIViewController? {
        get { owningViewControllerReference.object }
        set {
            owningViewControllerReference.object = newValue
            GeometryEpoch.advance()
        }
    }
    @exclusivity(unchecked) final var owningViewControllerReference = UnownedReference<UIViewController>()
    /// The layer's anchor point (unit coordinates of the bounds): the point ``center`` names and
    /// the transform turns about. Stored here because the engine reads it with the geometry.
    @exclusivity(unchecked) final var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The view's layer, made in `init` from ``layerClass``.
    @exclusivity(unchecked) final var layerStorage: CALayer?

    /// The subviews' hit-test cache, made when the view is first hit-tested with subviews.
    final var hitTestLevel: HitTestLevel?

    /// The class of the layer the view makes for itself; ``CALayer`` by default. Override it to
    /// back a view with a `CAShapeLayer`, a `CAGradientLayer` or your own layer class.
    open class var layerClass: AnyClass { CALayer.self }
    /// The last set of moved touches delivered to this view, reused while it stays the same.
    @exclusivity(unchecked) var cachedMovedTouches: MovedTouches?
    // Flags and counters last, together: the class keeps its stored properties in declaration
    // order, and a Bool between two 8-byte fields costs 8 bytes.
    /// Whether the view receives more than one touch at a time; false by default.
    @exclusivity(unchecked) open var isMultipleTouchEnabled = false
    /// Whether the view, while tracking a touch, blocks touches to other views of its window.
    @exclusivity(unchecked) open var isExclusiveTouch = false
    @exclusivity(unchecked) final var storedIsHidden = false
    @exclusivity(unchecked) final var storedIsUserInteractionEnabled = true
    /// Whether drawing is clipped to the bounds. Hit testing ignores it: points outside the
    /// bounds never reach subviews either way.
    // Exclusivity: `renderState()` reads it for every view's layer; the checked getter cost 89
    // instructions a call, 76 of them the runtime's access check (callgrind `animation-rotation`).
    @exclusivity(unchecked) open var clipsToBounds = false
    @exclusivity(unchecked) final var hasIdentityTransform = true
    /// Whether ``storedAnchorPoint`` is the default (0.5, 0.5): the fast paths assume it.
    @exclusivity(unchecked) final var hasCenteredAnchor = true
    /// Whether ``layoutSubviews()`` must run at the next layout pass (``setNeedsLayout()``).
    @exclusivity(unchecked) final var needsLayoutFlag = false
    /// Whether this view or a descendant needs layout (the layout pass follows these marks down).
    @exclusivity(unchecked) final var subtreeNeedsLayout = false
    /// Whether ``invalidateIntrinsicContentSize()`` was called since layout last read the size; the
    /// layout engine clears it (an OpenTouch extension).
    public internal(set) final var needsIntrinsicContentSizeUpdate = false
    /// Which default hit-testing methods the view's class keeps, from the dynamic type `init` is
    /// called for (it sits in the padding before the counters, so it costs no bytes).
    let hitTestClass: HitTestClass
    /// How many animations on the layer make the view ignore touches (`UIView.animate` without
    /// `.allowUserInteraction`).
    @exclusivity(unchecked) final var interactionBlockingAnimations: Int32 = 0
    /// How many animations on the layer make hit testing use the presentation (a property
    /// animator without manual hit testing).
    @exclusivity(unchecked) final var presentationHitTestingAnimations: Int32 = 0
    /// Recognizers attached with ``addGestureRecognizer(_:)``.
    @exclusivity(unchecked) var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The delivery round in which this view last received touches (groups touches by view).
    @exclusivity(unchecked) var deliveryRound: UInt64 = 0
    /// Appearance and accessibility values, allocated when one is first set.
    final var extras: ViewExtras?
    /// Auto Layout and autoresizing values, allocated when one is first used.
    final var layoutState: ViewLayout?

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        let standardized = frame.standardized
        storedCenter = CGPoint(x: standardized.midX, y: standardized.midY)
        storedBounds = CGRect(origin: .zero, size: standardized.size)
        hitTestClass = HitTestClass(Self.self)
        super.init()
        loadLayer()
    }

    // A plain (nonisolated) deinit, as UIKit's `dealloc`, so that subclasses may write their own
    // `deinit`. Like UIKit's objects, a view must be released on the main actor.
    deinit {
        MainActor.assumeIsolated {
            releaseLayer()
            for subview in subviews where subview.superview === self {
                subview.superview = nil
            }
            for recognizer in attachedGestureRecognizers where recognizer.view === self {
                recognizer.view = nil
            }
        }
        OwnerLiveness.ended(self)
    }

    /// Creates a view from an archive, as Interface Builder does; UIKit's required initializer.
    ///
    /// There are no nibs or storyboards in OpenTouch: nothing is decoded, and the view starts with
    /// a zero frame, as `init(frame: .zero)` makes it. It exists so that subclasses with
    /// `required init?(coder:)` (often `fatalError()`) compile unchanged.
    public required init?(coder: NSCoder) {
        storedCenter = .zero
        storedBounds = .zero
        hitTestClass = HitTestClass(Self.self)
        super.init()
        loadLayer()
    }

    /// Creates a view with a zero frame.
    ///
    /// As in UIKit, this is a convenience initializer: a subclass declares its own `init()` (no
    /// `override`) calling `super.init(frame:)`.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Archives the view; OpenTouch archives nothing. Overrides call `super`.
    open func encode(with coder: NSCoder) {}

    /// The view's rectangle in its superview's coordinates.
    ///
    /// With a transform it is the bounding box of the transformed bounds. Setting it sets
    /// ``center`` to the rectangle's midpoint and keeps the transform; the bounds size becomes the
    /// size whose transformed bounding box is the rectangle, so the frame reads back as set: for
    /// a scale, the size divided by the scale, as UIKit does; for rotations, the size whose rotated
    /// box is the rectangle (see <doc:UIKitBehaviorChoices>).
    open var frame: CGRect {
        get { frameFromGeometry }
        set { applyFrame(newValue) }
        // In place (`frame.origin.x = 0`) with no allocation: the copy is parked (see `GeometryEdits`).
        _modify {
            let slot = GeometryEdits.rects.park(frameFromGeometry)
            defer { applyFrame(GeometryEdits.rects.unpark(slot)) }
            yield &slot.pointee
        }
    }

    /// The bounds of a view of `size`, placed so that the anchor point is at the origin.
    func anchoredRect(size: CGSize) -> CGRect {
        CGRect(x: -size.width * storedAnchorPoint.x, y: -size.height * storedAnchorPoint.y,
               width: size.width, height: size.height)
    }

    /// The bounds size whose bounding box under ``transform`` has `size`.
    ///
    /// The box of a `w × h` rectangle under `[a b; c d]` is `(|a|w + |c|h) × (|b|w + |d|h)`;
    /// this solves that for `w` and `h`. Scales and quarter turns (with any scale) have one
    /// answer, so the frame reads back as set. Where there is none (a 45° turn of a square's box,
    /// say, or a size no rotation of any rectangle gives), the current bounds are scaled evenly so
    /// that the box's width (its height when the width is zero) matches.
    func boundsSize(forFrameSize size: CGSize) -> CGSize {
        let t = storedTransform
        let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
        let determinant = a * d - c * b
        if abs(determinant) > 1e-9 {
            let width = (d * size.width - c * size.height) / determinant
            let height = (a * size.height - b * size.width) / determinant
            if width >= -1e-9, height >= -1e-9, width.isFinite, height.isFinite {
                return CGSize(width: max(0, width), height: max(0, height))
            }
        }
        let current = storedBounds.size
        let boxWidth = a * current.width + c * current.height
        let boxHeight = b * current.width + d * current.height
        let factor: CGFloat
        if boxWidth > 0 {
            factor = size.width / boxWidth
        } else if boxHeight > 0 {
            factor = size.height / boxHeight
        } else {
            return current
        }
        return factor.isFinite ? CGSize(width: current.width * factor, height: current.height * factor) : current
    }

    /// The window the view is in, or nil.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    // MARK: Hit testing

    /// The farthest descendant (or this view) that contains `point`, in this view's coordinates.
    ///
    /// Returns nil when the view is hidden, has user interaction disabled, has an alpha at or
    /// below ``hitTestAlphaThreshold``, or when ``point(inside:with:)`` says no. Otherwise asks the
    /// subviews front to back with the point converted, and returns the first answer, or itself.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point`, in this view's coordinates, is inside the view; by default, whether the
    /// bounds contain it.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        boundsContain(point)
    }

    /// The default ``point(inside:with:)``: whether the bounds (standardized) contain `point`.
    @inline(__always)
    final func boundsContain(_ point: CGPoint) -> Bool {
        let rect = storedBounds
        let minX = rect.width < 0 ? rect.origin.x + rect.width : rect.origin.x
        let minY = rect.height < 0 ? rect.origin.y + rect.height : rect.origin.y
        return point.x >= minX && point.x < minX + abs(rect.width)
            && point.y >= minY && point.y < minY + abs(rect.height)
    }

    /// Whether `gestureRecognizer` may begin; asked of the views its touches hit (and of its own
    /// view) when it tries to leave `.possible`. False makes it fail. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Appearance

    /// The view's traits: its window's screen (size classes from the window's size), with the
    /// ``overrideUserInterfaceStyle`` of the view, its ancestors and their view controllers.
    /// A view outside a window gets the main screen's traits.
    open var traitCollection: UITraitCollection {
        UITraitCollection(values: appearanceSnapshot().traits)
    }

    /// Forces light or dark appearance on this view and its subviews; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { extras?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            let old = appearanceSnapshot()
            writableExtras.overrideUserInterfaceStyle = newValue
            propagateAppearance(from: old)
        }
    }

    /// Called when the view's traits changed (a style override, a move to a window with other
    /// traits), with the view's traits made ``UITraitCollection/current``; does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The view's tint color: the one set, else the superview's, else system blue; dimmed when
    /// ``tintAdjustmentMode`` (or an ancestor's) is `.dimmed`. Setting nil inherits again.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            guard newValue != extras?.tintColor else { return }
            let old = appearanceSnapshot()
            writableExtras.tintColor = newValue
            propagateAppearance(from: old)
        }
    }

    /// Whether the tint is shown normally or dimmed; `.automatic` follows the superview.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { isTintDimmed ? .dimmed : .normal }
        set {
            guard newValue != extras?.tintAdjustmentMode ?? .automatic else { return }
            let old = appearanceSnapshot()
            writableExtras.tintAdjustmentMode = newValue
            propagateAppearance(from: old)
        }
    }

    /// Called when the view's effective tint color or its dimming changed, on the view and every
    /// subview that inherits it; does nothing by default.
    open func tintColorDidChange() {}

    /// How the content lays out when the bounds change; `.scaleToFill` by default.
    open var contentMode: ContentMode {
        get { extras?.contentMode ?? .scaleToFill }
        set { writableExtras.contentMode = newValue }
    }

    /// Draws the view's content into the current graphics context, in the view's coordinates;
    /// does nothing by default. OpenTouch has no screen: it calls this when the view is drawn with
    /// ``drawHierarchy(in:afterScreenUpdates:)`` (for example inside `UIGraphicsImageRenderer`),
    /// where the drawing is recorded.
    open func draw(_ rect: CGRect) {}

    /// Called on views loaded from a nib; OpenTouch loads none, so it is never called by the
    /// engine. Overrides call `super`.
    open func awakeFromNib() {}

    // MARK: Sizing (bodies in UIView+Sizing.swift)

    /// The size that best fits `size`; a plain view answers its current bounds size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to ``sizeThatFits(_:)`` of its bounds size, keeping its frame's origin.
    open func sizeToFit() { applySizeToFit() }
    /// The size the view's content wants; a plain view has none (``UIView/noIntrinsicMetric`` twice).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Marks ``intrinsicContentSize`` as changed (``UIView/needsIntrinsicContentSizeUpdate``).
    open func invalidateIntrinsicContentSize() {
        needsIntrinsicContentSizeUpdate = true
        intrinsicConstraintsDidChange()
    }

    // MARK: Layout (bodies in Layout/)

    /// Lays out the subviews. The default gives each subview that does not translate its
    /// autoresizing mask into constraints the frame Auto Layout found for it. Override to place
    /// subviews yourself; call `super` when constraints are involved. Never call it directly:
    /// call ``setNeedsLayout()`` or ``layoutIfNeeded()``.
    open func layoutSubviews() { applyEngineFrames() }
    /// Lays out the view's layer: for the view's own layer, the controller's
    /// `viewWillLayoutSubviews`, ``layoutSubviews()`` and `viewDidLayoutSubviews`, as UIKit does
    /// from its layer's layout. Override it (calling `super`) to size sublayers with the view.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === layerStorage else { return }
        runLayoutSubviews()
    }
    /// The action for a change of `event` on the view's layer: `NSNull` (no implicit animation),
    /// as UIKit answers outside animation blocks; OpenTouch's blocks animate without actions.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
    /// Draws the view's layer: ``draw(_:)`` with `ctx` made current, as UIKit does.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
    }
    /// Marks the view for layout at the next layout pass, which the application runs after the
    /// current event or timer (and before the next touch is hit-tested).
    open func setNeedsLayout() { markNeedsLayout() }
    /// Runs the pending layout now: updates constraints, solves them, and lays out this view (from
    /// its topmost ancestor that needs layout) and the subviews that need it, top-down.
    open func layoutIfNeeded() { runLayoutIfNeeded() }
    /// Updates the view's constraints before layout; call `super` at the end, as UIKit requires.
    /// Runs for views marked with ``setNeedsUpdateConstraints()``, subviews before superviews.
    open func updateConstraints() { writableLayout.needsUpdateConstraints = false }
    /// Whether the view lays out with constraints even before it has any; false by default. When
    /// true, ``updateConstraints()`` runs once before the view's first layout.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Called when ``safeAreaInsets`` changed, during layout; does nothing by default.
    open func safeAreaInsetsDidChange() {}
    /// Called when the view's layout margins changed; does nothing by default.
    open func layoutMarginsDidChange() {}
    /// The parts of the view covered by the window's unsafe edges (a notch, bars), in the view's
    /// coordinates, plus its controller's ``UIViewController/additionalSafeAreaInsets``.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }
    /// The insets of the view's margins: 8 points on each edge by default; a controller's root
    /// view uses the system minimum (16 points at the sides in compact width, 20 in regular).
    /// As in UIKit, reading gives the margins in effect: with the safe area added when
    /// ``insetsLayoutMarginsFromSafeArea`` is true (Apple: a root view's "default value of this
    /// property reflects the system minimum margins and safe area insets"), and the superview's
    /// where they are preserved; setting sets the margins those are measured from.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins() }
        set { setLayoutMargins(newValue) }
    }
    /// ``layoutMargins`` with leading and trailing edges (left and right in left-to-right layouts).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directional(layoutMargins) }
        set { layoutMargins = absolute(newValue) }
    }
    /// The size the view takes in Auto Layout for `targetSize`, found from its constraints with the
    /// target held at ``UILayoutPriority/fittingSizeLevel`` on both axes.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The size the view takes in Auto Layout for `targetSize`, each axis held at its priority
    /// (use ``UILayoutPriority/required`` to fix one, as self-sizing cells fix their width).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// How strongly the view resists growing beyond its ``intrinsicContentSize``; 250 by default.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState?.horizontalHugging ?? .defaultLow : layoutState?.verticalHugging ?? .defaultLow
    }
    /// Sets the hugging priority for `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { writableLayout.horizontalHugging = priority } else { writableLayout.verticalHugging = priority }
        intrinsicConstraintsDidChange()
    }
    /// How strongly the view resists shrinking below its ``intrinsicContentSize``; 750 by default.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState?.horizontalCompression ?? .defaultHigh : layoutState?.verticalCompression ?? .defaultHigh
    }
    /// Sets the compression resistance priority for `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { writableLayout.horizontalCompression = priority } else { writableLayout.verticalCompression = priority }
        intrinsicConstraintsDidChange()
    }
    /// The view whose text gives ``firstBaselineAnchor``; the view itself by default.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose text gives ``lastBaselineAnchor``; the view itself by default.
    open var forLastBaselineLayout: UIView { self }
    /// Where the view's first (or last) text baseline lies, as a distance from its vertical
    /// center; nil for views without text (their baselines are their bottom edge).
    func baselineOffsetFromCenter(last: Bool) -> CGFloat? { nil }
    /// Called after the bounds size changed (multi-line labels re-measure for Auto Layout).
    func boundsDidResize(from oldSize: CGSize) {}

    // MARK: Hierarchy hooks

    /// Called before the view moves to a new superview (nil when removed); does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view's superview changed; does nothing by default.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil when leaving one); does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed; does nothing by default.
    open func didMoveToWindow() {}
    /// Called after a subview was added; does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed; does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// UIKit-style description, for example `<UIView: 0x…; frame = (165 416; 100 100)>`.
    open override var description: String {
        viewDescription
    }
}
