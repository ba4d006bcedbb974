import Foundation

extension UITableViewCell {
    /// A content configuration of the cell's style: `.cell()` for `.default`, `.subtitleCell()`
    /// for `.subtitle`, `.valueCell()` for `.value1` and `.value2`, with no text.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// Installs the view for ``backgroundConfiguration`` as ``backgroundView``, or removes it when nil.
    func installBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            if let view = configuredBackgroundView, backgroundView === view { backgroundView = nil }
            configuredBackgroundView = nil
            return
        }
        let shown = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        showBackgroundConfiguration(shown)
    }

    /// Updates the background view for `state` when it updates automatically.
    func updateBackgroundConfiguration(for state: UICellConfigurationState) {
        guard automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration else { return }
        showBackgroundConfiguration(configuration.updated(for: state))
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
}
