import Foundation

/// A conflict ``SceneLinter`` found in a scene file, with where it is and how to fix it.
public struct LintFinding: Sendable, Equatable, CustomStringConvertible {
    /// How bad a finding is.
    public enum Severity: String, Sendable {
        /// The scene cannot work as written (`opentouch lint` exits with status 1).
        case error
        /// The scene works, but probably not as meant.
        case warning
    }

    /// The kinds of conflict, by their names in lint output.
    public enum Rule: String, Sendable, CaseIterable {
        /// A single tap and a double tap see the same touches and the single tap does not wait.
        case tapBesideDoubleTap = "tap-beside-double-tap"
        /// A tap recognizer on a control's superview chain.
        case tapOverControl = "tap-over-control"
        /// A pan (or swipe) inside a scroll view that scrolls along the same axis.
        case panInScrollView = "pan-in-scroll-view"
        /// Recognizers that require each other to fail.
        case failureCycle = "failure-cycle"
        /// A control or a view with recognizers under 44 pt.
        case tooSmall = "too-small"
        /// A view covered by a later sibling that takes its touches.
        case covered = "covered"
    }

    /// How bad it is.
    public var severity: Severity
    /// Which conflict it is.
    public var rule: Rule
    /// Where it is in the file.
    public var location: SceneLocation
    /// What is wrong.
    public var message: String
    /// A one-line fix.
    public var fix: String

    /// `line 12: warning: message [rule]` and, on the next line, `  fix: …`.
    public var description: String {
        "line \(location.line): \(severity.rawValue): \(message) [\(rule.rawValue)]\n  fix: \(fix)"
    }
}
