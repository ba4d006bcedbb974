import Foundation

/// The system transition of a presentation (UIKit's raw values).
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
    /// The presented view slides up from the bottom (the default).
    case coverVertical = 0
    /// A horizontal flip.
    case flipHorizontal = 1
    /// A cross-dissolve.
    case crossDissolve = 2
    /// A page curl.
    case partialCurl = 3
}
