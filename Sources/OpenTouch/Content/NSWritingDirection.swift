import Foundation

/// The direction text is written in, with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable, Hashable {
    /// The direction of the text's script (left to right in OpenTouch, which lays no bidirectional text out).
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left; kept, while lines are still measured left to right.
    case rightToLeft = 1
}
