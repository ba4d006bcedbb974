import Foundation

/// An accessory of a list cell — a disclosure indicator, a checkmark, an editing control, a label
/// or a custom view — as UIKit's `UICellAccessory`: a value saying what to show, when and where.
public struct UICellAccessory: @unchecked Sendable {
    /// When an accessory shows, relative to the list's editing mode.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always
        /// Only while the list is editing.
        case whenEditing
        /// Only while the list is not editing.
        case whenNotEditing
    }

    /// The width an accessory takes in the layout.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for accessories of its kind (OpenTouch: 44 points for
        /// editing controls, the actual width otherwise).
        case standard
        /// A fixed width.
        case custom(CGFloat)
    }

    /// The style of an outline disclosure accessory.
    public enum OutlineDisclosureStyle: Int, Hashable, Sendable {
        /// A header style on a section's first row, a cell style otherwise.
        case automatic
        /// The header style: the whole row toggles expansion.
        case header
        /// The cell style: only the accessory toggles expansion.
        case cell
    }

    /// An index in a list of accessories.
    public typealias Position = Int
    /// A function choosing where a custom accessory goes among the others.
    public typealias PlacementPosition = ([UICellAccessory]) -> Position

    /// The edge a custom accessory sits on, when it shows and where among the others.
    public enum Placement {
        /// On the leading edge.
        case leading(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })
        /// On the trailing edge.
        case trailing(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })
    }

    /// A placement function that puts an accessory right after the first accessory of `kind`
    /// (or first when there is none).
    public static func position(after kind: Kind) -> PlacementPosition {
        { accessories in (accessories.firstIndex { $0.kind == kind }).map { $0 + 1 } ?? 0 }
    }

    /// A placement function that puts an accessory right before the first accessory of `kind`
    /// (or last when there is none).
    public static func position(before kind: Kind) -> PlacementPosition {
        { accessories in accessories.firstIndex { $0.kind == kind } ?? accessories.count }
    }

    /// What an accessory is (an OpenTouch name for the kinds UIKit's factory methods make).
    public enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect
        case outlineDisclosure, detail, label, customView, popUpMenu
    }

    /// What this accessory is.
    public let kind: Kind
    /// When it shows.
    public let displayedState: DisplayedState
    /// Whether it is hidden while still taking its place; false by default.
    public var isHidden: Bool
    /// The width it takes in the layout.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; nil inherits the cell's.
    public var tintColor: UIColor?
    /// The fill of an editing control (delete, insert, multiselect); nil for the system colour.
    public var backgroundColor: UIColor?
    /// The label accessory's text; nil for other kinds.
    public let text: String?
    /// The label accessory's font; nil for other kinds.
    public let font: UIFont?
    /// The custom view's configuration, for a custom view accessory.
    public let customViewConfiguration: CustomViewConfiguration?
    /// The outline disclosure's style.
    public let outlineStyle: OutlineDisclosureStyle
    /// Called when a delete, insert, detail or outline disclosure accessory is tapped.
    public let actionHandler: (@MainActor () -> Void)?

    /// Whether the accessory shows when the list is (or is not) `editing`.
    public func isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// An accessory of `kind` with the shared options.
    init(kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?,
         background: UIColor? = nil, text: String? = nil, font: UIFont? = nil,
         custom: CustomViewConfiguration? = nil, outlineStyle: OutlineDisclosureStyle = .automatic,
         handler: (@MainActor () -> Void)? = nil) {
        self.kind = kind
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
        backgroundColor = background
        self.text = text
        self.font = font
        customViewConfiguration = custom
        self.outlineStyle = outlineStyle
        actionHandler = handler
    }
}
