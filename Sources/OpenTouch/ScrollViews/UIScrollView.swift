import Foundation

/// A view that scrolls and zooms its content, with UIKit's gestures and content-touch handling.
///
/// - The content offset is the bounds origin; every change calls the delegate's
///   ``UIScrollViewDelegate/scrollViewDidScroll(_:)``.
/// - ``panGestureRecognizer`` drags the content (see `UIScrollView+Dragging.swift`); on release
///   it decelerates, bounces back or snaps to a page on the application clock.
/// - ``pinchGestureRecognizer`` zooms the delegate's ``UIScrollViewDelegate/viewForZooming(in:)``
///   when ``minimumZoomScale`` and ``maximumZoomScale`` differ.
/// - ``delaysContentTouches``, ``canCancelContentTouches``, ``touchesShouldBegin(_:with:in:)``
///   and ``touchesShouldCancel(in:)`` decide what the content sees of a touch, as in UIKit.
///
/// ``adjustedContentInset`` adds the safe area to ``contentInset`` as
/// ``contentInsetAdjustmentBehavior-swift.property`` says.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Content

    /// The point of the content shown at the scroll view's top-left corner: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { applyContentOffset(newValue) }
        // In place (`contentOffset.y = 0`) with no allocation: the copy is parked (see `GeometryEdits`).
        _modify {
            let slot = GeometryEdits.points.park(bounds.origin)
            defer { applyContentOffset(GeometryEdits.points.unpark(slot)) }
            yield &slot.pointee
        }
    }

    /// The ``contentOffset`` setter's work: gets, changes and sets the whole bounds.
    final func applyContentOffset(_ newValue: CGPoint) {
        var rect = bounds
        rect.origin = newValue
        bounds = rect
    }

    /// The bounds; changing its origin scrolls and calls ``UIScrollViewDelegate/scrollViewDidScroll(_:)``.
    open override var bounds: CGRect {
        get { super.bounds }
        set { applyScrollBounds(newValue) }
        // In place with no allocation: the copy is parked (see `GeometryEdits`).
        _modify {
            let slot = GeometryEdits.rects.park(super.bounds)
            defer { applyScrollBounds(GeometryEdits.rects.unpark(slot)) }
            yield &slot.pointee
        }
    }

    /// The ``bounds`` setter's work: sets them and, when the origin moved, scrolls.
    final func applyScrollBounds(_ newValue: CGRect) {
        let observers = keyValueWillChange()
        defer { keyValueDidChange(observers) }
        let old = super.bounds.origin
        super.bounds = newValue
        if newValue.origin != old {
            // As in UIKit, scrolling lays the scroll view out again (tiling content, views
            // pinned to the frame layout guide).
            markNeedsLayout()
            // Content under an unsafe edge the scroll view passes on moves through it.
            if layoutState != nil, safeAreaInsetsForSubviews != .zero {
                for subview in subviews { subview.markNeedsLayout() }
            }
            delegate?.scrollViewDidScroll(self)
            refreshControl?.scrollViewDidScroll()
        }
    }

    /// The size of the content, in points; it decides how far the content scrolls.
    open var contentSize: CGSize = .zero {
        didSet {
            if contentSize != oldValue { safeAreaSharingMayHaveChanged() }
            keyValueChanged()
        }
    }
    /// Extra scrollable space around the content. A change changes ``adjustedContentInset`` and
    /// so calls ``adjustedContentInsetDidChange()``.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if contentInset != oldValue { adjustedContentInsetDidChange() }
            keyValueChanged()
        }
    }
    /// The insets the scroll view really uses: ``contentInset`` plus the safe-area insets that
    /// ``contentInsetAdjustmentBehavior-swift.property`` adds.
    /// A refreshing ``refreshControl`` adds its height at the top.
    open var adjustedContentInset: UIEdgeInsets { contentInset + safeAreaAdjustment + refreshInset }
    /// How the safe area is added to ``adjustedContentInset``; `.automatic` by default, which
    /// adds it on the scrollable axes (OpenTouch has no navigation bars to adjust for).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet {
            guard contentInsetAdjustmentBehavior != oldValue else { return }
            safeAreaSharingMayHaveChanged()
            adjustedContentInsetDidChange()
        }
    }

    /// Announces the new adjusted insets; overrides call `super`.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if contentInsetAdjustmentBehavior != .never { adjustedContentInsetDidChange() }
    }

    /// Called when ``adjustedContentInset`` changes (here, when ``contentInset`` does); calls the
    /// delegate's ``UIScrollViewDelegate/scrollViewDidChangeAdjustedContentInset(_:)``.
    /// Overrides must call `super`, as in UIKit.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The pull-to-refresh control shown above the content, or nil (see ``UIRefreshControl``).
    /// Setting one lets the content be pulled down even when it is shorter than the view.
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    /// The scroll view's delegate, held weakly.
    open weak var delegate: UIScrollViewDelegate?

    // MARK: Scrolling behaviour

    /// Whether dragging scrolls; turning it off disables ``panGestureRecognizer``. Default true.
    open var isScrollEnabled: Bool {
        get { panRecognizer.isEnabled }
        set { panRecognizer.isEnabled = newValue }
    }
    /// Whether the content can be pulled past its edges and bounces back. Default true. Setting it
    /// sets ``bouncesHorizontally`` and ``bouncesVertically``; it reads true while either is true.
    open var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }
    /// Whether the content bounces at the left and right edges. Default true.
    open var bouncesHorizontally = true
    /// Whether the content bounces at the top and bottom edges. Default true.
    open var bouncesVertically = true
    /// Whether horizontal drags rubber-band even when the content is not wider than the view. Default false.
    open var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { safeAreaSharingMayHaveChanged() } }
    }
    /// Whether vertical drags rubber-band even when the content is not taller than the view. Default false.
    open var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { safeAreaSharingMayHaveChanged() } }
    }
    /// Whether a drag that starts along one axis moves only along that axis. Default false.
    open var isDirectionalLockEnabled = false
    /// Whether the content comes to rest on multiples of the view's size. Default false.
    open var isPagingEnabled = false
    /// How quickly a fling slows down. Default ``DecelerationRate-swift.struct/normal``.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a horizontal scroll indicator is shown (stored only: OpenTouch draws nothing). Default true.
    open var showsHorizontalScrollIndicator = true
    /// Whether a vertical scroll indicator is shown (stored only: OpenTouch draws nothing). Default true.
    open var showsVerticalScrollIndicator = true
    /// The look of the scroll indicators (stored only: OpenTouch draws nothing). Default ``IndicatorStyle-swift.enum/default``.
    open var indicatorStyle: IndicatorStyle = .default
    /// How far the vertical indicator is inset from the edges (stored only). Default zero.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator is inset from the edges (stored only). Default zero.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the indicators' insets follow the safe area (stored only: there is none). Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Whether a tap on the status bar scrolls to the top (stored only: OpenTouch has no status bar). Default true.
    open var scrollsToTop = true
    /// Whether dragging resigns the first responder. Default ``KeyboardDismissMode-swift.enum/none``.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: Content touches

    /// Whether a touch-down reaches the content only after
    /// ``ScrollViewConstants/contentTouchDelay`` (unless the finger drags first). Default true.
    open var delaysContentTouches: Bool {
        get { delayRecognizer.delaysTouchesBegan }
        set { delayRecognizer.delaysTouchesBegan = newValue }
    }
    /// Whether a drag may take a touch the content is already tracking (asking
    /// ``touchesShouldCancel(in:)``). Default true.
    open var canCancelContentTouches = true

    /// Whether the content view `view` may be sent `touches` (their began). Asked when the began
    /// would be delivered: at touch-down, or when the delay ends. Not asked for touches on the
    /// scroll view itself. Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag may cancel the touches `view` is tracking and scroll. Asked only when
    /// ``canCancelContentTouches`` is true. Default: true, unless `view` is a ``UIControl``.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    // MARK: Zooming

    /// The smallest zoom scale. Default 1.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// The largest zoom scale. Default 1 (no zooming until it differs from ``minimumZoomScale``).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// Whether a pinch past the minimum or maximum scale rubber-bands and animates back. Default true.
    open var bouncesZoom = true

    /// The current zoom scale; setting it zooms without animation.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (clamped to the minimum and maximum) about the centre of the visible area.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoom(toScale: scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the
    /// scale limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoom(toRect: rect, animated: animated)
    }

    // MARK: Scrolling from code

    /// Scrolls to `contentOffset`, at once or animated (see `UIScrollView+Programmatic.swift`).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll(to: contentOffset, animated: animated)
    }

    /// Scrolls the least distance that makes `rect` (in the scroll view's coordinates) visible,
    /// within the scrollable range. A rect larger than the view is aligned on its top or left
    /// edge; a visible rect scrolls nothing.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scroll(toMakeVisible: rect, animated: animated)
    }

    // MARK: State

    /// Whether a finger is down on the scroll view (it may not have started dragging yet).
    public internal(set) var isTracking = false
    /// Whether the user is dragging the content.
    public internal(set) var isDragging = false
    /// Whether the content is moving on its own after a drag (deceleration, bounce back, paging snap).
    public internal(set) var isDecelerating = false
    /// Whether a pinch is zooming the content.
    public internal(set) var isZooming = false
    /// Whether the zoom scale is animating back within its limits after a pinch.
    public internal(set) var isZoomBouncing = false

    // MARK: Recognizers

    /// The recognizer that drags the content; its view is the scroll view.
    public var panGestureRecognizer: UIPanGestureRecognizer { panRecognizer }
    /// The recognizer that zooms the content; nil unless ``minimumZoomScale`` and
    /// ``maximumZoomScale`` differ.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        pinchRecognizer.view === self ? pinchRecognizer : nil
    }

    // MARK: Internal state

    let panRecognizer = UIScrollViewPanGestureRecognizer()
    let pinchRecognizer = UIScrollViewPinchGestureRecognizer()
    let delayRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer()
    /// The drag under way: its unbanded start offset and locked axis.
    var drag = ScrollDrag()
    /// The pinch under way.
    var pinch = ScrollPinch()
    /// The motion running on the clock (deceleration or an animation), if any.
    var animation: ScrollAnimation?
    /// The stored zoom scale.
    var storedZoomScale: CGFloat = 1
    /// The safe-area part of ``adjustedContentInset`` at the last layout.
    var laidOutSafeAreaAdjustment: UIEdgeInsets = .zero

    /// Lays out the subviews (Auto Layout frames and the content size it finds); content resting
    /// at its top or leading edge stays there when the safe area's share of the insets changes,
    /// as UIKit keeps a list below the notch. Overrides call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        keepContentAtRestingEdges()
        refreshControl?.layoutInScrollView()
    }

    // MARK: Creating

    /// Creates a scroll view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installRecognizers()
    }

    /// Creates a scroll view from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installRecognizers()
    }

    /// Adds the built-in pan and delayed-touches recognizers, with the scroll view as their target.
    private func installRecognizers() {
        panRecognizer.addTarget(self, action: UIScrollView.handlePan, actionName: "handlePan:")
        pinchRecognizer.addTarget(self, action: UIScrollView.handlePinch, actionName: "handlePinch:")
        delayRecognizer.delaysTouchesBegan = true
        addGestureRecognizer(panRecognizer)
        addGestureRecognizer(delayRecognizer)
        adoptRecognizerDelegate()
    }

    /// UIKit's scroll view is the delegate of its built-in pan and pinch recognizers, so a
    /// subclass that adopts ``UIGestureRecognizerDelegate`` (say, to return true from
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`) is asked about them.
    private func adoptRecognizerDelegate() {
        guard let delegate = self as? UIGestureRecognizerDelegate else { return }
        panRecognizer.delegate = delegate
        pinchRecognizer.delegate = delegate
    }

    // A plain (nonisolated) deinit, as UIKit's `dealloc`, so that subclasses may write their own
    // `deinit`. Like UIKit's objects, a scroll view must be released on the main actor.
    deinit {
        MainActor.assumeIsolated {
            animation?.stop()
        }
    }

    // MARK: Recognizer permission

    /// For ``panGestureRecognizer``: whether the drag may scroll. It may not when its dominant
    /// axis cannot scroll, or when content already tracks the touch and either
    /// ``canCancelContentTouches`` is false or ``touchesShouldCancel(in:)`` refuses. For
    /// ``pinchGestureRecognizer``: whether there is a view to zoom. Other recognizers: `super`.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panRecognizer { return panShouldBegin() }
        if gestureRecognizer === pinchRecognizer { return zoomingView != nil }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Scrollable range

    /// The smallest content offset at rest: minus the top and left insets.
    var minimumOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest content offset at rest: the content's far edge (plus insets) at the far side
    /// of the view, never below ``minimumOffset``.
    var maximumOffset: CGPoint {
        let inset = adjustedContentInset, size = bounds.size, low = minimumOffset
        return CGPoint(x: max(low.x, contentSize.width + inset.right - size.width),
                       y: max(low.y, contentSize.height + inset.bottom - size.height))
    }

    /// `offset` brought within the scrollable range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumOffset, high = maximumOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Whether the content can move horizontally: it is wider than the view (with insets) or
    /// ``alwaysBounceHorizontal`` is set.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || maximumOffset.x > minimumOffset.x
    }

    /// Whether the content can move vertically: it is taller than the view (with insets) or
    /// ``alwaysBounceVertical`` is set.
    var scrollsVertically: Bool {
        alwaysBounceVertical || refreshControl != nil || maximumOffset.y > minimumOffset.y
    }

    // MARK: Own touches

    /// While dragging, moves are not forwarded to the next responder (UIKit's scroll view keeps
    /// them); otherwise the default forwarding applies.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isDragging { return }
        super.touchesMoved(touches, with: event)
    }
}
