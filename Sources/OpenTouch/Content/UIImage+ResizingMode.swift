import Foundation

extension UIImage {
    /// How the inside of a resizable image (between its cap insets) fills a larger size, with
    /// UIKit's raw values.
    public enum ResizingMode: Int, Sendable, Hashable {
        /// The interior repeats (the default).
        case tile = 0
        /// The interior stretches.
        case stretch = 1
    }
}
