import Foundation
import OpenTouch

/// The radius of each corner of a rounded rectangle, in the rectangle's own units.
struct CornerRadii: Equatable {
    var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double

    /// The same radius on every corner.
    init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// A layer's corners: `radius` on the corners `mask` names (Core Animation's flipped names:
    /// MinY is the top in UIKit's coordinates), none on the others.
    init(radius: Double, mask: CACornerMask) {
        self.init(topLeft: mask.contains(.layerMinXMinYCorner) ? radius : 0,
                  topRight: mask.contains(.layerMaxXMinYCorner) ? radius : 0,
                  bottomRight: mask.contains(.layerMaxXMaxYCorner) ? radius : 0,
                  bottomLeft: mask.contains(.layerMinXMaxYCorner) ? radius : 0)
    }

    static let zero = CornerRadii(0)

    /// Whether every corner is square.
    var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// The radii as Core Animation draws them in `rect`: none negative or NaN, none larger than half
    /// the shorter side.
    func clamped(to rect: CGRect) -> CornerRadii {
        let limit = max(0, Double(min(rect.width, rect.height)) / 2)
        func clamp(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        return CornerRadii(topLeft: clamp(topLeft), topRight: clamp(topRight),
                           bottomRight: clamp(bottomRight), bottomLeft: clamp(bottomLeft))
    }

    /// The radii of the outline `inset` inside this one.
    func inset(by inset: Double) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft - inset), topRight: max(0, topRight - inset),
                    bottomRight: max(0, bottomRight - inset), bottomLeft: max(0, bottomLeft - inset))
    }

    /// The largest radius.
    var maximum: Double { max(topLeft, topRight, bottomRight, bottomLeft) }
}
