import Foundation

/// A control showing a row of page indicators, one per page, with the current page's highlighted.
///
/// **Geometry.** Indicators are ``ControlConstants/pageIndicatorDiameter`` wide with
/// ``ControlConstants/pageIndicatorSpacing`` between them, centred in the bounds, along the
/// ``direction`` (``Direction/natural`` is left to right). Nothing is drawn.
///
/// **Touches.** A *tap* (a touch that lifts inside the control, bounds grown by
/// ``ControlConstants/touchInsideSlop``) moves one page toward the side of the current page's
/// indicator where the finger landed; at the first or last page that way it changes nothing. A
/// touch that moves more than ``ControlConstants/pageControlScrubThreshold`` along the indicators
/// *scrubs* (with ``allowsContinuousInteraction``): the current page follows the indicator nearest
/// the finger, one page at a time, and past either end stays on the first or last page. Each page
/// change sends ``UIControl/Event/valueChanged`` then ``UIControl/Event/primaryActionTriggered``;
/// ``interactionState`` tells a handler whether a tap or a scrub made it. Setting ``currentPage``
/// sends nothing. A cancelled scrub keeps the page it reached.
///
/// With ``hidesForSinglePage`` and at most one page the control is hidden from hit testing: its
/// touches go to the views behind it. A page control refuses a superview's one-finger single-tap
/// recognizer, and, while it tracks a touch that moved mostly along the indicators (with
/// ``allowsContinuousInteraction``), a pan or a swipe along them.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0
    var storedInteractionState: InteractionState = .none
    /// Indicator images per page, as set with ``setIndicatorImage(_:forPage:)``.
    var indicatorImagesByPage: [Int: UIImage] = [:]

    // Tracking state of the current touch (see UIPageControl+Tracking.swift).
    /// Where the current touch landed, in the control's coordinates.
    var trackingStartLocation: CGPoint = .zero
    /// Whether the current touch scrubs.
    var isScrubbing = false

    /// The number of pages; 0 by default. Negative values count as 0; ``currentPage`` is re-pinned.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(newValue, 0)
            storedCurrentPage = pinned(storedCurrentPage)
        }
    }

    /// The current page, pinned to 0…``numberOfPages`` − 1 (0 without pages); 0 by default.
    /// Setting it sends no action.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = pinned(newValue) }
    }

    /// Whether the control is hidden when there is at most one page; false by default.
    open var hidesForSinglePage = false
    /// The colour of the other pages' indicators; nil by default. Kept only: OpenTouch draws nothing.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's indicator; nil by default. Kept only: OpenTouch draws nothing.
    open var currentPageIndicatorTintColor: UIColor?
    /// The background the control shows; ``BackgroundStyle/automatic`` by default. Kept only.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether dragging along the indicators scrubs through the pages; true by default.
    open var allowsContinuousInteraction = true
    /// The image of every indicator without its own; nil (a dot) by default. Kept only.
    open var preferredIndicatorImage: UIImage?
    /// The order of the indicators; ``Direction/natural`` by default.
    open var direction: Direction = .natural
    /// Whether a tap waits for ``updateCurrentPageDisplay()`` before showing the new page; false by default.
    ///
    /// Deprecated in iOS 14, where it no longer does anything with the new interaction; kept only.
    open var defersCurrentPageDisplay = false

    /// How the current page is being changed: ``InteractionState/discrete`` while a tap's
    /// actions are sent, ``InteractionState/continuous`` from the start of a scrub to the end of
    /// its touch, ``InteractionState/none`` otherwise.
    open var interactionState: InteractionState { storedInteractionState }

    /// Creates a page control with no pages and the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `page` pinned to the pages' range (0 without pages).
    private func pinned(_ page: Int) -> Int {
        min(max(page, 0), max(storedNumberOfPages - 1, 0))
    }

    /// Shows the current page when ``defersCurrentPageDisplay`` is set. Deprecated in iOS 14, where
    /// it no longer does anything with the new interaction; it does nothing here either.
    open func updateCurrentPageDisplay() {}

    /// The smallest size that shows `pageCount` indicators: the indicators and their spacing
    /// plus ``ControlConstants/pageControlPadding`` at each end, by
    /// ``ControlConstants/pageControlHeight``, for the left-to-right directions (width and height
    /// swap for the vertical ones); zero for no pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return .zero }
        let length = Self.indicatorsLength(pageCount) + 2 * ControlConstants.pageControlPadding
        let thickness = ControlConstants.pageControlHeight
        return isVertical ? CGSize(width: thickness, height: length) : CGSize(width: length, height: thickness)
    }

    /// Sets the current page; a user's change, so the value events are sent.
    func changePage(to page: Int, with event: UIEvent?) {
        let target = pinned(page)
        guard target != storedCurrentPage else { return }
        storedCurrentPage = target
        sendValueChanged(with: event)
    }

    // MARK: Hit testing

    /// Nil while the control is hidden for a single page (see ``hidesForSinglePage``).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if hidesForSinglePage && storedNumberOfPages <= 1 { return nil }
        return super.hitTest(point, with: event)
    }

    // MARK: Tracking

    /// Remembers where the touch landed.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartLocation = touch.location(in: self)
        isScrubbing = false
        return super.beginTracking(touch, with: event)
    }

    /// Starts or continues a scrub.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        scrubIfMoved(touch.location(in: self), event)
        return super.continueTracking(touch, with: event)
    }

    /// Ends a scrub where the finger lifted, or applies a tap that lifted inside.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { scrubIfMoved(touch.location(in: self), event) }
        super.endTracking(touch, with: event)
        if !isScrubbing && isTouchInside { tap(event) }
        finishTracking()
    }

    /// Keeps the page a scrub reached.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishTracking()
    }

    // MARK: Recognizers

    /// False for a superview's one-finger single tap, and, with ``allowsContinuousInteraction``,
    /// for a pan or swipe along the indicators while the tracked touch moved mostly that way.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ControlGestureRules.blocksSingleTap(gestureRecognizer, on: self) { return false }
        if blocksScrubConflict(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
