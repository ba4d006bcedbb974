import Foundation

/// Shows a context menu when the user presses and holds its view: after
/// ``MenuConstants/contextMenuPressDuration`` a preview of the view lifts (scaled by
/// ``MenuConstants/previewLiftScale``) above a dimmed window, with the menu next to it.
///
/// The press is a long-press recognizer on the view: when it begins it cancels the touches of
/// the views under the finger (a button there is not tapped), and a scroll view's pan that
/// recognized first (the finger moved before the press began) wins instead. The same finger can
/// slide to a row and lift to choose it; lifting elsewhere leaves the menu open; a tap outside
/// the menu and the preview dismisses it, a tap on the preview commits it.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// How the menu looks.
    public enum Appearance: Int, Sendable, Hashable {
        /// Unknown (no menu shown).
        case unknown = 0
        /// A rich menu with a preview.
        case rich = 1
        /// A compact menu (pointer or button menus).
        case compact = 2
    }

    /// The delegate that configures the menu.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// How the shown menu looks: ``Appearance/rich`` while shown, ``Appearance/unknown`` otherwise.
    public var menuAppearance: Appearance { session?.isShown == true ? .rich : .unknown }

    /// The press that opens the menu.
    let press: MenuPressRecognizer
    private let pressDelegate = ContextMenuPressDelegate()
    /// The configuration of the press under way or of the menu shown.
    private(set) var configuration: UIContextMenuConfiguration?
    /// The menu shown.
    private(set) weak var session: MenuSession?
    private var previewController: UIViewController?

    /// Creates an interaction; add it to a view with ``UIView/addInteraction(_:)``.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        press = MenuPressRecognizer(duration: MenuConstants.contextMenuPressDuration) { _ in nil }
        press.opener = { [weak self] _ in self?.showMenu() }
        pressDelegate.interaction = self
        press.delegate = pressDelegate
    }

    /// Does nothing; the press is moved in ``didMove(to:)``.
    open func willMove(to view: UIView?) {}

    /// Puts the press on the new view.
    open func didMove(to view: UIView?) {
        press.view?.removeGestureRecognizer(press)
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Where the press is, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        press.location(in: view)
    }

    /// Dismisses the menu, if shown.
    public func dismissMenu() {
        session?.dismiss()
    }

    /// Replaces the shown menu with the one `block` makes from it.
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let session, session.isShown else { return }
        session.replaceMenu(block(session.menu))
    }

    /// Asks the delegate for a configuration for a press at `location`.
    func prepare(at location: CGPoint) -> Bool {
        configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        return configuration != nil
    }

    private func showMenu() -> MenuSession? {
        guard let configuration, let view, let window = view.window else { return nil }
        previewController = configuration.previewProvider?()
        let preview = delegate?.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
            ?? UITargetedPreview(view: view)
        let platter = ContextMenuPlatter.make(for: preview, controller: previewController, in: window)
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let session = MenuSession.show(menu, in: window, anchoredAt: platter.frame, style: .list, dimsBackground: true)
        session.insertPreview(platter.view)
        session.responder = view
        session.previewFrame = platter.frame
        session.previewTapped = { [weak self] in self?.commitPreview() }
        session.willDismiss = { [weak self] in self?.menuWillEnd(configuration) }
        self.session = session
        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.finish()
        return session
    }

    private var endAnimator: ContextMenuAnimator?

    /// Asks for the dismissal preview (menus do not animate here, so only the question is
    /// observable), then tells the delegate the menu ends.
    private func menuWillEnd(_ configuration: UIContextMenuConfiguration) {
        _ = delegate?.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        endAnimator = animator
        session?.didDismiss = { [weak self] in
            self?.endAnimator?.finish()
            self?.endAnimator = nil
            self?.previewController = nil
            self?.configuration = nil
        }
    }

    private func commitPreview() {
        guard let configuration else { return }
        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        session?.dismiss()
        animator.finish()
    }
}

/// Asks the interaction for a configuration when its press is about to begin.
@MainActor
final class ContextMenuPressDelegate: UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, let view = interaction.view else { return false }
        return interaction.prepare(at: gestureRecognizer.location(in: view))
    }
}
