import Foundation

/// A control's menu settings, and the recognizer that opens its menu.
@MainActor
struct ControlMenuStorage {
    var menu: UIMenu?
    var showsMenuAsPrimaryAction = false
    var press: MenuPressRecognizer?
}

extension UIControl {
    /// Whether a touch on the control opens its menu at once (the menu is the control's primary
    /// action); false by default, when a long press opens it.
    ///
    /// The menu opens on the clock's next turn after the touch-down: the control highlights,
    /// then its touch is cancelled (``UIControl/Event/touchCancel``) as the menu appears and
    /// ``UIControl/Event/menuActionTriggered`` is sent; no touch-up or primary action follows.
    /// The same finger can slide to a row and lift to choose it.
    public var showsMenuAsPrimaryAction: Bool {
        get { menuStorage.showsMenuAsPrimaryAction }
        set {
            menuStorage.showsMenuAsPrimaryAction = newValue
            updateMenuPress()
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
            return
        }
        let press = MenuPressRecognizer(duration: duration) { [weak self] _ in self?.openMenu() }
        menuStorage.press = press
        addGestureRecognizer(press)
    }

    private func openMenu() -> MenuSession? {
        guard isEnabled, let menu = menuStorage.menu else { return nil }
        sendActions(for: .menuActionTriggered, with: nil)
        return presentMenu(menu, sender: self)
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
        }
    }
}
