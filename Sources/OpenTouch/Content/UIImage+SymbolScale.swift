import Foundation

extension UIImage {
    /// The size of a symbol image relative to the text it sits with, with UIKit's raw values.
    ///
    /// OpenTouch draws no symbols; it sizes them: small is 0.8 and large 1.3 of medium
    /// (``ViewConstants/symbolSmallScale``, ``ViewConstants/symbolLargeScale``).
    public enum SymbolScale: Int, Sendable, Hashable {
        /// The context's default: medium.
        case `default` = -1
        /// Not specified: medium.
        case unspecified = 0
        /// Smaller than the text.
        case small = 1
        /// Matching the text.
        case medium = 2
        /// Larger than the text.
        case large = 3

        /// The size relative to medium.
        var factor: CGFloat {
            switch self {
            case .small: ViewConstants.symbolSmallScale
            case .large: ViewConstants.symbolLargeScale
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
