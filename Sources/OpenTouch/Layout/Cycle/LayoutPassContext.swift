import Foundation
import Logging

/// What the running layout pass reports to: the trace of the window being laid out, and the
/// logger for diagnostics about views in no window.
@MainActor
enum LayoutPassContext {
    /// The trace hub of the window being laid out, when someone observes it.
    static var trace: TraceHub?
    /// Whether a layout run is under way (its rounds check the system guides before solving).
    static var isInPass = false
    /// Where layout diagnostics of views outside windows are logged.
    static let logger = Logger(label: "OpenTouch.Layout")
    /// How many views are marked with `setNeedsUpdateConstraints()`; the update pass walks a
    /// tree only while some are.
    static var pendingConstraintUpdates = 0
}
