// OpenTouch — Graphics
//
// UIKit's Bézier path object: a CGMutablePath plus the line style and fill rule used when it
// is drawn or hit-tested. Not main-actor isolated, as in UIKit.

import Foundation

/// A path of lines and curves with drawing attributes, as in UIKit.
///
/// Coordinates are UIKit's (y down), and so is `clockwise` in the arc methods: an arc drawn
/// `clockwise: true` turns clockwise on screen, which is CoreGraphics' `clockwise: false`.
/// Like UIKit's, a path is a mutable reference type and not `Sendable`.
open class UIBezierPath: CustomStringConvertible {
    var path = CGMutablePath()
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1
    /// How the ends of open subpaths are stroked (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are stroked (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter length over line width beyond which a miter join becomes a bevel (default 10).
    open var miterLimit: CGFloat = 10
    /// The rendering accuracy for curves, in pixels (default 0.6). Kept; OpenTouch draws no pixels.
    open var flatness: CGFloat = 0.6
    /// Whether filling and `contains(_:)` use the even-odd rule instead of the nonzero winding rule (default false).
    open var usesEvenOddFillRule = false

    /// Creates an empty path.
    public init() {}

    /// Creates a path holding `rect` as a closed subpath: move to (minX, minY), lines to
    /// (maxX, minY), (maxX, maxY), (minX, maxY), close — clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates a path holding the ellipse inscribed in `rect`: a move to (maxX, midY), four cubic
    /// quarter curves clockwise on screen (through (midX, maxY) first) and a close.
    /// `UIBezierPath(ovalIn: bounds).contains(point)` is the usual round-button hit test.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates a rounded rectangle whose four corners are quarter circles of `cornerRadius`,
    /// clamped to half the shorter side, starting at (minX + radius, minY) and running clockwise
    /// on screen. `bounds` is the rectangle.
    ///
    /// UIKit (iOS 7 and later) draws these corners as continuous-curvature curves slightly
    /// different from circles; OpenTouch uses circular corners, so only points within a few
    /// percent of the radius of a corner's outline may be classified differently.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = UIBezierPath.clamp(cornerRadius, to: Swift.min(r.width, r.height) / 2)
        UIBezierPath.addRoundedRect(r, to: path, corners: .allCorners, radii: CGSize(width: radius, height: radius))
    }

    /// Creates a rectangle with only `corners` rounded, each a quarter ellipse of radii
    /// `cornerRadii` (width clamped to half the width, height to half the height), starting at
    /// the top edge and running clockwise on screen.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radii = CGSize(width: UIBezierPath.clamp(cornerRadii.width, to: r.width / 2),
                           height: UIBezierPath.clamp(cornerRadii.height, to: r.height / 2))
        UIBezierPath.addRoundedRect(r, to: path, corners: corners, radii: radii)
    }

    /// Creates a path holding one open arc (see ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``):
    /// from 0 to π with `clockwise: true` it is the bottom half of the circle on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path with a copy of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// An immutable copy of the path's elements; setting it replaces them with a copy.
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The rectangle holding every point of the path, control points included (UIKit's
    /// definition); `CGRect.null` for an empty path.
    open var bounds: CGRect {
        path.boundingBox
    }

    /// Where the next segment starts: the last end point, or the subpath's start after `close()`;
    /// `.zero` for an empty path.
    open var currentPoint: CGPoint {
        path.currentPoint
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool {
        path.isEmpty
    }

    /// Returns a new `UIBezierPath` (not a subclass instance) with the same elements, line style,
    /// dash and fill rule. Typed `Any` as in UIKit (`path.copy() as! UIBezierPath`).
    open func copy() -> Any {
        let copy = UIBezierPath()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    /// The class name and the path's elements.
    open var description: String {
        "<\(type(of: self)): \(path)>"
    }

    static func clamp(_ radius: CGFloat, to limit: CGFloat) -> CGFloat {
        guard radius > 0 else { return 0 }
        return Swift.min(radius, Swift.max(limit, 0))
    }
}
