import Foundation

/// The press that opens a menu owned by a view (a button's ``UIButton/menu``, a context menu, a
/// bar button item's menu) and then drives it with the same finger: moves highlight the row
/// under the finger, and lifting on a row chooses it. Lifting elsewhere leaves the menu open.
///
/// It is a long press. With ``MenuConstants/contextMenuPressDuration`` it is a context-menu
/// press. A menu shown as a control's primary action (``beginsAtControlTouchDown``) has no
/// timer of its own: it begins on the clock's next turn after the control sends
/// ``UIControl/Event/touchDown``, so a scroll view that delays its content's touches
/// (`delaysContentTouches`) and then starts scrolling keeps the finger, and no menu opens, as
/// in UIKit, where the menu opens in response to the touch-down. When it begins it cancels the
/// touches of the views under it, as UIKit's does (a button under a context-menu press is not
/// tapped).
final class MenuPressRecognizer: UILongPressGestureRecognizer {
    /// Opens the menu at the recognizer's view and returns its session, or nil when there is none.
    var opener: @MainActor (MenuPressRecognizer) -> MenuSession?
    /// The session the press opened.
    private(set) weak var session: MenuSession?
    /// Whether the press waits for its control's touch-down instead of a timer (a menu shown as
    /// the control's primary action).
    var beginsAtControlTouchDown = false
    /// The turn scheduled by the control's touch-down. `reset()` leaves it alone: a quick tap
    /// that a scroll view delivers late ends the press before the control's touch-down.
    private var touchDownTurn: ScheduledTimer?

    init(duration: TimeInterval, open: @escaping @MainActor (MenuPressRecognizer) -> MenuSession?) {
        opener = open
        super.init(target: nil, action: nil)
        minimumPressDuration = duration
        delaysTouchesEnded = false
        addTarget(handler: { recognizer in (recognizer as? MenuPressRecognizer)?.stateChanged() },
                  actionName: "_handleMenuPress:")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !beginsAtControlTouchDown else { return }
        super.touchesBegan(touches, with: event)
    }

    /// The control sent its touch-down for `touch`: on the clock's next turn the press begins
    /// (opening the menu and taking the finger), or, when the finger has already lifted (a
    /// scroll view delivered a quick tap late), the menu opens with no finger to follow.
    func controlTouchedDown(_ touch: UITouch) {
        guard beginsAtControlTouchDown, let clock else { return }
        touchDownTurn?.cancel()
        touchDownTurn = clock.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.touchDownTurn = nil
            switch touch.phase {
            case .cancelled:
                return
            case .ended:
                self.session = self.opener(self)
            default:
                // A finger still down that the press does not follow (another recognizer took
                // it) opens nothing.
                if self.state == .possible, self.trackedTouches.contains(where: { $0 === touch }) {
                    self.state = .began
                }
            }
        }
    }

    private func stateChanged() {
        guard let window = view?.window else { return }
        let point = location(in: window)
        switch state {
        case .began: session = opener(self)
        case .changed: session?.track(session.map { window.convert(point, to: $0.container) } ?? point)
        case .ended: session?.release(at: session.map { window.convert(point, to: $0.container) } ?? point)
        case .cancelled: session?.fingerCancelled()
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
