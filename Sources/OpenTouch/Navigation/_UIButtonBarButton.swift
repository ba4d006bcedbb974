import Foundation

/// UIKit's private class for the button a bar shows for a ``UIBarButtonItem`` (and for the back
/// button): a real ``UIButton``, so a finger and a finder (by its title) reach it.
@preconcurrency @MainActor
final class _UIButtonBarButton: UIButton, BarButtonItemView {
    /// The item shown; nil for the back button.
    private(set) weak var item: UIBarButtonItem?
    /// What a tap does for the back button.
    private var backAction: (@MainActor () -> Void)?

    /// A button for `item`.
    convenience init(item: UIBarButtonItem) {
        self.init(type: .system)
        self.item = item
        item.observers.append(WeakBarButtonView(view: self))
        addTarget(self, action: _UIButtonBarButton.fire, for: .touchUpInside)
        itemDidChange()
    }

    /// A back button titled `title` with a chevron, running `action` when tapped.
    convenience init(backTitle title: String, action: @escaping @MainActor () -> Void) {
        self.init(type: .system)
        backAction = action
        setImage(UIImage(systemName: "chevron.backward"), for: .normal)
        setTitle(title.isEmpty ? nil : title, for: .normal)
        accessibilityLabel = title.isEmpty ? "Back" : title
        addTarget(self, action: _UIButtonBarButton.fire, for: .touchUpInside)
    }

    /// Shows the item's title, image, state and tint.
    func itemDidChange() {
        guard let item else { return }
        setTitle(item.image == nil ? item.title : nil, for: .normal)
        setImage(item.image, for: .normal)
        isEnabled = item.isEnabled
        isHidden = item.isHidden
        isSelected = item.isSelected
        if let color = item.tintColor { tintColor = color }
        accessibilityLabel = item.accessibilityLabel ?? item.title
        if let identifier = item.accessibilityIdentifier { accessibilityIdentifier = identifier }
        if menu !== item.menu { menu = item.menu }
        showsMenuAsPrimaryAction = item.menu != nil && !item.hasTapAction
        superview?.setNeedsLayout()
        superview?.superview?.setNeedsLayout()
    }

    /// The size a bar gives `view`: a bar button's content size (its item's width when set), at
    /// the bar's full height, as UIKit's bar buttons take touches over the whole bar; another view's frame size, or its fitting size when it has none.
    static func barSize(of view: UIView, in bounds: CGRect) -> CGSize {
        let height = NavigationConstants.barHeight
        if let button = view as? _UIButtonBarButton {
            var size = button.intrinsicContentSize
            if let width = button.item?.width, width > 0 { size.width = width }
            size.height = height
            return size
        }
        return view.frame.size == .zero ? view.sizeThatFits(bounds.size) : view.frame.size
    }

    /// Runs the item's tap behaviour (or the back action).
    private func fire(_ sender: UIButton, _ event: UIEvent?) {
        if let backAction { return backAction() }
        item?.performTap(from: self, event: event)
    }
}
