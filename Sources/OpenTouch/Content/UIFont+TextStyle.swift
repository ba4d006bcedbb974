import Foundation

extension UIFont {
    /// A Dynamic Type text style, with UIKit's raw values (`UICTFontTextStyleBody`…).
    ///
    /// Point sizes follow iOS's Dynamic Type table for each ``UIContentSizeCategory`` (measured on
    /// iOS 13.3; unchanged since): at the default Large size, large title 34, title 1 28, title 2
    /// 22, title 3 20, headline 17 semibold, subheadline 15, body 17, callout 16, footnote 13,
    /// caption 1 12 and caption 2 11 points.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw name.
        public let rawValue: String
        /// Creates a text style from its raw name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The large title of a navigation bar (34 pt at Large).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title (28 pt at Large).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title (22 pt at Large).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title (20 pt at Large).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings (17 pt semibold at Large).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings (15 pt at Large).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text (17 pt at Large).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts (16 pt at Large).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes (13 pt at Large).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions (12 pt at Large).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions (11 pt at Large).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Point sizes from extra small to accessibility XXXL, in ``UIContentSizeCategory`` order.
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]   // body, and unknown styles
            }
        }

        /// The style's weight: semibold for headlines, regular otherwise.
        var weight: Weight { self == .headline ? .semibold : .regular }

        /// The style's point size in `category` (Large when unspecified).
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let order: [UIContentSizeCategory] = [
                .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
            ]
            return sizes[order.firstIndex(of: category) ?? 3]
        }

        /// The content size category `traitCollection` asks for: its own, else the current
        /// collection's, else Large.
        static func category(in traitCollection: UITraitCollection?) -> UIContentSizeCategory {
            if let category = traitCollection?.preferredContentSizeCategory, category != .unspecified { return category }
            let current = UITraitCollection.current.preferredContentSizeCategory
            return current == .unspecified ? .large : current
        }
    }
}
