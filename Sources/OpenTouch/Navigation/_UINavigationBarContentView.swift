import Foundation

/// UIKit's private class for the view inside a navigation bar that holds the back button, the
/// item buttons, the title and the large title, laid out in the bar's top 44 points (the large
/// title under them).
@preconcurrency @MainActor
final class _UINavigationBarContentView: UIView {
    weak var bar: UINavigationBar?
    /// Whether the views must be made again from the items.
    var needsRebuild = true
    /// The buttons made for items, reused while the item stays on the bar.
    private var itemViews: [(item: UIBarButtonItem, view: UIView)] = []
    private(set) var backButton: _UIButtonBarButton?
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = UIFont.boldSystemFont(ofSize: 34)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if needsRebuild { rebuild() }
        place()
    }

    /// The views of the top item, in order: back button, left items, right items, title.
    private var left: [UIView] = []
    private var right: [UIView] = []
    private var title: UIView?

    /// Makes the subviews for the bar's top item.
    private func rebuild() {
        needsRebuild = false
        guard let bar else { return }
        let top = bar.topItem
        let leftItems = (top?.leftBarButtonItems ?? []).filter { !$0.isHidden }
        let rightItems = (top?.rightBarButtonItems ?? []).filter { !$0.isHidden }
        var wanted: [UIView] = []
        left = []
        if let back = bar.backItem, let top, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let button = backButton(titled: back.backTitle)
            left.append(button)
        } else {
            backButton = nil
        }
        left += leftItems.map(view(for:))
        right = rightItems.map(view(for:))
        if let titleView = top?.titleView {
            title = titleView
        } else {
            titleLabel.text = top?.title
            title = (top?.title ?? "").isEmpty ? nil : titleLabel
        }
        wanted = left + right + (title.map { [$0] } ?? [])
        if bar.showsLargeTitle {
            largeTitleLabel.text = top?.title
            wanted.append(largeTitleLabel)
        }
        itemViews.removeAll { entry in !(leftItems + rightItems).contains { $0 === entry.item } }
        for subview in subviews where !wanted.contains(where: { $0 === subview }) { subview.removeFromSuperview() }
        for view in wanted where view.superview !== self { addSubview(view) }
    }

    private func backButton(titled title: String) -> _UIButtonBarButton {
        if let backButton, (backButton.currentTitle ?? "") == title { return backButton }
        let button = _UIButtonBarButton(backTitle: title) { [weak self] in self?.bar?.backButtonTapped() }
        backButton = button
        return button
    }

    /// The view showing `item`: its custom view or a button, made once per item.
    private func view(for item: UIBarButtonItem) -> UIView {
        if let entry = itemViews.first(where: { $0.item === item }),
           entry.view === item.customView || (item.customView == nil && entry.view is _UIButtonBarButton) {
            return entry.view
        }
        itemViews.removeAll { $0.item === item }
        let made: UIView = item.customView ?? _UIButtonBarButton(item: item)
        itemViews.append((item, made))
        return made
    }

    /// Frames: the left views from the leading margin, the right views from the trailing one,
    /// the title centred in the bar when it fits between them, else in the room left.
    private func place() {
        let rowHeight = NavigationConstants.barHeight
        let margin = NavigationConstants.barItemMargin, spacing = NavigationConstants.barItemSpacing
        var x = backButton == nil ? margin : margin / 2
        for view in left {
            let size = fittedSize(of: view)
            view.frame = CGRect(x: x, y: (rowHeight - size.height) / 2, width: size.width, height: size.height)
            x += size.width + spacing
        }
        var rightEdge = bounds.width - margin
        for view in right {
            let size = fittedSize(of: view)
            rightEdge -= size.width
            view.frame = CGRect(x: rightEdge, y: (rowHeight - size.height) / 2, width: size.width, height: size.height)
            rightEdge -= spacing
        }
        if let title {
            placeTitle(title, between: x, and: rightEdge, rowHeight: rowHeight)
        }
        if largeTitleLabel.superview === self {
            largeTitleLabel.frame = CGRect(x: margin, y: rowHeight, width: max(0, bounds.width - 2 * margin),
                                           height: NavigationConstants.largeTitleExtraHeight)
        }
    }

    private func placeTitle(_ title: UIView, between minX: CGFloat, and maxX: CGFloat, rowHeight: CGFloat) {
        var size = title === titleLabel ? titleLabel.sizeThatFits(bounds.size) : title.frame.size
        if title !== titleLabel, size == .zero { size = title.sizeThatFits(bounds.size) }
        size.width = min(size.width, max(0, maxX - minX))
        size.height = min(size.height == 0 ? rowHeight : size.height, rowHeight)
        var originX = (bounds.width - size.width) / 2
        if originX < minX || originX + size.width > maxX { originX = minX + (maxX - minX - size.width) / 2 }
        title.frame = CGRect(x: originX, y: (rowHeight - size.height) / 2, width: size.width, height: size.height)
    }

    private func fittedSize(of view: UIView) -> CGSize {
        _UIButtonBarButton.barSize(of: view, in: bounds)
    }
}
