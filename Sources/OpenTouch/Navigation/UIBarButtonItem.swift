import Foundation

/// A button on a navigation bar or a toolbar: a title or image with a target-action, a
/// ``primaryAction``, or a custom view.
///
/// On a bar the item is a real button (`_UIButtonBarButton`, a ``UIButton``) that fingers and
/// finders reach by its title (`driver.tap(.text("Edit"))`). A tap runs, in UIKit's order of
/// precedence, the ``primaryAction``, else the target-action.
///
/// Linux has no Objective-C selectors: a target's action is a method reference
/// (`target: self, action: ViewController.addTapped`, with no argument, the item, or `Any`), or
/// a ``Selector`` sent through ``UIApplication/sendAction(_:to:from:for:)-(Selector,_,_,_)`` (a nil
/// target walks the responder chain from the first responder).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a plain item looks.
    public enum Style: Int, Sendable, Hashable {
        /// A plain title.
        case plain = 0
        /// A bordered title (deprecated in UIKit; drawn as plain).
        case bordered = 1
        /// A bold title, for the item that finishes a task.
        case done = 2
    }

    /// The item's style.
    open var style: Style = .plain {
        didSet { itemDidChange() }
    }
    /// The item's width on the bar; 0 sizes it to fit. A fixed space's width.
    open var width: CGFloat = 0 {
        didSet { itemDidChange() }
    }
    /// Titles the item may show, so the bar can reserve room; kept.
    open var possibleTitles: Set<String>?
    /// A view shown in place of the button; it receives touches itself.
    open var customView: UIView? {
        didSet { itemDidChange() }
    }
    /// The target of the selector ``action``, held weakly.
    open weak var target: AnyObject?
    /// The selector sent when the item is tapped (for selector-based items).
    open var action: Selector? {
        didSet {
            if action != nil { methodAction = nil }
            itemDidChange()
        }
    }
    /// The action run on a tap, before any target-action.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction { title = primaryAction.title; image = primaryAction.image ?? image }
            itemDidChange()
        }
    }
    /// The item's menu (iOS 14). When the item has an action of its own (a ``primaryAction`` or a
    /// target-action), a tap runs the action and a long press opens the menu; otherwise a tap
    /// opens the menu (its touch-down, as ``UIControl/showsMenuAsPrimaryAction`` does).
    open var menu: UIMenu? {
        didSet { itemDidChange() }
    }
    /// The colour of the item's title and image; nil inherits the bar's tint.
    open var tintColor: UIColor? {
        didSet { itemDidChange() }
    }
    /// Whether the item is hidden from its bar (iOS 16).
    open var isHidden = false {
        didSet { itemDidChange() }
    }
    /// Whether the item shows as selected (iOS 15).
    open var isSelected = false {
        didSet { itemDidChange() }
    }
    /// The system item the item was made from, if any.
    public private(set) var systemItem: SystemItem?
    /// A method-reference action bound to ``target``.
    var methodAction: (@MainActor (AnyObject, UIBarButtonItem) -> Void)?
    /// The views showing the item on bars, told when the item changes.
    var observers: [WeakBarButtonView] = []

    /// Creates a plain item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a titled item sending a selector (a nil target walks the responder chain).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        setSelectorTarget(target, action)
    }

    /// Creates an image item sending a selector (a nil target walks the responder chain).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        setSelectorTarget(target, action)
    }

    /// Creates a system item sending a selector (a nil target walks the responder chain).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        applySystemItem(systemItem)
        setSelectorTarget(target, action)
    }

    /// Creates an item showing `customView`, which handles its own touches.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates an item with a primary action and a menu (iOS 14); the title and image given win
    /// over the action's.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.menu = menu
        if let title { self.title = title }
        if let image { self.image = image }
    }

    /// Creates a system item with a primary action and a menu (iOS 14); the system item's title stays.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.menu = menu
        applySystemItem(systemItem)
    }

    /// Whether a tap on the item runs an action of its own (then a long press opens its menu).
    var hasTapAction: Bool { primaryAction != nil || methodAction != nil || action != nil }

    /// Creates an item running `primaryAction` (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
    }

    /// A flexible space that shares the free room of a toolbar with the others.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A fixed space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Tells the item's views to show its new state.
    override func itemDidChange() {
        observers.removeAll { $0.view == nil }
        for observer in observers { observer.view?.itemDidChange() }
    }

    /// Whether the item is a space (flexible or fixed) rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    private func setSelectorTarget(_ target: Any?, _ action: Selector?) {
        self.target = ControlTarget.object(target)
        self.action = action
    }

    private func applySystemItem(_ item: SystemItem) {
        systemItem = item
        title = item.title
        image = item.symbolName.flatMap { UIImage(systemName: $0) }
        accessibilityLabel = item.accessibilityName
        if item == .done || item == .save { style = .done }
    }
}

/// A bar's view of an item, held weakly by the item.
@MainActor
struct WeakBarButtonView {
    weak var view: BarButtonItemView?
}

/// A view that shows a bar button item and follows its changes.
@MainActor
protocol BarButtonItemView: AnyObject {
    func itemDidChange()
}
