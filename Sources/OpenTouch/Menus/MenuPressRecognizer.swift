import Foundation

/// The press that opens a menu owned by a view (a button's ``UIButton/menu``, a context menu, a
/// bar button item's menu) and then drives it with the same finger: moves highlight the row
/// under the finger, and lifting on a row chooses it. Lifting elsewhere leaves the menu open.
///
/// It is a long press: with a duration of zero it begins on the clock's next turn after the
/// touch-down (a menu shown as the primary action); with
/// ``MenuConstants/contextMenuPressDuration`` it is a context-menu press. When it begins it
/// cancels the touches of the views under it, as UIKit's does (a button under a context-menu
/// press is not tapped).
final class MenuPressRecognizer: UILongPressGestureRecognizer {
    /// Opens the menu at the recognizer's view and returns its session, or nil when there is none.
    let open: @MainActor (MenuPressRecognizer) -> MenuSession?
    /// The session the press opened.
    private(set) weak var session: MenuSession?

    init(duration: TimeInterval, open: @escaping @MainActor (MenuPressRecognizer) -> MenuSession?) {
        self.open = open
        super.init(target: nil, action: nil)
        minimumPressDuration = duration
        addTarget(handler: { recognizer in (recognizer as? MenuPressRecognizer)?.stateChanged() },
                  actionName: "_handleMenuPress:")
    }

    private func stateChanged() {
        guard let window = view?.window else { return }
        let point = location(in: window)
        switch state {
        case .began: session = open(self)
        case .changed: session?.track(session.map { window.convert(point, to: $0.container) } ?? point)
        case .ended: session?.release(at: session.map { window.convert(point, to: $0.container) } ?? point)
        default: break
        }
    }
}

extension UIView {
    /// Shows `menu` in this view's window, in front of everything, anchored at `rect` (this
    /// view's coordinates; its bounds by default). UIAction handlers get `sender` as their
    /// sender. Returns the session, or nil when the view is not in a window.
    ///
    /// The entry point for menus owned by views: ``UIButton/menu``, bar button items' menus.
    @discardableResult
    func presentMenu(_ menu: UIMenu, anchoredAt rect: CGRect? = nil, sender: Any? = nil,
                     dimsBackground: Bool = false) -> MenuSession? {
        guard let window else { return nil }
        let anchor = convert(rect ?? bounds, to: window)
        let session = MenuSession.show(menu, in: window, anchoredAt: anchor, style: .list, dimsBackground: dimsBackground)
        session.sender = sender
        session.responder = self
        return session
    }
}
