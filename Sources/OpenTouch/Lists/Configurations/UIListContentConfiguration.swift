import Foundation

/// The content of a list row, header or footer — an image, a text and a secondary text — with
/// their styling, as UIKit's `UIListContentConfiguration`.
///
/// Get one from a style (``cell()``, ``subtitleCell()``, ``valueCell()``, ``groupedHeader()``…)
/// or from a cell's `defaultContentConfiguration()`, fill in the content, and give it to a cell's
/// `contentConfiguration` or to a ``UIListContentView``. ``updated(for:)`` applies the style's
/// colours for a state (a selected sidebar row shows white text) to every colour the app did not
/// set itself.
public struct UIListContentConfiguration: Hashable, @unchecked Sendable {
    /// The style a configuration was made from, which decides its state colours.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case sidebarHeader, header, footer
    }

    /// The style this configuration was made from.
    let style: Style

    /// The image; nil by default.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The primary text; nil by default. Setting it clears ``attributedText``.
    public var text: String? {
        get { storedText }
        set { storedText = newValue; storedAttributedText = nil }
    }
    /// The primary text with attributes; nil by default. Setting it clears ``text``.
    public var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set { storedAttributedText = newValue; storedText = nil }
    }
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// The secondary text; nil by default. Setting it clears ``secondaryAttributedText``.
    public var secondaryText: String? {
        get { storedSecondaryText }
        set { storedSecondaryText = newValue; storedSecondaryAttributedText = nil }
    }
    /// The secondary text with attributes; nil by default. Setting it clears ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString? {
        get { storedSecondaryAttributedText }
        set { storedSecondaryAttributedText = newValue; storedSecondaryText = nil }
    }
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the view keeps at least its superview's layout margins; `.both` by
    /// default. OpenTouch keeps the value; the content view always uses ``directionalLayoutMargins``.
    public var axesPreservingSuperviewLayoutMargins = UIAxis.both
    /// The space between the view's edges and its content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the texts sit side by side (the secondary text trailing) when they fit; true
    /// for ``valueCell()``, false otherwise.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat
    /// The space between side-by-side texts.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The space between stacked texts.
    public var textToSecondaryTextVerticalPadding: CGFloat

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var storedSecondaryText: String?
    private var storedSecondaryAttributedText: NSAttributedString?

    /// A configuration of `style` with its default fonts, colours and spacing.
    init(style: Style, text: TextProperties, secondaryText: TextProperties,
         margins: NSDirectionalEdgeInsets, sideBySide: Bool = false) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondaryText
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        imageToTextPadding = ListContentMetrics.imageToTextPadding
        textToSecondaryTextHorizontalPadding = ListContentMetrics.horizontalTextPadding
        textToSecondaryTextVerticalPadding = ListContentMetrics.verticalTextPadding
    }

    /// The text to show: the attributed text's characters or the text, with the transform.
    var displayedText: String? { (storedAttributedText?.string ?? storedText).map(textProperties.transformed) }
    /// The secondary text to show, with its transform.
    var displayedSecondaryText: String? {
        (storedSecondaryAttributedText?.string ?? storedSecondaryText).map(secondaryTextProperties.transformed)
    }
}

extension UIListContentConfiguration: UIContentConfiguration {
    /// A new ``UIListContentView`` showing this configuration.
    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration with the style's colours for `state` applied to the colours the app did
    /// not set: selected or highlighted sidebar rows show white text and image (on the tint-colour
    /// background of ``UIBackgroundConfiguration/listSidebarCell()``); other styles keep their
    /// colours, as the grey selection background leaves text readable. Disabled cells dim their
    /// text to `.secondaryLabel`/`.tertiaryLabel`.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        var copy = self
        let cellState = ListStateFlags(state)
        let defaults = Self.defaultColors(for: style)
        var primary = defaults.text, secondary = defaults.secondary, tint = defaults.image
        if cellState.isDisabled {
            primary = .secondaryLabel
            secondary = .tertiaryLabel
        }
        if style.isSidebar, cellState.isSelected || cellState.isHighlighted {
            primary = .white
            secondary = .white
            tint = .white
        }
        copy.textProperties.setDefaultColor(primary)
        copy.secondaryTextProperties.setDefaultColor(secondary)
        copy.imageProperties.setDefaultTintColor(tint)
        return copy
    }
}

extension UIListContentConfiguration.Style {
    /// Whether this is one of the sidebar styles, whose selected rows turn their content white.
    var isSidebar: Bool {
        switch self {
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
        default: false
        }
    }
}

/// The flags of any configuration state that list configurations read.
struct ListStateFlags {
    var isSelected = false
    var isHighlighted = false
    var isDisabled = false
    var isEditing = false

    /// The flags of `state` (a view or cell state; other states read as all false).
    init(_ state: UIConfigurationState) {
        if let cell = state as? UICellConfigurationState {
            isSelected = cell.isSelected
            isHighlighted = cell.isHighlighted
            isDisabled = cell.isDisabled
            isEditing = cell.isEditing
        } else if let view = state as? UIViewConfigurationState {
            isSelected = view.isSelected
            isHighlighted = view.isHighlighted
            isDisabled = view.isDisabled
        }
    }
}
