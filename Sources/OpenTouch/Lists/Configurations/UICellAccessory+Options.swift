import Foundation

extension UICellAccessory {
    /// Options of a disclosure indicator, checkmark, reorder control or detail button.
    public struct DisclosureIndicatorOptions: @unchecked Sendable {
        /// Whether it is hidden while keeping its place; nil is false.
        public var isHidden: Bool?
        /// Its layout width; nil is `.standard`.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint; nil inherits.
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    /// Options of a checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of a detail button.
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// Options of a reorder control.
    public struct ReorderOptions: @unchecked Sendable {
        /// Whether it is hidden while keeping its place; nil is false.
        public var isHidden: Bool?
        /// Its layout width; nil is `.standard`.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint; nil inherits.
        public var tintColor: UIColor?
        /// Whether a separator line shows before it; true by default. Kept only.
        public var showsVerticalSeparator: Bool
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of a delete, insert or multiselect control.
    public struct DeleteOptions: @unchecked Sendable {
        /// Whether it is hidden while keeping its place; nil is false.
        public var isHidden: Bool?
        /// Its layout width; nil is `.standard`.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint; nil inherits.
        public var tintColor: UIColor?
        /// Its fill; nil is the system colour (red for delete, green for insert).
        public var backgroundColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    /// Options of an insert control.
    public typealias InsertOptions = DeleteOptions
    /// Options of a multiselect control.
    public typealias MultiselectOptions = DeleteOptions

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions: @unchecked Sendable {
        /// The style; `.automatic` by default.
        public var style: OutlineDisclosureStyle
        /// Whether it is hidden while keeping its place; nil is false.
        public var isHidden: Bool?
        /// Its layout width; nil is `.standard`.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint; nil inherits.
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a label accessory.
    public struct LabelOptions: @unchecked Sendable {
        /// Whether it is hidden while keeping its place; nil is false.
        public var isHidden: Bool?
        /// Its layout width; nil is `.standard`.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its text colour; nil is `.secondaryLabel`.
        public var tintColor: UIColor?
        /// Its font; nil is the body font.
        public var font: UIFont?
        /// Whether the font follows the content size category; true by default. Kept only.
        public var adjustsFontForContentSizeCategory: Bool
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A custom view accessory: the view, where it goes and how it is sized.
    public struct CustomViewConfiguration: @unchecked Sendable {
        /// The view shown.
        public var customView: UIView
        /// Its edge, displayed state and position.
        public var placement: Placement
        /// Whether it is hidden while keeping its place.
        public var isHidden: Bool?
        /// Its layout width; nil is `.standard` (its own width).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint; nil inherits.
        public var tintColor: UIColor?
        /// Whether it keeps its own size (true) or takes the row's height (false).
        public var maintainsFixedSize: Bool?
        /// A configuration with the given values.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
