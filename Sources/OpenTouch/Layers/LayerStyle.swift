import Foundation

/// A layer's stored values that do not place it: corners, border, shadow, contents settings.
///
/// Kept in one value so that a presentation copy takes them in one assignment.
struct LayerStyle: Equatable {
    var zPosition: CGFloat = 0
    var anchorPointZ: CGFloat = 0
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                       .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var cornerCurve: CALayerCornerCurve = .circular
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor.black
    var shadowColor: CGColor? = CGColor.black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsScale: CGFloat = 1
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var isDoubleSided = true
    var isOpaque = false
    var isGeometryFlipped = false
    var needsDisplayOnBoundsChange = false
    var allowsEdgeAntialiasing = false
    var allowsGroupOpacity = true
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var drawsAsynchronously = false
}
