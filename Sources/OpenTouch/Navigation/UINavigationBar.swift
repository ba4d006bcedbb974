import Foundation

/// The bar at the top of a navigation controller: a stack of ``UINavigationItem``s whose top
/// item's title and buttons it shows, with a back button leading to the item below.
///
/// The bar's buttons are real ``UIButton``s (UIKit's `_UIButtonBarButton`) inside a
/// `_UINavigationBarContentView`, so a finger or a finder reaches them by their titles; the
/// back button's title is the previous item's ``UINavigationItem/backButtonTitle``, its title,
/// or "Back". The bar is 44 points high, 96 with a large title.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The items, bottom first; the last is the top item.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UINavigationItem]?
    /// The bar's delegate (a navigation controller's bar has none: the controller manages it).
    open weak var delegate: (any UINavigationBarDelegate)?
    /// Whether the bar is translucent; true by default.
    open var isTranslucent = true
    /// The bar's style; kept.
    open var barStyle: UIBarStyle = .default
    /// The colour of the bar's background; nil for the system's.
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// Whether the top item's title shows large (iOS 11) when its display mode allows.
    open var prefersLargeTitles = false { didSet { itemsDidChange() } }
    /// Text attributes of the title; kept and applied to the title's font and colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }
    /// Text attributes of the large title; kept.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The appearance at the standard height.
    open var standardAppearance = UINavigationBarAppearance() { didSet { applyAppearance() } }
    /// The appearance when scrolled to the edge; nil uses ``standardAppearance``.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// The appearance in compact height; nil uses ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance?

    /// The navigation controller owning the bar, if any.
    weak var navigationController: UINavigationController?
    /// The view holding the buttons and the title.
    let contentView = _UINavigationBarContentView()

    /// Creates an empty bar.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        finishInit()
    }

    /// Creates an empty bar from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        finishInit()
    }

    private func finishInit() {
        contentView.bar = self
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        applyAppearance()
    }

    /// The top item.
    open var topItem: UINavigationItem? { storedItems?.last }
    /// The item below the top item.
    open var backItem: UINavigationItem? {
        guard let items = storedItems, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in storedItems ?? [] { item.bars.removeAll { $0.bar === self || $0.bar == nil } }
        storedItems = items
        for item in items ?? [] { item.bars.append(WeakNavigationBar(bar: self)) }
        itemsDidChange()
    }

    /// Pushes `item` on top, if the delegate agrees.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((storedItems ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate agrees, and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array((storedItems ?? []).dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// The bar's items follow a navigation controller's stack.
    func syncItems(with stack: [UIViewController], animated: Bool) {
        setItems(stack.map(\.navigationItem), animated: animated)
    }

    /// Something an item shows changed: the content is rebuilt at the next layout.
    func itemsDidChange() {
        contentView.needsRebuild = true
        contentView.setNeedsLayout()
        let height = sizeThatFits(bounds.size).height
        if height != bounds.height, let navigationController {
            navigationController.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the top item shows a large title.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let top = topItem else { return false }
        switch top.largeTitleDisplayMode {
        case .always: return true
        case .never, .inline: return false
        case .automatic:
            guard let index = storedItems?.lastIndex(where: { $0 === top }), index > 0 else { return true }
            return storedItems?[index - 1].largeTitleDisplayMode != .never
        }
    }

    /// The bar's height: 44 points, 96 with a large title; the width given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let extra = showsLargeTitle ? NavigationConstants.largeTitleExtraHeight : 0
        return CGSize(width: size.width, height: NavigationConstants.barHeight + extra)
    }

    /// The content view fills the bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// The bar's hit test: a point outside the bar (``UIView/point(inside:with:)`` says no) gets nil
    /// at once, without UIView's walk; inside it, UIView's hit test. UIKit's bar overrides the
    /// method too: seed 001's swizzle of UIView's `hitTest:withEvent:` logs no call on the bar
    /// for a touch far below it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard tracedPointInside(point, event) else { return nil }
        return super.hitTest(point, with: event)
    }

    /// What the back button does: pop the navigation controller, or pop an item off a bar on its own.
    func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    private func applyAppearance() {
        backgroundColor = barTintColor ?? standardAppearance.backgroundColor
    }
}

/// The style of a bar (UIKit's raw values).
public enum UIBarStyle: Int, Sendable, Hashable {
    /// The default style.
    case `default` = 0
    /// A dark style.
    case black = 1
}
