import Foundation

/// A bar of tabs along the bottom of the screen, as UIKit's `UITabBar`.
///
/// Each of ``items`` is drawn as a button (a private `UITabBarButton` control holding the image,
/// a title label and, with a ``UITabBarItem/badgeValue``, a red badge view with the text). A tap
/// that ends inside a button (`touchUpInside`) selects its item and tells the ``delegate``; an
/// item that is not enabled ignores taps. The bar's height is ``TabBarConstants/barHeight`` plus
/// the bottom safe area (``sizeThatFits(_:)``); the buttons share the width above the safe area.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The delegate told of selections, held weakly. A tab bar controller's bar has the
    /// controller as its delegate; UIKit raises when that is changed, OpenTouch stops with the
    /// same message.
    open weak var delegate: UITabBarDelegate? {
        get { storedDelegate }
        set {
            if managingController != nil, newValue !== managingController {
                preconditionFailure("Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
            }
            storedDelegate = newValue
        }
    }
    private weak var storedDelegate: UITabBarDelegate?
    /// The tab bar controller that owns the bar, if any.
    weak var managingController: UITabBarController?

    /// The items shown, left to right; setting them rebuilds the buttons.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UITabBarItem]?
    /// The selected item, drawn in ``UIView/tintColor``; nil for none.
    open var selectedItem: UITabBarItem? {
        didSet { refreshButtons() }
    }
    /// The colour of unselected items; nil is ``UIColor/systemGray``.
    open var unselectedItemTintColor: UIColor? {
        didSet { refreshButtons() }
    }
    /// The bar's background colour; nil keeps the default (a light translucent gray).
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? Self.defaultBackground }
    }
    /// Whether the bar is translucent; kept (content under the bar is laid out the same).
    open var isTranslucent = true
    /// The bar's appearance (iOS 13); kept (see ``UITabBarAppearance``).
    open var standardAppearance = UITabBarAppearance()
    /// The appearance while content is scrolled to the bar's edge (iOS 15); nil uses
    /// ``standardAppearance``; kept.
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// The buttons, one per item, in order.
    private(set) var buttons: [UITabBarButton] = []
    private let separator = UIView()
    static let defaultBackground = UIColor(white: 0.97, alpha: 0.94)

    /// Creates a tab bar with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a tab bar from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = Self.defaultBackground
        separator.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(separator)
    }

    /// Sets the items, rebuilding the buttons; the selected item stays selected if it is among
    /// them. No animation is drawn.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in storedItems ?? [] where item.owningTabBar === self { item.owningTabBar = nil }
        storedItems = items
        for item in items ?? [] { item.owningTabBar = self }
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { UITabBarButton(item: $0, bar: self) }
        for button in buttons { addSubview(button) }
        refreshButtons()
        setNeedsLayout()
    }

    /// The bar's size: the width offered and ``TabBarConstants/barHeight`` plus the bottom safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: TabBarConstants.barHeight + safeAreaInsets.bottom)
    }

    /// Lays out the buttons side by side above the bottom safe area.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, count = CGFloat(max(buttons.count, 1))
        separator.frame = CGRect(x: 0, y: -1 / 3, width: width, height: 1 / 3)
        for (index, button) in buttons.enumerated() {
            let itemWidth = width / count
            button.frame = CGRect(x: CGFloat(index) * itemWidth, y: 0, width: itemWidth, height: TabBarConstants.barHeight)
        }
    }

    /// Redraws the buttons when the tint changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshButtons()
    }

    /// An item's property changed.
    func itemDidChange(_ item: UITabBarItem) {
        for button in buttons where button.item === item { button.refresh() }
    }

    private func refreshButtons() {
        for button in buttons { button.refresh() }
    }

    /// A button was tapped: its item becomes selected and the delegate is told.
    func buttonTapped(_ button: UITabBarButton) {
        let item = button.item
        guard item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}
