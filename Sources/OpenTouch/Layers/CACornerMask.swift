import Foundation

/// The corners of a layer that ``CALayer/cornerRadius`` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a mask from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the minimum x and minimum y of the bounds (top left).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y (top right).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y (bottom left).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the maximum x and maximum y (bottom right).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a corner curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles: Core Animation's default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as the system's rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's ``CALayer/contents`` fit its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping the aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top edge, centred horizontally.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom edge, centred horizontally.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left edge, centred vertically.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right edge, centred vertically.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At the top left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At the top right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At the bottom left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At the bottom right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
}
