import Foundation

/// How text that does not fit is wrapped or cut, with UIKit's raw values.
///
/// Labels and string drawing wrap lines at word boundaries in every mode but
/// ``byCharWrapping``; the mode then decides what happens to the last line that fits when more
/// text remains: truncation modes put an ellipsis (`…`) at its end, start or middle; the others
/// cut it at the edge.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrap at word boundaries (a word wider than the line is broken between characters).
    case byWordWrapping = 0
    /// Wrap between any two characters.
    case byCharWrapping = 1
    /// Cut the text at the edge.
    case byClipping = 2
    /// Show the end of the last line, with `…` in front.
    case byTruncatingHead = 3
    /// Show the start of the last line, with `…` after it.
    case byTruncatingTail = 4
    /// Show the start and end of the last line, with `…` in between.
    case byTruncatingMiddle = 5
}
