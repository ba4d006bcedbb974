import Foundation

/// A pop-up button (iOS 15): a button with a ``UIButton/menu`` shown as its primary action and
/// ``UIButton/changesSelectionAsPrimaryAction`` set. Its menu's actions, inline submenus
/// included, form one single selection: the first action is selected when none is on, choosing
/// an action turns it on and the others off before its handler runs, and the selected action's
/// title is the button's normal title.
extension UIButton {
    /// Whether the button is a pop-up button.
    var isPopUp: Bool {
        changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil
    }

    /// Makes sure one action is selected and shows its title (when the button is a pop-up button).
    func updatePopUpSelection() {
        guard isPopUp, let menu else { return }
        let actions = Self.selectableElements(of: menu)
        guard let chosen = actions.first(where: { MenuElementTraits($0).state == .on }) ?? actions.first else { return }
        select(chosen, among: actions)
    }

    /// The user chose `element` in the pop-up menu.
    func popUpChose(_ element: UIMenuElement) {
        guard isPopUp, let menu else { return }
        select(element, among: Self.selectableElements(of: menu))
    }

    private func select(_ element: UIMenuElement, among actions: [UIMenuElement]) {
        for action in actions { MenuElementTraits(action).setState(action === element ? .on : .off) }
        setTitle(element.title, for: .normal)
    }

    /// The actions and commands of `menu` and of its submenus, in menu order.
    private static func selectableElements(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { child -> [UIMenuElement] in
            switch child {
            case let submenu as UIMenu: return selectableElements(of: submenu)
            case is UIAction, is UICommand: return [child]
            default: return []
            }
        }
    }
}
