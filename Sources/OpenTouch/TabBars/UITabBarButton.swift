import Foundation

/// The control that draws one ``UITabBarItem`` in a ``UITabBar`` (UIKit's private class of the
/// same name): an image view, a title label and a badge. A tap that ends inside selects the item.
@MainActor
final class UITabBarButton: UIControl {
    let item: UITabBarItem
    private weak var bar: UITabBar?
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private(set) var badge: _UIBadgeView?

    init(item: UITabBarItem, bar: UITabBar) {
        self.item = item
        self.bar = bar
        super.init(frame: .zero)
        titleLabel.font = UIFont.systemFont(ofSize: TabBarConstants.titleFontSize, weight: .medium)
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
        addTarget(self, action: UITabBarButton.tapped, actionName: "_buttonUp:", for: .touchUpInside)
        refresh()
    }

    required init?(coder: NSCoder) {
        preconditionFailure("UITabBarButton is made by UITabBar only")
    }

    /// Whether the item is the bar's selected one.
    var isSelectedItem: Bool { bar?.selectedItem === item }

    /// A button, selected while its item is (its title label carries the item's title).
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isSelectedItem ? [.button, .selected] : .button }
    override var defaultIsAccessibilityElement: Bool { true }

    private func tapped() {
        bar?.buttonTapped(self)
    }

    /// Shows the item's current title, image, colours and badge.
    func refresh() {
        let selected = isSelectedItem
        let color: UIColor = selected ? (bar?.tintColor ?? .systemBlue) : (bar?.unselectedItemTintColor ?? .systemGray)
        titleLabel.text = item.title
        titleLabel.textColor = color
        imageView.image = selected ? (item.selectedImage ?? item.image) : item.image
        imageView.tintColor = color
        isEnabled = item.isEnabled
        isSelected = selected
        updateBadge()
        setNeedsLayout()
    }

    private func updateBadge() {
        guard let value = item.badgeValue else {
            badge?.removeFromSuperview()
            badge = nil
            return
        }
        let view = badge ?? _UIBadgeView()
        if badge == nil {
            badge = view
            addSubview(view)
        }
        view.update(text: value, color: item.badgeColor ?? .systemRed)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = TabBarConstants.imageSide, width = bounds.width
        imageView.frame = CGRect(x: (width - side) / 2, y: TabBarConstants.imageTop, width: side, height: side)
        let titleHeight = ceil(TabBarConstants.titleFontSize * 1.2)
        titleLabel.frame = CGRect(x: 0, y: TabBarConstants.titleTop, width: width, height: titleHeight)
        if let badge {
            let size = badge.fittingSize
            badge.frame = CGRect(x: imageView.frame.midX + TabBarConstants.badgeOffsetFromImageCenter,
                                 y: TabBarConstants.imageTop - size.height / 3, width: size.width, height: size.height)
        }
    }
}

/// The red badge drawn on a tab bar item (UIKit's private `_UIBadgeView`): a rounded view with
/// the badge text in a white label.
@MainActor
final class _UIBadgeView: UIView {
    let label = UILabel()

    init() {
        super.init(frame: .zero)
        label.font = UIFont.systemFont(ofSize: TabBarConstants.badgeFontSize)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        preconditionFailure("_UIBadgeView is made by UITabBarButton only")
    }

    func update(text: String, color: UIColor) {
        label.text = text
        backgroundColor = color
        let size = fittingSize
        bounds.size = size
        layer.cornerRadius = size.height / 2
        setNeedsLayout()
    }

    /// The badge's size for its text: at least a circle of ``TabBarConstants/badgeHeight``.
    var fittingSize: CGSize {
        let textWidth = (label.text ?? "").isEmpty ? 0 : label.sizeThatFits(CGSize(width: 1000, height: 1000)).width
        let height = TabBarConstants.badgeHeight
        return CGSize(width: max(height, ceil(textWidth) + 2 * TabBarConstants.badgePadding), height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
