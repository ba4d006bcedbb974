import Foundation

/// A row of a ``UITableView``: a ``contentView`` for your subviews, the classic ``textLabel``,
/// ``detailTextLabel`` and ``imageView`` laid out by ``CellStyle``, an accessory,
/// background views, and highlight and selection states that the table sets as a finger
/// touches and lifts.
///
/// Subclass it as in UIKit: override `init(style:reuseIdentifier:)` and `init?(coder:)`. Cells
/// registered with ``UITableView/register(_:forCellReuseIdentifier:)`` are made with
/// `init(style: .default, reuseIdentifier:)` through ``init(registeredReuseIdentifier:)``.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The classic layouts of the built-in labels.
    public enum CellStyle: Int, Sendable, Hashable {
        /// An image view and a text label on the left; no detail label.
        case `default` = 0
        /// A text label on the left and a detail label, right-aligned, on the right.
        case value1 = 1
        /// A right-aligned text label on the left and a detail label beside it.
        case value2 = 2
        /// A text label with a smaller detail label below it.
        case subtitle = 3
    }

    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable, Hashable {
        /// No highlight background.
        case none = 0
        /// The default background (historically blue).
        case blue = 1
        /// A gray background.
        case gray = 2
        /// The default background.
        case `default` = 3
    }

    /// The built-in accessories drawn at the trailing edge.
    public enum AccessoryType: Int, Sendable, Hashable {
        /// No accessory.
        case none = 0
        /// A chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button and a chevron; the button calls `accessoryButtonTappedForRowWith`.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button that calls `accessoryButtonTappedForRowWith`.
        case detailButton = 4
    }

    /// The editing control a row shows in editing mode.
    public enum EditingStyle: Int, Sendable, Hashable {
        /// No control.
        case none = 0
        /// A red delete control.
        case delete = 1
        /// A green insert control.
        case insert = 2
    }

    /// How focus looks (stored only).
    public enum FocusStyle: Int, Sendable, Hashable {
        /// The system focus look.
        case `default` = 0
        /// A custom focus look.
        case custom = 1
    }

    // MARK: Identity

    /// The style the cell was created with.
    let cellStyle: CellStyle
    /// The identifier the table reuses the cell under.
    public private(set) var reuseIdentifier: String?

    // MARK: Content

    /// The view your subviews go into; it is inset for the accessory, the editing controls and
    /// the indentation.
    public let contentView: UIView
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?

    /// The main label (made on first use), laid out as the style says.
    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = makeLabel(detail: false)
        storedTextLabel = label
        return label
    }

    /// The secondary label (made on first use); nil for ``CellStyle/default``.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let label = storedDetailTextLabel { return label }
        let label = makeLabel(detail: true)
        storedDetailTextLabel = label
        return label
    }

    /// The image view on the leading side (made on first use); nil for ``CellStyle/value2``.
    open var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if let view = storedImageView { return view }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    // MARK: Accessory

    /// The built-in accessory. Default `.none`.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { accessoryDidChange() } }
    }
    /// A view shown instead of the built-in accessory. Default nil.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoryDidChange() } }
    }
    /// The built-in accessory in editing mode. Default `.none`.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { accessoryDidChange() }
    }
    /// The accessory view in editing mode. Default nil.
    open var editingAccessoryView: UIView? {
        didSet { if editingAccessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoryDidChange() } }
    }
    /// The view showing the built-in accessory, if any.
    var builtInAccessory: UIView?

    // MARK: Backgrounds and selection

    /// How the cell looks when highlighted or selected. Default `.default`.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }
    /// A view behind everything else; nil by default.
    open var backgroundView: UIView? {
        didSet { if backgroundView !== oldValue { oldValue?.removeFromSuperview(); installBackgrounds() } }
    }
    /// A view shown behind the content while the cell is highlighted or selected (unless
    /// ``selectionStyle`` is `.none`). A gray view is made on first use when none is set.
    open var selectedBackgroundView: UIView? {
        get {
            if let view = storedSelectedBackgroundView { return view }
            guard selectionStyle != .none else { return nil }
            let view = UIView(frame: bounds)
            view.backgroundColor = .systemGray4
            storedSelectedBackgroundView = view
            installBackgrounds()
            return view
        }
        set {
            storedSelectedBackgroundView?.removeFromSuperview()
            storedSelectedBackgroundView = newValue
            installBackgrounds()
        }
    }
    var storedSelectedBackgroundView: UIView?
    /// The background of a selected cell while the table allows multiple selection. Default nil.
    open var multipleSelectionBackgroundView: UIView?

    /// Whether the cell shows its highlight (a finger is on it). Setting it calls
    /// ``setHighlighted(_:animated:)`` without animation.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether the cell shows itself selected. Setting it calls ``setSelected(_:animated:)``
    /// without animation.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    var storedHighlighted = false
    var storedSelected = false

    /// Shows or hides the highlight; the table calls it as a finger touches and lifts. Overrides call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedHighlighted = highlighted
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    /// Shows or hides the selection; the table calls it as rows are selected. Overrides call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedSelected = selected
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    // MARK: Indentation and separators

    /// The content's indentation level. Default 0.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }
    /// Points per indentation level. Default 10.
    open var indentationWidth: CGFloat = TableViewConstants.indentationWidth {
        didSet { setNeedsLayout() }
    }
    /// The separator's inset from the cell's edges; the table's ``UITableView/separatorInset``
    /// until set.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? owningTable?.separatorInset ?? UIEdgeInsets(top: 0, left: TableViewConstants.separatorLeftInset, bottom: 0, right: 0) }
        set { storedSeparatorInset = newValue; setNeedsLayout() }
    }
    var storedSeparatorInset: UIEdgeInsets?
    /// The separator line drawn at the bottom edge (a real view), hidden as the table says.
    let separatorView = UIView(frame: .zero)

    // MARK: Editing

    /// Whether the cell is in editing mode (the table sets it).
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    var storedEditing = false
    /// Puts the cell in or out of editing mode. Overrides call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        accessoryDidChange()
        setNeedsUpdateConfiguration()
    }
    /// Whether the reorder control shows in editing mode (see ``UITableViewDataSource/tableView(_:canMoveRowAt:)``). Default false.
    open var showsReorderControl = false {
        didSet { setNeedsLayout() }
    }
    /// Whether the content is indented in editing mode. Default true.
    open var shouldIndentWhileEditing = true
    /// The editing style the table gave the row (from its delegate).
    public internal(set) var editingStyle: EditingStyle = .none
    /// Whether the delete confirmation button shows (swipe-to-delete). Default false.
    public internal(set) var showingDeleteConfirmation = false
    /// How focus looks. Default `.default`.
    open var focusStyle: FocusStyle = .default
    /// The user-interaction style of the cell's content (stored only).
    open var userInteractionEnabledWhileDragging = false

    /// The delete or insert control shown in editing mode.
    var editingControl: UIButton?
    /// The "Delete" confirmation button, while shown.
    var deleteConfirmationButton: UIButton?
    /// The reorder control shown in editing mode.
    var reorderControl: TableReorderControl?

    // MARK: Table

    /// The table showing the cell.
    weak var owningTable: UITableView?
    /// The touch the cell tells its table about.
    weak var trackedTouch: UITouch?

    // MARK: Configurations

    /// The content configuration; its view fills ``contentView``. Default nil.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { installContentConfiguration() }
    }
    /// The configuration machinery's flags.
    var configurationFlags = CellConfigurationFlags()
    /// The content view made by ``contentConfiguration``.
    var configuredContentView: (UIView & UIContentView)?
    /// Whether a state change updates ``contentConfiguration`` with `updated(for:)`. Default true.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change updates the background configuration. Default true.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The background configuration; setting it replaces ``backgroundView`` with a view made by
    /// `makeBackgroundView()`, kept up to date with the cell's state. Default nil.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { installBackgroundConfiguration() }
    }
    /// The view made for ``backgroundConfiguration``.
    var configuredBackgroundView: UIView?
    /// Called with the cell and its new state whenever the state changes, after
    /// ``updateConfiguration(using:)``. Default nil.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A handler that sets a cell's configurations for a state.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    // MARK: Creating

    /// Creates a cell of `style` that the table reuses under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableViewConstants.defaultRowHeight))
        setUpSubviews()
    }

    /// Creates a cell from an archive; nothing is decoded. The style is `.default`.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        setUpSubviews()
    }

    /// Creates a `.default` cell with no reuse identifier and the given frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a `.default` cell for `reuseIdentifier`: how a table makes registered cells. A
    /// subclass that overrides `init(style:reuseIdentifier:)` (and `init?(coder:)`) inherits it,
    /// and its override runs.
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Adds the content view and the separator.
    private func setUpSubviews() {
        contentView.frame = bounds
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// Resets the cell before the table hands it out again; overrides call `super`.
    open func prepareForReuse() {}

    // MARK: Overridable members (members declared in extensions cannot be overridden)

    /// Lays out the backgrounds, editing controls, content view, accessory, separator and the
    /// classic labels. Overrides call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellParts()
    }

    /// Starts tracking the first touch: the table highlights the row. Overrides call `super`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if owningTable == nil { return super.touchesBegan(touches, with: event) }
        trackTouchesBegan(touches)
    }

    /// A tracked touch that leaves the cell loses the highlight. Overrides call `super`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if owningTable == nil { return super.touchesMoved(touches, with: event) }
        trackTouchesMoved(touches)
    }

    /// The tracked touch lifted: the table selects the row. Overrides call `super`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if owningTable == nil { return super.touchesEnded(touches, with: event) }
        trackTouchesEnded(touches)
    }

    /// The tracked touch was cancelled: the table removes the highlight. Overrides call `super`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if owningTable == nil { return super.touchesCancelled(touches, with: event) }
        trackTouchesCancelled(touches)
    }

    /// The cell's current state: traits, highlighted, selected, editing, swiped. Subclasses
    /// override it to add custom states.
    open var configurationState: UICellConfigurationState {
        currentConfigurationState()
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state; the update runs at once.
    open func setNeedsUpdateConfiguration() {
        runConfigurationUpdate()
    }

    /// Updates the configurations for `state`: by default the content configuration (with
    /// `updated(for:)`) when ``automaticallyUpdatesContentConfiguration`` is true. Overrides
    /// set their own configurations, or call `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateContentConfiguration(for: state)
    }

    /// Sets the reuse identifier (a registered cell dequeued under a new name).
    func adoptReuseIdentifier(_ identifier: String) {
        reuseIdentifier = identifier
    }
}
