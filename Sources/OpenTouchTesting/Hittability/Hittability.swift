import Foundation

/// Whether a finger aimed at a view would reach it, and if not, why: what
/// `TouchDriver.hittability(of:at:)` answers and every view-aimed action checks first.
@preconcurrency @MainActor
public enum Hittability: @preconcurrency CustomStringConvertible {
    /// Hit testing at `point` (screen points) reaches the view or one of its subviews.
    case hittable(target: UIView, at: CGPoint)
    /// The view is not in a window, or its window is not shown.
    case notInVisibleWindow(target: UIView, reason: String)
    /// The view or an ancestor is hidden or fully transparent.
    case notShown(target: UIView, reason: String)
    /// The aimed point is outside the window; `reason` names the scroll view that could bring it in.
    case offScreen(target: UIView, at: CGPoint, reason: String)
    /// Hit testing at `point` chose `hit` (or nothing), not the view; `reason` says why.
    case blocked(target: UIView, at: CGPoint, hit: UIView?, reason: String)

    /// Whether a finger aimed at the view reaches it.
    public var isHittable: Bool {
        if case .hittable = self { return true }
        return false
    }

    /// The view aimed at.
    public var target: UIView {
        switch self {
        case .hittable(let target, _), .notInVisibleWindow(let target, _), .notShown(let target, _),
             .offScreen(let target, _, _), .blocked(let target, _, _, _):
            return target
        }
    }

    /// One sentence: `aimed at UIButton#like-1 at (322, 140); hit testing chose …, which covers it: …`.
    public var description: String {
        let name = TraceName(target).short
        switch self {
        case .hittable(_, let point):
            return "aimed at \(name) at \(TouchDriver.format(point)); hit testing reaches it"
        case .notInVisibleWindow(_, let reason), .notShown(_, let reason):
            return "\(name) (\(TraceName(target).path)) cannot be touched: \(reason)"
        case .offScreen(_, let point, let reason), .blocked(_, let point, _, let reason):
            return "aimed at \(name) at \(TouchDriver.format(point)); \(reason)"
        }
    }
}
