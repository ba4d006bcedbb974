import Foundation

/// The naive baseline: a view that implements the seeds' hit-test pseudocode literally, with no
/// OpenTouch code involved.
///
/// ```
/// hitTest(point):
///     if !userInteractionEnabled || hidden || alpha <= 0.01: return nil
///     if !pointInside(point): return nil
///     for child in subviews, last to first:
///         childPoint = self.convert(point, to: child)
///         if let hit = child.hitTest(childPoint): return hit
///     return self
/// ```
///
/// The conversion is the general one, like UIKit's `convertPoint:toView:`: up from this view to
/// the root of the hierarchy, then down from the root to the target. It honours frame origins and
/// bounds origins (no transforms). Because each step of the hit test converts through the root, a
/// hit at depth *d* costs O(d²) frame steps; OpenTouch converts parent-to-child directly.
final class NaiveView {
    /// The view's index in the tree description it was built from.
    let id: Int
    /// The rectangle in the superview's bounds coordinates.
    var frame: CGRect
    /// The view's own coordinate space; its origin is what the top-left corner shows.
    var bounds: CGRect
    /// Hidden views are skipped by hit testing.
    var isHidden = false
    /// Views with interaction disabled are skipped by hit testing.
    var isUserInteractionEnabled = true
    /// Views at or below 0.01 are skipped by hit testing.
    var alpha: CGFloat = 1
    /// The subviews, back to front.
    private(set) var subviews: [NaiveView] = []
    /// The superview, or nil for a root.
    private(set) weak var superview: NaiveView?

    /// Creates a view with the given frame and a zero bounds origin.
    init(id: Int, frame: CGRect) {
        self.id = id
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// Appends `view` to the subviews (on top).
    func addSubview(_ view: NaiveView) {
        view.superview = self
        subviews.append(view)
    }

    /// The deepest view containing `point` (in this view's coordinates), per the pseudocode.
    func hitTest(_ point: CGPoint) -> NaiveView? {
        if !isUserInteractionEnabled || isHidden || alpha <= 0.01 { return nil }
        if !pointInside(point) { return nil }
        var index = subviews.count
        while index > 0 {
            index -= 1
            let child = subviews[index]
            let childPoint = convert(point, to: child)
            if let hit = child.hitTest(childPoint) { return hit }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, lies in the bounds.
    func pointInside(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// Converts `point` from this view's coordinates to `view`'s, through the root's space.
    func convert(_ point: CGPoint, to view: NaiveView) -> CGPoint {
        view.convertFromRoot(convertToRoot(point))
    }

    /// This view's point in the coordinates of its hierarchy's root's superview space.
    private func convertToRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: NaiveView? = self
        while let view = current {
            result.x += view.frame.origin.x - view.bounds.origin.x
            result.y += view.frame.origin.y - view.bounds.origin.y
            current = view.superview
        }
        return result
    }

    /// The inverse of ``convertToRoot(_:)``: from the root's superview space down to this view.
    private func convertFromRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        if let superview { result = superview.convertFromRoot(point) }
        result.x += bounds.origin.x - frame.origin.x
        result.y += bounds.origin.y - frame.origin.y
        return result
    }
}
