import Foundation

/// One row of a shown menu, made from the menu's elements by ``MenuRow/rows(of:)``.
@MainActor
struct MenuRow {
    /// What the row shows and what choosing it does.
    enum Kind {
        /// An action or a command; choosing it performs it.
        case element(UIMenuElement)
        /// A submenu; choosing it opens it in place.
        case submenu(UIMenu)
        /// A deferred element still loading; it cannot be chosen.
        case loading(UIDeferredMenuElement)
        /// The title of an opened submenu; choosing it goes back to the parent.
        case back(UIMenu)
        /// The title of an inline submenu above its group, as UIKit shows it; it cannot be chosen.
        case header(UIMenu)
    }

    let kind: Kind
    /// The menu the row's element belongs to (for single selection).
    let parent: UIMenu
    /// Whether a group separator comes before the row.
    let startsGroup: Bool

    /// The title the row shows.
    var title: String {
        switch kind {
        case .element(let element): return element.title
        case .submenu(let menu), .back(let menu), .header(let menu): return menu.title
        case .loading: return MenuConstants.loadingTitle
        }
    }

    /// Whether a finger can highlight and choose the row.
    var isEnabled: Bool {
        switch kind {
        case .element(let element): return MenuElementTraits(element).isEnabled
        case .submenu, .back: return true
        case .loading, .header: return false
        }
    }

    /// Whether the row's title is red.
    var isDestructive: Bool {
        switch kind {
        case .element(let element): return MenuElementTraits(element).isDestructive
        case .submenu(let menu): return menu.options.contains(.destructive)
        case .loading, .back, .header: return false
        }
    }

    /// Whether the row shows a check mark.
    var isChecked: Bool {
        if case .element(let element) = kind { return MenuElementTraits(element).state == .on }
        return false
    }

    /// Whether the row is an inline group's title (small and grey).
    var isHeader: Bool {
        if case .header = kind { return true }
        return false
    }

    /// The rows of `menu`: inline submenus are flattened into groups (a titled one starts with
    /// its title), hidden elements left out,
    /// and a deferred element is its elements when `load` knows them, else a loading row.
    static func rows(of menu: UIMenu, load: (UIDeferredMenuElement) -> [UIMenuElement]?) -> [MenuRow] {
        var rows: [MenuRow] = []
        var pendingSeparator = false
        append(menu.children, of: menu, to: &rows, separator: &pendingSeparator, load: load)
        return rows
    }

    private static func append(_ elements: [UIMenuElement], of parent: UIMenu, to rows: inout [MenuRow],
                               separator: inout Bool, load: (UIDeferredMenuElement) -> [UIMenuElement]?) {
        for element in elements where !MenuElementTraits(element).isHidden {
            switch element {
            case let menu as UIMenu where menu.options.contains(.displayInline) || menu.options.contains(.displayAsPalette):
                separator = !rows.isEmpty
                if !menu.title.isEmpty {
                    rows.append(MenuRow(kind: .header(menu), parent: parent, startsGroup: take(&separator)))
                }
                append(menu.children, of: menu, to: &rows, separator: &separator, load: load)
                separator = true
            case let menu as UIMenu:
                rows.append(MenuRow(kind: .submenu(menu), parent: parent, startsGroup: take(&separator)))
            case let deferred as UIDeferredMenuElement:
                if let elements = load(deferred) {
                    append(elements, of: parent, to: &rows, separator: &separator, load: load)
                } else {
                    rows.append(MenuRow(kind: .loading(deferred), parent: parent, startsGroup: take(&separator)))
                }
            default:
                rows.append(MenuRow(kind: .element(element), parent: parent, startsGroup: take(&separator)))
            }
        }
    }

    private static func take(_ flag: inout Bool) -> Bool {
        defer { flag = false }
        return flag
    }
}
