import Foundation

/// What a ``UIEditMenuInteraction`` asks and tells its delegate; every method is optional.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show; the default shows the suggested actions (the standard edit actions the
    /// responder chain from the first responder can perform). Return nil for no menu.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle the menu avoids and points at, in the view's coordinates; the default is
    /// an empty rectangle at the configuration's source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to appear.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
    /// The menu is about to go.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// The suggested actions as a menu.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }
    /// An empty rectangle at the source point.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        CGRect(origin: configuration.sourcePoint, size: .zero)
    }
    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
}

/// Lets an edit-menu delegate add animations and completions; OpenTouch runs animations at once
/// and completions right after the menu appeared or went.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds animations to run with the transition.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a closure to run when the transition ends.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

extension ContextMenuAnimator: UIEditMenuInteractionAnimating {}

/// An edit menu (iOS 16): a horizontal bar of commands (Cut, Copy, Paste…) shown by
/// ``presentEditMenu(with:)`` above a point of the view (below when there is no room). A tap on
/// an item runs it and closes the bar; a tap elsewhere closes it.
@preconcurrency @MainActor
open class UIEditMenuInteraction: UIInteraction {
    /// The delegate that makes the menu.
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    private weak var session: MenuSession?
    private var configuration: UIEditMenuConfiguration?

    /// Creates an interaction; add it to a view with ``UIView/addInteraction(_:)``.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Does nothing.
    open func willMove(to view: UIView?) {}

    /// Takes the new view; a menu shown for the old one goes.
    open func didMove(to view: UIView?) {
        dismissMenu()
        self.view = view
    }

    /// Shows the edit menu for `configuration`; a menu already shown is replaced.
    public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let view, let window = view.window else { return }
        let start = view.owningApplication?.firstResponder ?? view
        let suggested = StandardEditCommands.performable(from: start)
        let menu: UIMenu?
        if let delegate {
            menu = delegate.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
        } else {
            menu = UIMenu(children: suggested)
        }
        guard let menu, !menu.children.isEmpty else { return }
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        let session = MenuSession.show(menu, in: window, anchoredAt: view.convert(target, to: window), style: .bar)
        session.responder = start
        session.sender = self
        self.configuration = configuration
        self.session = session
        let animator = ContextMenuAnimator(previewViewController: nil)
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        animator.finish()
        session.willDismiss = { [weak self] in self?.menuWillDismiss(configuration) }
    }

    /// Whether this interaction's menu is on screen (text controls toggle it with a tap).
    var isMenuShown: Bool { session?.isShown == true }

    /// Closes the menu, if shown.
    public func dismissMenu() {
        session?.dismiss()
    }

    /// Rebuilds the shown menu from the delegate, in place: the delegate is not told that the
    /// menu went and came back.
    public func reloadVisibleMenu() {
        guard let configuration, let session, session.isShown, let view else { return }
        let start = view.owningApplication?.firstResponder ?? view
        let suggested = StandardEditCommands.performable(from: start)
        let menu = delegate.map { $0.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) }
            ?? UIMenu(children: suggested)
        guard let menu, !menu.children.isEmpty else { return dismissMenu() }
        session.responder = start
        session.replaceMenu(menu)
    }

    /// Where the interaction's menu points, in `view`'s coordinates (its source point).
    public func location(in view: UIView?) -> CGPoint {
        guard let own = self.view, let configuration else { return .zero }
        return own.convert(configuration.sourcePoint, to: view)
    }

    private func menuWillDismiss(_ configuration: UIEditMenuConfiguration) {
        let animator = ContextMenuAnimator(previewViewController: nil)
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        session?.didDismiss = { animator.finish() }
    }
}
