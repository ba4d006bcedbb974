import Foundation

extension UIFont {
    /// A font's weight, as UIKit's `UIFont.Weight`: a number from −1 (thinnest) to 1 (heaviest)
    /// with UIKit's raw values for the named weights.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight as a number; 0 is regular.
        public var rawValue: CGFloat

        /// Creates a weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light (−0.8).
        public static let ultraLight = Weight(-0.8)
        /// Thin (−0.6).
        public static let thin = Weight(-0.6)
        /// Light (−0.4).
        public static let light = Weight(-0.4)
        /// Regular (0).
        public static let regular = Weight(0)
        /// Medium (0.23).
        public static let medium = Weight(0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(0.3)
        /// Bold (0.4).
        public static let bold = Weight(0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(0.56)
        /// Black (0.62).
        public static let black = Weight(0.62)

        /// Orders weights from thinnest to heaviest.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The named weights, thinnest first, with the names the system font's faces use.
        static let named: [(weight: Weight, name: String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        /// The named weight nearest to this one (the lighter on a tie), as CoreText picks a face.
        var nearestNamed: (weight: Weight, name: String) {
            var best = Weight.named[3]
            for candidate in Weight.named
            where abs(candidate.weight.rawValue - rawValue) < abs(best.weight.rawValue - rawValue) {
                best = candidate
            }
            return best
        }

        /// The weight with a non-finite raw value replaced by regular and the rest clamped to −1…1.
        var sanitized: Weight {
            rawValue.isFinite ? Weight(min(max(rawValue, -1), 1)) : .regular
        }
    }
}
