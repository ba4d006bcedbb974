import Foundation

extension UIImage {
    /// How an image's pixels are turned for display, with UIKit's raw values. A left or right
    /// orientation swaps the image's width and height.
    public enum Orientation: Int, Sendable, Hashable {
        /// As stored (the default).
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counterclockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Turned 180° and flipped horizontally.
        case downMirrored = 5
        /// Turned 90° and flipped.
        case leftMirrored = 6
        /// Turned 90° the other way and flipped.
        case rightMirrored = 7

        /// Whether the orientation swaps width and height.
        var isQuarterTurn: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }

        /// The orientation of the same image flipped horizontally on screen.
        var horizontallyFlipped: Orientation {
            switch self {
            case .up: .upMirrored
            case .upMirrored: .up
            case .down: .downMirrored
            case .downMirrored: .down
            case .left: .rightMirrored
            case .rightMirrored: .left
            case .right: .leftMirrored
            case .leftMirrored: .right
            }
        }
    }
}
