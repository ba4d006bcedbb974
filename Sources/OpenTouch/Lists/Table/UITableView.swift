import Foundation

/// A scroll view of rows in sections, with UIKit's API: a data source gives the cells, a
/// delegate the heights, headers and the answers about highlight, selection and editing.
///
/// - Only the rows in view have cells (see ``TableViewConstants/tilingMargin``); cells that
///   scroll away wait in a reuse queue, and ``dequeueReusableCell(withIdentifier:for:)`` hands
///   them out again after their `prepareForReuse`. Row positions live in an O(log n) index, so
///   a table of a million rows scrolls and hit-tests as fast as one of a thousand.
/// - A finger on a row highlights it and a lift selects it (see the Tables article for the
///   delegate order).
/// - ``delegate`` is the scroll view's: set it to a ``UITableViewDelegate`` (the table reads it
///   as one).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    // MARK: Data

    /// The object that gives the rows and cells; held weakly.
    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { setNeedsReload() } }
    }

    /// The delegate; set it to a ``UITableViewDelegate`` (held weakly).
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            if delegate !== oldValue { setNeedsReload() }
            if tableDelegate != nil, listContextMenu == nil { listContextMenu = ListContextMenu(list: self) }
        }
    }
    /// The context menu asking the delegate for rows' configurations, made when a delegate is set.
    final var listContextMenu: ListContextMenu?
    /// ``delegate`` as a table delegate.
    weak var tableDelegate: UITableViewDelegate?

    /// The table's style, fixed at creation.
    public let style: Style

    // MARK: Heights

    /// The height of rows when the delegate gives none; ``automaticDimension`` (the default)
    /// sizes rows to their content.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { setNeedsReload() } }
    }
    /// The height of section headers; ``automaticDimension`` (the default) uses the style's.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }
    /// The height of section footers; ``automaticDimension`` (the default) uses the style's.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
    }
    /// The estimated height of rows not yet measured; ``automaticDimension`` (the default) uses
    /// ``TableViewConstants/defaultEstimatedRowHeight``; 0 turns estimation off.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsReload() } }
    }
    /// The estimated height of section headers.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of section footers.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Extra space above each section header in a plain table (stored; OpenTouch adds none).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    // MARK: Appearance

    /// The separators' style. Default `.singleLine`.
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The separators' colour. Default `.separator`.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// The default inset of separators (and cells' ``UITableViewCell/separatorInset``).
    open var separatorInset = UIEdgeInsets(top: 0, left: TableViewConstants.separatorLeftInset, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// How separator insets are measured. Default `.fromCellEdges`.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// A view above the first section; its height is its frame's.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section; its height is its frame's.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// A view behind the table's content. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = backgroundView { insertSubview(view, at: 0) }
            setNeedsLayout()
        }
    }
    /// Whether cells follow the readable-content guide (stored only).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether content insets follow the safe area (stored only).
    open var insetsContentViewsToSafeArea = true

    // MARK: Selection

    /// Whether the user may select rows outside editing mode. Default true.
    open var allowsSelection = true
    /// Whether the user may select several rows outside editing mode. Default false.
    open var allowsMultipleSelection = false {
        didSet { if allowsMultipleSelection { allowsSelection = true } }
    }
    /// Whether the user may select rows in editing mode. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether the user may select several rows in editing mode. Default false.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { if allowsMultipleSelectionDuringEditing { allowsSelectionDuringEditing = true } }
    }
    /// Whether the table keeps a selection while the user scrolls to it by keyboard (stored only).
    open var selectionFollowsFocus = false

    // MARK: Editing

    /// Whether the table is in editing mode; setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    var storedEditing = false

    // MARK: Internal state

    /// Where every section and row sits.
    var geometry = TableGeometry()
    /// Whether the geometry must be rebuilt from the data source before the next use.
    var needsReload = true
    /// The cells on screen, by index path.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Registered cells and the cells waiting for reuse.
    var cellQueue = ReuseQueue<UITableViewCell>()
    /// Registered header and footer views and those waiting for reuse.
    var headerFooterQueue = ReuseQueue<UITableViewHeaderFooterView>()
    /// Cells made without registration that wait for `dequeueReusableCell(withIdentifier:)`.
    var unregisteredWaiting: [String: [UITableViewCell]] = [:]
    /// The highlight and selection.
    let selection = ListSelection()
    /// The batch update being collected, if any.
    var pendingUpdate: TableUpdate?
    /// How deep `beginUpdates` calls are nested.
    var updateDepth = 0
    /// The row being dragged by its reorder control.
    var reorder: TableReorder?
    /// Cells leaving in an animation, removed when it ends.
    var departingCells: [UITableViewCell] = []
    /// Whether a tiling pass is running (cells made inside it do not start another).
    var isTiling = false
    /// The swipe-actions interaction of the rows.
    var swipeActions: SwipeActionsController?

    // MARK: Creating

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a `.plain` table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive; nothing is decoded (the style is `.plain`).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        selection.host = self
        swipeActions = SwipeActionsController(host: self)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// Puts a table header or footer view in the table.
    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsReload()
    }

    /// Marks the geometry for a rebuild from the data source at the next layout.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Overridable members (members declared in extensions cannot be overridden)

    /// Tiles the rows, headers and footers in view. Overrides call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tileTable()
    }

    /// Reloads every section and row from the data source; cells go back to the reuse queue
    /// and the selection is cleared, as in UIKit.
    open func reloadData() {
        swipeActions?.reset()
        reloadEverything()
    }

    /// Enters or leaves editing mode; visible rows show or hide their controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
        changeEditing(editing, animated: animated)
    }

    /// The table's pan does not begin while a row is being dragged by its reorder control, nor
    /// for a finger that went down on a reorder control (its press begins on the next tick, and
    /// a busy frame can bring the finger's first 10 points before it); otherwise as ``UIScrollView``.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer,
           reorder != nil || gestureRecognizer.trackedTouches.contains(where: { $0.view is TableReorderControl }) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// True for every view, controls included: a drag that starts on a button in a cell
    /// scrolls the table and cancels the button's touch, as UIKit's tables do.
    open override func touchesShouldCancel(in view: UIView) -> Bool {
        true
    }

    // MARK: Counts

    /// The number of sections.
    open var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sectionCount
    }

    /// The number of rows in `section` (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sectionCount else { return 0 }
        return geometry.rowCount(in: section)
    }

    /// Whether `indexPath` names an existing row.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < geometry.sectionCount
            && indexPath.row >= 0 && indexPath.row < geometry.rowCount(in: indexPath.section)
    }
}
