import Foundation

/// The style of the status bar's content (UIKit's raw values). OpenTouch draws no status bar:
/// controllers state a preference that nothing reads.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is hidden or shown (UIKit's raw values).
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}
