import Foundation

/// One of the two hit tests OpenTouch runs for each new touch, as UIKit does.
///
/// UIKit calls `hitTest(_:with:)` (and so `point(inside:with:)`) twice for every new touch, both
/// times from the window down, before any `touchesBegan`; moves and lifts are not hit-tested.
/// Apple does not say why. OpenTouch's choice, described in <doc:DeliveryPipeline>:
/// the first pass finds the window that takes the touch, the second pass asks that window
/// again, and its answer becomes the touch's ``UITouch/view``.
public enum HitTestPass: Int, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// The first pass: the windows are asked front to back until one returns a view.
    case first = 1
    /// The second pass, on the window the first pass found: its answer decides the touch's view.
    case second = 2

    /// Whether this pass's answer becomes the touch's view.
    public var decidesTheTouchsView: Bool { self == .second }

    /// `pass 1 of 2 (finds the window)` or `pass 2 of 2 (decides the touch's view)`.
    public var description: String {
        switch self {
        case .first: "pass 1 of 2 (finds the window)"
        case .second: "pass 2 of 2 (decides the touch's view)"
        }
    }
}
