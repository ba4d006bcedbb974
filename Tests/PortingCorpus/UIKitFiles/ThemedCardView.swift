import UIKit

/// A card whose border color is a CGColor that must be refreshed when the appearance changes, and
/// whose accent follows the tint color.
final class ThemedCardView: UIView {
    static let cardBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(white: 0.15, alpha: 1)
            : UIColor(red: 0.98, green: 0.98, blue: 1, alpha: 1)
    }

    private(set) var borderColor: CGColor = UIColor.separator.cgColor
    private(set) var accentColor: UIColor = .systemBlue
    private(set) var appearanceUpdates = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = ThemedCardView.cardBackground
        updateColors()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateColors()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            updateColors()
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        accentColor = tintColor
    }

    private func updateColors() {
        appearanceUpdates += 1
        borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        accentColor = tintColor
    }
}
