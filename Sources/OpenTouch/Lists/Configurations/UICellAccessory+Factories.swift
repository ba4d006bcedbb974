import Foundation

extension UICellAccessory {
    /// A chevron saying the row leads somewhere; trailing, always shown by default.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        .init(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
              width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A checkmark; trailing, always shown by default.
    public static func checkmark(displayed: DisplayedState = .always,
                                 options: CheckmarkOptions = .init()) -> UICellAccessory {
        .init(kind: .checkmark, displayed: displayed, isHidden: options.isHidden,
              width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A delete control (a red minus); leading, shown while editing by default. Without a
    /// handler, tapping it reveals the row's trailing swipe actions.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        .init(kind: .delete, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
              tint: options.tintColor, background: options.backgroundColor, handler: actionHandler)
    }
    /// An insert control (a green plus); leading, shown while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        .init(kind: .insert, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
              tint: options.tintColor, background: options.backgroundColor, handler: actionHandler)
    }
    /// A reorder control; trailing, shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing,
                               options: ReorderOptions = .init()) -> UICellAccessory {
        .init(kind: .reorder, displayed: displayed, isHidden: options.isHidden,
              width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A selection circle for multiple selection; leading, shown while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = .init()) -> UICellAccessory {
        .init(kind: .multiselect, displayed: displayed, isHidden: options.isHidden,
              width: options.reservedLayoutWidth, tint: options.tintColor, background: options.backgroundColor)
    }
    /// An outline disclosure triangle that expands or collapses the row's children; trailing,
    /// always shown by default. The handler replaces the default toggle.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        .init(kind: .outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
              width: options.reservedLayoutWidth, tint: options.tintColor, outlineStyle: options.style,
              handler: actionHandler)
    }
    /// A detail (info) button; trailing, always shown by default.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        .init(kind: .detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
              tint: options.tintColor, handler: actionHandler)
    }
    /// A text label; trailing, always shown by default.
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = .init()) -> UICellAccessory {
        .init(kind: .label, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
              tint: options.tintColor, text: text, font: options.font)
    }
    /// A custom view, on the edge and at the position its configuration gives.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return .init(kind: .customView, displayed: displayed, isHidden: configuration.isHidden,
                     width: configuration.reservedLayoutWidth, tint: configuration.tintColor, custom: configuration)
    }

    /// Whether the accessory sits on the leading edge: delete, insert and multiselect controls
    /// and custom views placed `.leading`; every other kind is trailing.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: return true
        case .customView:
            if case .leading = customViewConfiguration?.placement { return true }
            return false
        default: return false
        }
    }
}
