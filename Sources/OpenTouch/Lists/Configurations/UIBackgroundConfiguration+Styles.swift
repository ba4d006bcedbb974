import Foundation

extension UIBackgroundConfiguration {
    /// No background: a clear fill that states do not change.
    public static func clear() -> UIBackgroundConfiguration { .init(style: .clear, color: .clear) }
    /// A plain list's row: `.systemBackground`, grey when highlighted or selected.
    public static func listPlainCell() -> UIBackgroundConfiguration { make(.plainCell) }
    /// A grouped list's row: `.secondarySystemGroupedBackground`, grey when highlighted or selected.
    public static func listGroupedCell() -> UIBackgroundConfiguration { make(.groupedCell) }
    /// A sidebar row: clear with 10-point corners and 10-point side insets; the tint colour when
    /// highlighted or selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var config = make(.sidebarCell)
        config.cornerRadius = ListBackgroundMetrics.sidebarCornerRadius
        config.backgroundInsets = ListBackgroundMetrics.sidebarInsets
        return config
    }
    /// A row of a sidebar shown beside other content: clear, grey when highlighted or selected,
    /// with the sidebar's corners and insets.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        var config = make(.accompaniedSidebarCell)
        config.cornerRadius = ListBackgroundMetrics.sidebarCornerRadius
        config.backgroundInsets = ListBackgroundMetrics.sidebarInsets
        return config
    }
    /// A plain list's header or footer: `.systemBackground`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { make(.plainHeaderFooter) }
    /// A grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { make(.groupedHeaderFooter) }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { make(.sidebarHeader) }
    /// A row that takes the style of its list (OpenTouch: a plain list's row).
    public static func listCell() -> UIBackgroundConfiguration { make(.plainCell) }
    /// A header that takes the style of its list (OpenTouch: a plain list's header).
    public static func listHeader() -> UIBackgroundConfiguration { make(.plainHeaderFooter) }
    /// A footer that takes the style of its list (OpenTouch: a plain list's footer).
    public static func listFooter() -> UIBackgroundConfiguration { make(.plainHeaderFooter) }

    /// A configuration of `style` in its normal colour.
    private static func make(_ style: Style) -> UIBackgroundConfiguration {
        .init(style: style, color: normalColor(for: style))
    }

    /// The fill of `style` when neither highlighted nor selected.
    static func normalColor(for style: Style) -> UIColor {
        switch style {
        case .plainCell, .plainHeaderFooter: .systemBackground
        case .groupedCell: .secondarySystemGroupedBackground
        case .clear, .sidebarCell, .accompaniedSidebarCell, .groupedHeaderFooter, .sidebarHeader: .clear
        }
    }

    /// The fill of `style` when highlighted or selected; nil is the tint colour.
    static func selectionColor(for style: Style) -> UIColor? {
        switch style {
        case .plainCell, .groupedCell, .accompaniedSidebarCell: ListBackgroundMetrics.selectionColor
        case .sidebarCell: nil
        case .clear, .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader: normalColor(for: style)
        }
    }
}

/// OpenTouch's values for list backgrounds; UIKit does not document them.
enum ListBackgroundMetrics {
    /// The fill of a highlighted or selected row: light grey `rgb(209, 209, 214)`, dark
    /// `rgb(58, 58, 60)` (the values of iOS's `systemGray4`).
    static let selectionColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 58 / 255, green: 58 / 255, blue: 60 / 255, alpha: 1)
            : UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    })
    /// The corner radius of a sidebar row's background: 10 points.
    static let sidebarCornerRadius: CGFloat = 10
    /// The insets of a sidebar row's background: 10 points at the sides.
    static let sidebarInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
}
