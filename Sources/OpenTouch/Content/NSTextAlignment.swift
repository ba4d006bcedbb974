import Foundation

/// How lines of text line up horizontally, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Along the left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Both edges; OpenTouch places justified lines as left-aligned ones (their widths are not stretched).
    case justified = 3
    /// The script's natural edge: left, since OpenTouch lays text out left to right.
    case natural = 4
}
