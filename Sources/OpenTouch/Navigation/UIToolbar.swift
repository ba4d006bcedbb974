import Foundation

/// A bar of buttons at the bottom of the screen (a navigation controller's ``UINavigationController/toolbar``).
///
/// Items are laid out from the leading margin; flexible spaces share the room left, fixed
/// spaces take their ``UIBarButtonItem/width``.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UIBarButtonItem]?
    private var itemViews: [(item: UIBarButtonItem, view: UIView)] = []
    /// The bar's style; kept.
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent; true by default.
    open var isTranslucent = true
    /// The colour of the bar's background; nil for the system's.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .systemBackground } }

    /// Creates an empty toolbar.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// Creates an empty toolbar from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Replaces the items (animation is not shown).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items
        let list = items ?? []
        var views: [(UIBarButtonItem, UIView)] = []
        for item in list where !item.isSpace {
            let existing = itemViews.first { $0.item === item }?.view
            views.append((item, existing ?? item.customView ?? _UIButtonBarButton(item: item)))
        }
        for entry in itemViews where !views.contains(where: { $0.1 === entry.view }) { entry.view.removeFromSuperview() }
        itemViews = views.map { (item: $0.0, view: $0.1) }
        for entry in itemViews where entry.view.superview !== self { addSubview(entry.view) }
        setNeedsLayout()
    }

    /// The toolbar's hit test, like ``UINavigationBar``'s: a point outside it gets nil at once,
    /// without UIView's walk (so a swizzle of UIView's method logs nothing for the toolbar, hidden
    /// or not, when the touch is elsewhere); inside it, UIView's hit test.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard tracedPointInside(point, event) else { return nil }
        return super.hitTest(point, with: event)
    }

    /// The bar's height: ``NavigationConstants/toolbarHeight``; the width given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: NavigationConstants.toolbarHeight)
    }

    /// Places the items, sharing the free room among flexible spaces.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let list = (storedItems ?? []).filter { !$0.isHidden }
        let margin = NavigationConstants.barItemMargin, spacing = NavigationConstants.barItemSpacing
        var widths: [CGFloat] = list.map { item in
            if item.systemItem == .flexibleSpace { return 0 }
            if item.systemItem == .fixedSpace { return item.width }
            guard let view = itemViews.first(where: { $0.item === item })?.view else { return 0 }
            return _UIButtonBarButton.barSize(of: view, in: bounds).width
        }
        let used = widths.reduce(0, +) + spacing * CGFloat(max(0, list.count - 1))
        let flexible = list.filter { $0.systemItem == .flexibleSpace }.count
        let share = flexible > 0 ? max(0, bounds.width - 2 * margin - used) / CGFloat(flexible) : 0
        for (index, item) in list.enumerated() where item.systemItem == .flexibleSpace { widths[index] = share }
        var x = margin
        for (index, item) in list.enumerated() {
            if let view = itemViews.first(where: { $0.item === item })?.view {
                let height = min(bounds.height, _UIButtonBarButton.barSize(of: view, in: bounds).height)
                view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: widths[index], height: height)
            }
            x += widths[index] + spacing
        }
    }
}
