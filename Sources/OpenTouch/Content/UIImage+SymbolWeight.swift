import Foundation

extension UIImage {
    /// The stroke weight of a symbol image, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable, Hashable {
        /// Not specified: the text's weight, regular by default.
        case unspecified = 0
        /// Ultra light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9

        /// The font weight of the same name (regular when unspecified).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }
}
