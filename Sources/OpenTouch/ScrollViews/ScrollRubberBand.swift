import Foundation

/// The rubber band past a scroll view's edges.
///
/// A drag that would take the offset `x` points past an edge moves it
/// `f(x) = (1 − 1/(x·c/d + 1))·d` points past it, with `c` = ``ScrollViewConstants/rubberBandCoefficient``
/// and `d` the view's size on that axis: 0.55 pt per point at first, never a whole view's size.
/// A drag that starts while the offset is already past an edge (say, during a bounce) starts from
/// `f⁻¹` of that distance, so the content does not jump.
enum ScrollRubberBand {
    /// `f(x)` for `x ≥ 0` past the edge and viewport size `dimension`.
    static func banded(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, distance > 0 else { return 0 }
        let c = ScrollViewConstants.rubberBandCoefficient
        return (1 - 1 / (distance * c / dimension + 1)) * dimension
    }

    /// `f⁻¹(y) = y·d/(c·(d − y))`, the finger distance that shows the content `y` past the edge.
    static func unbanded(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, distance > 0 else { return 0 }
        let c = ScrollViewConstants.rubberBandCoefficient
        let shown = min(distance, dimension * 0.999_999)
        return shown * dimension / (c * (dimension - shown))
    }

    /// Where an unconstrained offset `raw` shows the content on an axis with range `low…high`.
    static func offset(for raw: CGFloat, low: CGFloat, high: CGFloat, dimension: CGFloat, bounces: Bool) -> CGFloat {
        if raw < low { return bounces ? low - banded(low - raw, dimension: dimension) : low }
        if raw > high { return bounces ? high + banded(raw - high, dimension: dimension) : high }
        return raw
    }

    /// The unconstrained offset that shows the content at `shown` (the inverse of ``offset(for:low:high:dimension:bounces:)``).
    static func raw(for shown: CGFloat, low: CGFloat, high: CGFloat, dimension: CGFloat) -> CGFloat {
        if shown < low { return low - unbanded(low - shown, dimension: dimension) }
        if shown > high { return high + unbanded(shown - high, dimension: dimension) }
        return shown
    }
}
