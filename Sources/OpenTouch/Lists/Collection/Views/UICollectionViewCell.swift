import Foundation

/// A cell of a collection view: a ``contentView`` for the app's subviews, optional background
/// views, highlight and selection states, and content configurations.
///
/// Add subviews to ``contentView``, not to the cell. The collection view sets ``isHighlighted``
/// and ``isSelected`` as touches and selection change; ``selectedBackgroundView`` shows while
/// either is true.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view holding the cell's content; it fills the cell above the background views.
    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView(frame: .zero)

    /// A view behind the content; it fills the cell. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            arrangeBackgroundViews()
        }
    }
    /// A view behind the content shown while the cell is highlighted or selected; it fills the
    /// cell above ``backgroundView``. Default nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            arrangeBackgroundViews()
        }
    }

    /// Whether the cell is selected; the collection view sets it. Setting it updates the
    /// configuration and ``selectedBackgroundView``.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether a finger is on the cell; the collection view sets it. Setting it updates the
    /// configuration and ``selectedBackgroundView``.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    // MARK: Configurations

    /// What the content view shows; setting it makes (or updates) a content view inside
    /// ``contentView``, pinned to its edges. Default nil.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    /// Whether a state change replaces ``contentConfiguration`` with its `updated(for:)`
    /// version. Default true.
    open var automaticallyUpdatesContentConfiguration = true
    /// The background configuration; setting it replaces ``backgroundView`` with a view made by
    /// `makeBackgroundView()`, kept up to date with the cell's state. Default nil.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { installBackgroundConfiguration() }
    }
    /// Whether a state change updates ``backgroundConfiguration`` with `updated(for:)`. Default true.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The view made for ``backgroundConfiguration``.
    private var configuredBackgroundView: UIView?
    /// Called with the cell and its new state whenever the configuration is updated.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// The cell's state: its traits, highlight and selection.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isEditing = isEditingState
        state.isReordering = isReorderingState
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state; it runs at once.
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
            showBackgroundConfiguration(configuration.updated(for: state))
        }
        updateConfiguration(using: state)
    }

    /// Updates the cell for `state`: the default updates ``contentConfiguration`` (when
    /// ``automaticallyUpdatesContentConfiguration``) and calls ``configurationUpdateHandler``.
    /// Overrides call `super` or do the whole update themselves.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// Called when the cell's drag state changes; does nothing.
    open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {}

    /// A cell's part in a drag.
    public enum DragState: Int, Sendable {
        /// Not part of a drag.
        case none
        /// Lifting for a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// Whether the collection view is editing (for ``configurationState``).
    var isEditingState = false
    /// Whether the cell is being moved interactively (for ``configurationState``).
    var isReorderingState = false {
        didSet { if isReorderingState != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// The view made by the current content configuration.
    private weak var configuredContentView: UIView?

    // MARK: Creating

    /// A cell with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// A cell from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    /// Resets highlight and selection; overrides call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    override var sizingView: UIView { contentView }

    /// Keeps the background and content views filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let fill = bounds
        backgroundView?.frame = fill
        selectedBackgroundView?.frame = fill
        contentView.frame = fill
    }

    // MARK: Internals

    private func installContentView() {
        storedContentView.frame = bounds
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    /// Puts the background views behind the content view, the selected one shown only while
    /// highlighted or selected.
    private func arrangeBackgroundViews() {
        if let selectedBackgroundView {
            selectedBackgroundView.frame = bounds
            if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, at: 0) }
            selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
        }
        if let backgroundView {
            backgroundView.frame = bounds
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
            sendSubviewToBack(backgroundView)
        }
    }

    private func installBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            if let view = configuredBackgroundView, backgroundView === view { backgroundView = nil }
            configuredBackgroundView = nil
            return
        }
        showBackgroundConfiguration(automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration)
    }

    private func showBackgroundConfiguration(_ configuration: UIBackgroundConfiguration) {
        if let view = configuredBackgroundView as? ListBackgroundView, backgroundView === view {
            view.configuration = configuration
            return
        }
        let view = configuration.makeBackgroundView()
        configuredBackgroundView = view
        backgroundView = view
    }

    private func stateDidChange() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        setNeedsUpdateConfiguration()
    }

    /// Shows ``contentConfiguration`` in the current content view when it shows a configuration of
    /// the same type and supports the new one, else in a new one pinned to ``contentView``'s edges.
    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            return
        }
        if let current = configuredContentView as? UIContentView,
           type(of: current.configuration) == type(of: configuration), current.supports(configuration) {
            current.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        configuredContentView = view
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }
}
