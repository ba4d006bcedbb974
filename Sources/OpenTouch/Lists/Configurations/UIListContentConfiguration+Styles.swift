import Foundation

/// OpenTouch's spacing for list content. UIKit does not document its values; these are
/// OpenTouch's choices, close to an iPhone list in the default text size.
enum ListContentMetrics {
    /// The margins of a row: 11 points above and below, 16 at the sides.
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The margins of a header or footer: 8 points above and below, 16 at the sides.
    static let headerMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    /// The margins of a sidebar row: 8 points above and below, 12 at the sides.
    static let sidebarMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    /// The space between the image and the texts: 16 points.
    static let imageToTextPadding: CGFloat = 16
    /// The space between side-by-side texts: 8 points.
    static let horizontalTextPadding: CGFloat = 8
    /// The space between stacked texts: 3 points.
    static let verticalTextPadding: CGFloat = 3
    /// The standard image size a ``UIListContentConfiguration/ImageProperties/standardDimension``
    /// reserves: 29 points.
    static let standardImageDimension: CGFloat = 29
}

extension UIListContentConfiguration {
    /// A row: body text, with subheadline secondary text below it.
    public static func cell() -> UIListContentConfiguration {
        row(.cell, secondaryFont: .preferredFont(forTextStyle: .subheadline))
    }
    /// A row with a subtitle: body text over subheadline secondary text.
    public static func subtitleCell() -> UIListContentConfiguration {
        row(.subtitleCell, secondaryFont: .preferredFont(forTextStyle: .subheadline))
    }
    /// A row with a value: body text and secondary body text side by side, the value trailing.
    public static func valueCell() -> UIListContentConfiguration {
        var config = row(.valueCell, secondaryFont: .preferredFont(forTextStyle: .body))
        config.prefersSideBySideTextAndSecondaryText = true
        return config
    }
    /// A plain list's section header: bold headline text.
    public static func plainHeader() -> UIListContentConfiguration {
        headerFooter(.plainHeader, font: .preferredFont(forTextStyle: .headline))
    }
    /// A plain list's section footer: footnote text.
    public static func plainFooter() -> UIListContentConfiguration {
        headerFooter(.plainFooter, font: .preferredFont(forTextStyle: .footnote))
    }
    /// A grouped list's section header: footnote text in `.secondaryLabel`.
    public static func groupedHeader() -> UIListContentConfiguration {
        headerFooter(.groupedHeader, font: .preferredFont(forTextStyle: .footnote))
    }
    /// A grouped list's section footer: footnote text in `.secondaryLabel`.
    public static func groupedFooter() -> UIListContentConfiguration {
        headerFooter(.groupedFooter, font: .preferredFont(forTextStyle: .footnote))
    }
    /// A prominent inset-grouped header: bold 20-point text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        headerFooter(.prominentInsetGroupedHeader, font: .systemFont(ofSize: 20, weight: .bold))
    }
    /// An extra-prominent inset-grouped header: bold 22-point text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        headerFooter(.extraProminentInsetGroupedHeader, font: .systemFont(ofSize: 22, weight: .bold))
    }
    /// A header that takes the style of its list (OpenTouch: a plain header).
    public static func header() -> UIListContentConfiguration {
        headerFooter(.header, font: .preferredFont(forTextStyle: .headline))
    }
    /// A footer that takes the style of its list (OpenTouch: a plain footer).
    public static func footer() -> UIListContentConfiguration {
        headerFooter(.footer, font: .preferredFont(forTextStyle: .footnote))
    }
    /// A sidebar row: body text; selected, its text and image turn white.
    public static func sidebarCell() -> UIListContentConfiguration {
        sidebar(.sidebarCell)
    }
    /// A sidebar row with a subtitle under the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        sidebar(.sidebarSubtitleCell)
    }
    /// A row of a sidebar shown beside other content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        sidebar(.accompaniedSidebarCell)
    }
    /// A row with a subtitle in a sidebar shown beside other content.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        sidebar(.accompaniedSidebarSubtitleCell)
    }
    /// A sidebar section header: bold subheadline text in `.secondaryLabel`.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var config = headerFooter(.sidebarHeader, font: .systemFont(ofSize: 15, weight: .semibold))
        config.directionalLayoutMargins = ListContentMetrics.sidebarMargins
        return config
    }

    /// The default colours of `style`'s text, secondary text and image tint.
    static func defaultColors(for style: Style) -> (text: UIColor, secondary: UIColor, image: UIColor?) {
        switch style {
        case .groupedHeader, .groupedFooter, .plainFooter, .footer, .sidebarHeader:
            (.secondaryLabel, .secondaryLabel, nil)
        default:
            (.label, .secondaryLabel, nil)
        }
    }

    /// A row of `style` with body text and `secondaryFont` secondary text.
    private static func row(_ style: Style, secondaryFont: UIFont) -> UIListContentConfiguration {
        let colors = defaultColors(for: style)
        var config = UIListContentConfiguration(
            style: style,
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: colors.text),
            secondaryText: TextProperties(font: secondaryFont, color: colors.secondary),
            margins: ListContentMetrics.cellMargins)
        config.imageProperties.reservedLayoutSize = CGSize(width: ImageProperties.standardDimension, height: 0)
        return config
    }

    /// A header or footer of `style` in `font`.
    private static func headerFooter(_ style: Style, font: UIFont) -> UIListContentConfiguration {
        let colors = defaultColors(for: style)
        return UIListContentConfiguration(
            style: style, text: TextProperties(font: font, color: colors.text),
            secondaryText: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: colors.secondary),
            margins: ListContentMetrics.headerMargins)
    }

    /// A sidebar row of `style`.
    private static func sidebar(_ style: Style) -> UIListContentConfiguration {
        var config = row(style, secondaryFont: .preferredFont(forTextStyle: .subheadline))
        config.directionalLayoutMargins = ListContentMetrics.sidebarMargins
        return config
    }
}
