import Foundation

/// Why a finder or a view-aimed action failed: thrown by every action of `TouchDriver`
/// that this library adds, so the test stops at the line that went wrong.
///
/// Its ``description`` is the whole explanation and starts with the call site, so whatever
/// prints it (a Swift Testing "Caught error", an XCTest "threw error", a script's stderr) points
/// at the line. Inside a test with the ``TouchTraceTrait`` (`.touchTrace`), the failure is
/// recorded as an issue at the call site instead, with the failure dumps attached.
public struct TouchTestFailure: Error, CustomStringConvertible {
    /// The call that failed, as written: `tap(identifier "like-1")`.
    public let action: String
    /// What went wrong and why, in one or more lines.
    public let reason: String
    /// Where the call was made.
    public let callSite: CallSite

    /// Creates a failure.
    public init(action: String, reason: String, callSite: CallSite) {
        self.action = action
        self.reason = reason
        self.callSite = callSite
    }

    /// The action and the reason, without the call site: `tap(identifier "like-1"): aimed at …`.
    public var message: String { "\(action): \(reason)" }

    /// `path:line: action: reason`.
    public var description: String { "\(callSite): \(message)" }
}
