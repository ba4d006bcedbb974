import Foundation

/// A custom item of the ``UIMenuController`` edit menu: a title and an action sent along the
/// responder chain from the first responder.
@preconcurrency @MainActor
open class UIMenuItem {
    /// The item's title.
    open var title: String
    /// The action sent when the item is chosen.
    open var action: Selector

    /// Creates an item.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}

/// The shared edit menu of iOS 3–15 (deprecated in iOS 16 for ``UIEditMenuInteraction``, still
/// common in real code): a bar of the standard edit actions the first responder can perform
/// (Cut, Copy, Paste, Delete, Select, Select All, each checked with
/// ``UIResponder/canPerformAction(_:withSender:)`` along the chain from the first responder, or
/// from the target view when nothing is first responder), then the ``menuItems`` the chain can
/// perform. Choosing an item sends its action to the responder that can perform it, with the
/// menu controller as sender, and hides the menu.
@preconcurrency @MainActor
open class UIMenuController {
    /// Where the menu's arrow points.
    public enum ArrowDirection: Int, Sendable, Hashable {
        /// The system's choice.
        case `default` = 0
        /// Up.
        case up = 1
        /// Down.
        case down = 2
        /// Left.
        case left = 3
        /// Right.
        case right = 4
    }

    /// The one menu controller.
    public static let shared = UIMenuController()

    /// Custom items shown after the standard ones; nil by default.
    open var menuItems: [UIMenuItem]?
    /// Where the arrow points; kept (the bar goes above the target when it fits).
    open var arrowDirection: ArrowDirection = .default
    private weak var session: MenuSession?
    private weak var targetView: UIView?
    private var targetRect: CGRect = .zero

    /// Creates a menu controller; use ``shared``.
    public init() {}

    /// Whether the menu is shown.
    open var isMenuVisible: Bool {
        get { session?.isShown == true }
        set { if newValue { showAtTarget() } else { hideMenu() } }
    }

    /// The menu's frame in the window's coordinates (zero when hidden).
    open var menuFrame: CGRect {
        guard let session, session.isShown else { return .zero }
        return session.panel.convert(session.panel.bounds, to: nil)
    }

    /// Shows the menu pointing at `targetRect` in `targetView`'s coordinates.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        self.targetView = targetView
        self.targetRect = targetRect
        showAtTarget()
    }

    /// Hides the menu.
    open func hideMenu() {
        session?.dismiss()
    }

    /// Hides the menu if it is shown for `targetView`.
    open func hideMenu(from targetView: UIView) {
        if self.targetView === targetView { hideMenu() }
    }

    /// Sets the target for ``setMenuVisible(_:animated:)`` (deprecated in iOS 13).
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        self.targetView = targetView
        self.targetRect = targetRect
    }

    /// Shows or hides the menu at the target set with ``setTargetRect(_:in:)`` (deprecated in iOS 13).
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        isMenuVisible = menuVisible
    }

    /// Rebuilds a shown menu (after the responder's abilities changed).
    open func update() {
        if isMenuVisible { showAtTarget() }
    }

    private func showAtTarget() {
        session?.dismiss()
        guard let view = targetView, let window = view.window else { return }
        let start = view.owningApplication?.firstResponder ?? view
        var elements = StandardEditCommands.performable(from: start)
        for item in menuItems ?? [] where start.target(forAction: item.action, withSender: self) != nil {
            elements.append(UICommand(title: item.title, action: item.action))
        }
        guard !elements.isEmpty else { return }
        let session = MenuSession.show(UIMenu(children: elements), in: window,
                                       anchoredAt: view.convert(targetRect, to: window), style: .bar)
        session.responder = start
        session.performOverride = { [weak self, weak start] element in
            guard let command = element as? UICommand else { return }
            self?.send(command.action, from: start)
        }
        self.session = session
    }

    private func send(_ action: Selector, from start: UIResponder?) {
        guard let start, let performer = start.target(forAction: action, withSender: self) as? UIResponder else { return }
        performer.perform(action, withSender: self, for: nil)
    }
}
