import Foundation
import OpenTouch

/// The baseline: the seeds' hit-test pseudocode written the way a straightforward
/// implementation would, in a plain final class with no OpenTouch code involved.
///
/// ```
/// hitTest(point):
///     if !userInteractionEnabled || hidden || alpha <= 0.01: return nil
///     if !pointInside(point): return nil
///     for child in subviews, last to first:
///         childPoint = child.convertFromSuperview(point)
///         if let hit = child.hitTest(childPoint): return hit
///     return self
/// ```
///
/// Each child converts the point from its parent directly: minus its frame origin, plus its
/// bounds origin, or through its inverted transform about its centre when it has one. Methods
/// are final (statically dispatched) and nothing is overridable, which is what makes it a floor
/// for OpenTouch, whose `hitTest` and `point(inside:)` must be open for subclasses to override.
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
    /// Applied about the view's centre; identity in every benchmark tree.
    var transform = CGAffineTransform.identity {
        didSet { hasIdentityTransform = transform.isIdentity }
    }
    /// Cached so the common case costs one flag test per conversion, as in OpenTouch.
    private(set) var hasIdentityTransform = true
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
            let childPoint = child.convertFromSuperview(point)
            if let hit = child.hitTest(childPoint) { return hit }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, lies in the bounds.
    func pointInside(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// Converts `point` from the superview's bounds coordinates to this view's.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        if hasIdentityTransform {
            return CGPoint(x: point.x - frame.origin.x + bounds.origin.x,
                           y: point.y - frame.origin.y + bounds.origin.y)
        }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let local = CGPoint(x: point.x - centre.x, y: point.y - centre.y).applying(transform.inverted())
        return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }
}
