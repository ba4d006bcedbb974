import Foundation

extension UITableViewCell {
    /// The cell's state now: traits, highlighted, selected, editing, swiped.
    func currentConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = storedHighlighted
        state.isSelected = storedSelected
        state.isEditing = storedEditing
        state.isDisabled = !isUserInteractionEnabled
        state.isSwiped = showingDeleteConfirmation
        return state
    }

    /// Runs ``updateConfiguration(using:)`` and the update handler with the current state,
    /// once at a time.
    func runConfigurationUpdate() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        let state = configurationState
        updateBackgroundConfiguration(for: state)
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Updates the content configuration for `state` when it updates automatically.
    func updateContentConfiguration(for state: UICellConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration else { return }
        applyContentConfiguration(configuration.updated(for: state))
    }

    /// Whether an update is running (so that setting a configuration inside it does not recurse).
    private var isUpdatingConfiguration: Bool {
        get { configurationFlags.contains(.updating) }
        set { if newValue { configurationFlags.insert(.updating) } else { configurationFlags.remove(.updating) } }
    }

    /// Installs the content view for ``contentConfiguration``, or removes it when nil.
    func installContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let state = configurationState
        applyContentConfiguration(automaticallyUpdatesContentConfiguration ? configuration.updated(for: state) : configuration)
    }

    /// Shows `configuration` in the current content view when it supports it, else in a new one.
    private func applyContentConfiguration(_ configuration: UIContentConfiguration) {
        if let view = configuredContentView, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        configuredContentView = view
    }
}

/// Flags of a cell's configuration machinery.
struct CellConfigurationFlags: OptionSet {
    let rawValue: Int
    /// An update is running.
    static let updating = CellConfigurationFlags(rawValue: 1)
}
