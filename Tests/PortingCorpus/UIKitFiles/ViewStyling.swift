#if canImport(UIKit)
import UIKit

/// Shared look for cards and badges, the way a design-system file in an app declares it.
enum Theme {
    static let cardInsets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    static let cornerRadius: CGFloat = 12
    static let accent = UIColor(red: 0.95, green: 0.35, blue: 0.2, alpha: 1)
    static let badgeFont = UIFont.systemFont(ofSize: 12, weight: .semibold)
}

/// Helpers that style and show/hide views; called from view controllers and from other helpers.
struct ViewStyler {
    static func styleCard(_ view: UIView) {
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = Theme.cornerRadius
        view.layer.masksToBounds = false
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.1
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        view.layoutMargins = Theme.cardInsets
    }

    static func makeBadge(text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = Theme.badgeFont
        label.textColor = .white
        label.backgroundColor = Theme.accent
        label.textAlignment = .center
        label.layer.cornerRadius = 8
        label.clipsToBounds = true
        label.sizeToFit()
        label.frame.size.width += 12
        return label
    }

    static func hide(_ view: UIView) {
        view.isHidden = true
    }

    static func show(_ view: UIView, animated: Bool) {
        view.isHidden = false
        guard animated else { view.alpha = 1; return }
        view.alpha = 0
        UIView.animate(withDuration: 0.2) { view.alpha = 1 }
    }

    static func disableAll(in view: UIView) {
        for case let control as UIControl in view.subviews {
            control.isEnabled = false
        }
    }
}

extension UIView {
    func pinToSuperviewEdges(insets: UIEdgeInsets = .zero) {
        guard let superview = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: superview.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: insets.left),
            superview.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
            superview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
        ])
    }
}
#endif
