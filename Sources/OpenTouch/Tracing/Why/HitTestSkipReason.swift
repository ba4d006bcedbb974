import Foundation

/// Why hit testing passed over a view, as ``TraceRecord/hitTestSkipped(view:point:reason:)`` reports it.
public enum HitTestSkipReason: Equatable, Sendable {
    /// `isHidden` is true.
    case hidden
    /// `alpha` is at or below `threshold` (``UIView/hitTestAlphaThreshold``).
    case transparent(alpha: CGFloat, threshold: CGFloat)
    /// `isUserInteractionEnabled` is false.
    case userInteractionDisabled
    /// A `UIView.animate` animation without `.allowUserInteraction` is running on the view.
    case animatingWithoutUserInteraction
    /// The point, in the view's coordinates, is outside its bounds.
    case outsideBounds(point: CGPoint, bounds: CGRect)
    /// The point is inside the bounds but an override of `point(inside:with:)` answered false.
    case pointInsideRefused(point: CGPoint, bounds: CGRect)
    /// An override of `hitTest(_:with:)` returned nil where the default would have returned a view
    /// (a pass-through view, say).
    case hitTestOverrideReturnedNil

    /// A short stable identifier, for JSON and tools: `hidden`, `outsideBounds`, ….
    public var code: String {
        switch self {
        case .hidden: "hidden"
        case .transparent: "transparent"
        case .userInteractionDisabled: "userInteractionDisabled"
        case .animatingWithoutUserInteraction: "animatingWithoutUserInteraction"
        case .outsideBounds: "outsideBounds"
        case .pointInsideRefused: "pointInsideRefused"
        case .hitTestOverrideReturnedNil: "hitTestOverrideReturnedNil"
        }
    }

    /// The reason in plain English, with its figures.
    public var text: String {
        switch self {
        case .hidden:
            "hidden (isHidden = true)"
        case .transparent(let alpha, let threshold):
            "alpha \(alpha) is at or below \(threshold)"
        case .userInteractionDisabled:
            "isUserInteractionEnabled = false"
        case .animatingWithoutUserInteraction:
            "animating without .allowUserInteraction"
        case .outsideBounds(let point, let bounds):
            "point \(WhyFormat.point(point)) is outside its bounds \(WhyFormat.rect(bounds))"
        case .pointInsideRefused(let point, let bounds):
            "point(inside:with:) said no at \(WhyFormat.point(point)) although its bounds \(WhyFormat.rect(bounds)) contain it"
        case .hitTestOverrideReturnedNil:
            "its hitTest(_:with:) override returned nil"
        }
    }
}

/// Number formatting for reasons: at most one decimal for points, milliseconds-precise seconds.
enum WhyFormat {
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10).rounded() / 10
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.origin.x)) \(number(rect.origin.y)); \(number(rect.width)) \(number(rect.height)))"
    }

    static func size(_ size: CGSize) -> String { "\(number(size.width)) × \(number(size.height))" }

    /// Seconds with three decimals: `0.150 s`.
    static func seconds(_ value: TimeInterval) -> String {
        String(format: "%.3f s", value)
    }

    /// A signed offset from the touch-down: `+0.153 s`.
    static func offset(_ value: TimeInterval) -> String {
        String(format: "%+.3f s", abs(value) < 0.0005 ? 0 : value)
    }
}
