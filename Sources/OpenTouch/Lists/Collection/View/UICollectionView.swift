import Foundation

/// A scrolling view that shows items in sections, placed by a ``UICollectionViewLayout``, with
/// UIKit's data source, delegate, cell reuse, selection and updates.
///
/// Only the elements the layout places in the visible rect (plus
/// ``CollectionViewConstants/preparationMargin``) have views: cells that scroll out go back to
/// the reuse queue and `dequeueReusableCell(withReuseIdentifier:for:)` hands them out again, so
/// a million items cost what a screenful does when the layout answers rect queries without
/// walking every item (``UICollectionViewFlowLayout`` does).
///
/// The inherited `delegate` property takes a ``UICollectionViewDelegate`` (it refines
/// ``UIScrollViewDelegate``); Swift cannot narrow the inherited property's type, so reading it
/// gives a ``UIScrollViewDelegate`` (cast it when needed).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// What an element of a collection view is.
    public enum ElementCategory: Int, Sendable, Hashable {
        /// A cell, one per item.
        case cell
        /// A supplementary view, such as a section header or footer.
        case supplementaryView
        /// A decoration view the layout adds.
        case decorationView
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The object that gives the sections, items and cells, held weakly. Setting it reloads.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate, a ``UICollectionViewDelegate`` (and ``UICollectionViewDelegateFlowLayout``
    /// for flow layouts), held weakly. Setting it invalidates the layout, which may read it.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            if delegate is UICollectionViewDelegate, listContextMenu == nil { listContextMenu = ListContextMenu(list: self) }
            guard delegate !== oldValue, sectionCounts != nil else { return }
            layout.invalidateLayout()
        }
    }
    /// The context menu asking the delegate for items' configurations, made when a delegate is set.
    final var listContextMenu: ListContextMenu?

    /// The layout placing the elements; setting it switches without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// A view behind every element, sized to the collection view's bounds. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a tap selects items. Default true.
    open var allowsSelection = true
    /// Whether taps select several items, a tap on a selected item deselecting it. Default false.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection { keepOnlyNewestSelection() } }
    }
    /// Whether items can be selected while ``isEditing``. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while ``isEditing``. Default false.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is in editing mode (cells see it in their configuration state).
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for case let cell as UICollectionViewCell in visibleViews.values {
                cell.isEditingState = isEditing
                cell.setNeedsUpdateConfiguration()
            }
        }
    }
    /// Whether cells are prepared ahead of scrolling (stored only: OpenTouch prepares the
    /// ``CollectionViewConstants/preparationMargin`` band). Default true.
    open var isPrefetchingEnabled = true
    /// Whether a drag is under way (always false: OpenTouch has no drag and drop).
    open var hasActiveDrag: Bool { false }
    /// Whether a drop is under way (always false: OpenTouch has no drag and drop).
    open var hasActiveDrop: Bool { false }

    // MARK: Internal state

    /// The layout in use.
    var layout: UICollectionViewLayout
    /// Registered cells by reuse identifier.
    var cellQueue = ReuseQueue<UICollectionViewCell>()
    /// Registered supplementary and decoration views, by ``reusableViewKey(_:_:_:)``.
    var viewQueue = ReuseQueue<UICollectionReusableView>()
    /// The views shown, by element.
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// Views animating out after an update; they leave when their animation ends.
    var disappearingViews: [UICollectionReusableView] = []
    /// The number of items in each section, as the data source last said; nil until asked.
    var sectionCounts: [Int]?
    /// The selected items, in selection order.
    /// The selection and highlight state, shared with ``UITableView`` (see `ListSelection`).
    let selection = ListSelection()
    /// The touch tracking an item for highlight and selection.
    var tracking: ItemTracking?
    /// The interactive movement under way.
    var movement: InteractiveMovement?
    /// The cell being reconfigured: a dequeue for its identifier returns it as it is.
    var reconfiguringCell: UICollectionViewCell?
    /// The bounds size at the last layout pass, to notice resizes.
    var laidOutSize: CGSize?
    /// Whether a layout pass is placing elements (re-entrant passes are skipped).
    var isPlacingElements = false
    /// The batch update being recorded, inside `performBatchUpdates`.
    var pendingUpdate: CollectionUpdate?
    /// Whether the data source's default `moveItemAt` (the method is not implemented) was reached.
    var moveWasIgnored = false

    // MARK: Creating

    /// A collection view with the given frame, laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        selection.host = self
        adopt(layout)
    }

    /// A collection view from an archive, laid out by a new ``UICollectionViewFlowLayout``.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        selection.host = self
        adopt(layout)
    }

    /// Makes `newLayout` the layout, with its collection view set to this one.
    private func adopt(_ newLayout: UICollectionViewLayout) {
        if let previous = newLayout.collectionView, previous !== self {
            previous.report("a layout can serve one collection view at a time: it now serves another")
        }
        newLayout.collectionView = self
        newLayout.needsPrepare = true
        setNeedsLayout()
    }

    /// Switches to `layout`; animated, the elements move to their new places on the clock.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Switches to `layout`, then calls `completion` (on the clock when animated).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        guard layout !== self.layout else {
            completion?(true)
            return
        }
        let old = self.layout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        for view in visibleViews.values { view.willTransition(from: old, to: layout) }
        old.collectionView = nil
        self.layout = layout
        adopt(layout)
        animateRelayout(animated: animated) { [weak self] finished in
            guard let self else { return }
            layout.finalizeLayoutTransition()
            for view in visibleViews.values { view.didTransition(from: old, to: layout) }
            completion?(finished)
        }
    }

    // MARK: Layout pass

    /// Lays out the subviews, prepares the layout if it was invalidated and shows the elements
    /// in the visible rect. Overrides call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        placeElements()
    }

    /// The bounds; a change the layout says invalidates it (``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``)
    /// invalidates it with the layout's context.
    open override var bounds: CGRect {
        get { super.bounds }
        set { applyCollectionBounds(newValue) }
        // In place with no allocation: the copy is parked (see `GeometryEdits`).
        _modify {
            let slot = GeometryEdits.rects.park(super.bounds)
            defer { applyCollectionBounds(GeometryEdits.rects.unpark(slot)) }
            yield &slot.pointee
        }
    }

    /// The ``bounds`` setter's work.
    final func applyCollectionBounds(_ newValue: CGRect) {
        let old = super.bounds
        super.bounds = newValue
        if newValue != old { boundsDidChange(newValue) }
    }

    /// Asks the layout whether `newBounds` invalidates it, and invalidates it if so.
    func boundsDidChange(_ newBounds: CGRect) {
        guard sectionCounts != nil, layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }

    /// Drops every cell and asks the data source again at the next layout pass; the selection
    /// is cleared. Overrides call `super`.
    open func reloadData() {
        reloadAllData()
    }

    // MARK: Touches (see `UICollectionView+Touches.swift`)

    /// Starts highlighting the item whose cell a touch landed in.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackingTouchesBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
    }

    /// Moves of the tracked touch change nothing (a drag that scrolls cancels the touch).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isTracking(touches) { super.touchesMoved(touches, with: event) }
    }

    /// Selects the tracked item when its touch lifts inside its cell.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking(touches) { trackingTouchEnded() } else { super.touchesEnded(touches, with: event) }
    }

    /// Unhighlights the tracked item without selecting.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isTracking(touches) { cancelItemTracking() } else { super.touchesCancelled(touches, with: event) }
    }

    /// Called by the layout when it is invalidated: lays the elements out again at the next pass.
    func layoutDidInvalidate() {
        setNeedsLayout()
    }

    /// Reports a misuse of the collection view's API as a diagnostic.
    func report(_ message: String) {
        reportLayoutDiagnostic(InputDiagnostic(.unsupportedCall, "UICollectionView: \(message)"))
    }
}
