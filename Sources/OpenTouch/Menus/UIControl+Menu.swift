import Foundation

/// A control's menu settings, and the recognizer that opens its menu.
@MainActor
struct ControlMenuStorage {
    var menu: UIMenu?
    var showsMenuAsPrimaryAction = false
    var press: MenuPressRecognizer?
    var preferredElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
}

extension UIControl {
    /// Whether a touch on the control opens its menu at once (the menu is the control's primary
    /// action); false by default, when a long press opens it.
    ///
    /// The menu opens on the clock's next turn after the control sends its touch-down (inside a
    /// scroll view that delays content touches, only once the touch reaches the control, so a
    /// drag that scrolls opens nothing): the control highlights
    /// (``UIControl/Event/touchDown``), then ``UIControl/Event/menuActionTriggered`` is sent as the
    /// menu appears and the control's touch is cancelled (``UIControl/Event/touchCancel``), as the
    /// press that opened the menu took it; no touch-up or primary action follows.
    /// The same finger can slide to a row and lift to choose it.
    public var showsMenuAsPrimaryAction: Bool {
        get { menuStorage.showsMenuAsPrimaryAction }
        set {
            menuStorage.showsMenuAsPrimaryAction = newValue
            updateMenuPress()
            (self as? UIButton)?.updatePopUpSelection()
        }
    }

    /// Adds, updates or removes the press that opens the menu.
    func updateMenuPress() {
        let wanted = menuStorage.menu != nil && (showsMenuAsPrimaryAction || isContextMenuInteractionEnabled)
        guard wanted else {
            if let press = menuStorage.press { removeGestureRecognizer(press) }
            menuStorage.press = nil
            return
        }
        let duration = showsMenuAsPrimaryAction ? 0 : MenuConstants.contextMenuPressDuration
        if let press = menuStorage.press {
            press.minimumPressDuration = duration
            press.beginsAtControlTouchDown = showsMenuAsPrimaryAction
            return
        }
        let press = MenuPressRecognizer(duration: duration) { [weak self] _ in self?.openMenu() }
        press.beginsAtControlTouchDown = showsMenuAsPrimaryAction
        menuStorage.press = press
        addGestureRecognizer(press)
    }

    /// The control sent its touch-down: a menu shown as the primary action opens on the next turn.
    func menuControlTouchedDown(_ touch: UITouch) {
        guard showsMenuAsPrimaryAction, menuStorage.menu != nil else { return }
        menuStorage.press?.controlTouchedDown(touch)
    }

    /// Whether the menu press may begin: only while the control is enabled and has a menu (a
    /// disabled control's menu does not open, and its press leaves the finger to others).
    func menuPressMayBegin(_ recognizer: UIGestureRecognizer) -> Bool? {
        guard recognizer === menuStorage.press else { return nil }
        return isEnabled && menuStorage.menu != nil
    }

    private func openMenu() -> MenuSession? {
        guard isEnabled, let menu = menuStorage.menu else { return nil }
        sendActions(for: .menuActionTriggered, with: nil)
        let session = presentMenu(menu, sender: self)
        if let button = self as? UIButton, button.isPopUp {
            session?.willPerform = { [weak button] element in button?.popUpChose(element) }
        }
        return session
    }
}

extension UIButton {
    /// The button's menu (iOS 14): a long press opens it, or a touch when
    /// ``UIControl/showsMenuAsPrimaryAction`` is true. Setting a menu turns on
    /// ``UIControl/isContextMenuInteractionEnabled``; setting nil turns it off.
    public var menu: UIMenu? {
        get { menuStorage.menu }
        set {
            menuStorage.menu = newValue
            isContextMenuInteractionEnabled = newValue != nil
            updateMenuPress()
            updatePopUpSelection()
        }
    }

    /// How the button's menu orders its elements (iOS 16); ``UIContextMenuConfiguration/ElementOrder/automatic``
    /// by default. Kept: OpenTouch's menus list their elements in the order given.
    public var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder {
        get { menuStorage.preferredElementOrder }
        set { menuStorage.preferredElementOrder = newValue }
    }
}
