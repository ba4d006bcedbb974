import Foundation

/// A menu: a titled group of elements (actions, commands, submenus, deferred elements), shown by
/// a button (``UIButton/menu``), a context menu (``UIContextMenuInteraction``), an edit menu
/// (``UIEditMenuInteraction``) or a bar button item.
///
/// Menus are immutable: ``replacingChildren(_:)`` makes a copy with other children.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// A name for a menu, as UIKit's system menus have.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String

        /// Creates an identifier from its text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from its text.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The application's main menu.
        public static let application = Identifier("com.apple.menu.application")
        /// The File menu.
        public static let file = Identifier("com.apple.menu.file")
        /// The Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The standard edit actions (cut, copy, paste, delete, select, select all).
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        /// The View menu.
        public static let view = Identifier("com.apple.menu.view")
        /// The Share menu.
        public static let share = Identifier("com.apple.menu.share")
        /// The root of the main menu.
        public static let root = Identifier("com.apple.menu.root")
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The option bits (UIKit's raw values).
        public let rawValue: UInt

        /// Creates options from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The children show inline in the parent menu, set off by separators, instead of as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title shows in red, as a destructive element's.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action turns it on and its siblings off (one selected child at a time).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of small items; OpenTouch shows them inline.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the menu's children are drawn.
    public enum ElementSize: Int, Sendable, Hashable {
        /// Small: icons in a row.
        case small = 0
        /// Medium: icons and titles in a row.
        case medium = 1
        /// Large: one row per element (the default look).
        case large = 2
        /// The system's choice.
        case automatic = -1
    }

    /// The menu's identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The menu's elements, in order.
    public let children: [UIMenuElement]
    /// How large the children are drawn; ``ElementSize/automatic`` by default. Kept: OpenTouch
    /// draws every child as a row.
    public var preferredElementSize: ElementSize = .automatic

    /// Creates a menu. Every argument is optional, as in UIKit.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic,
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu (title, image, identifier, options) with `newChildren`.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions and commands whose state is ``UIMenuElement/State/on``, in this menu and its
    /// inline submenus, in order.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.options.contains(.displayInline) ? menu.selectedElements : [] }
            return MenuElementTraits(child).state == .on ? [child] : []
        }
    }
}
