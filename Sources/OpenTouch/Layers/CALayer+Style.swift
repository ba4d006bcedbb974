import Foundation

/// A layer's borders, corners, shadow and contents settings (kept for the window backend).
extension CALayer {
    /// The radius of the rounded corners; 0 by default. Animatable.
    public var cornerRadius: CGFloat {
        get { style.cornerRadius }
        set { setStyle(\.cornerRadius, newValue, .cornerRadius) }
    }

    /// The corners ``cornerRadius`` rounds; all four by default.
    public var maskedCorners: CACornerMask {
        get { style.maskedCorners }
        set { setStyle(\.maskedCorners, newValue, nil) }
    }

    /// The curve of the rounded corners; `.circular` by default.
    public var cornerCurve: CALayerCornerCurve {
        get { style.cornerCurve }
        set { setStyle(\.cornerCurve, newValue, nil) }
    }

    /// The border's width, drawn inside the bounds; 0 by default. Animatable.
    public var borderWidth: CGFloat {
        get { style.borderWidth }
        set { setStyle(\.borderWidth, newValue, .borderWidth) }
    }

    /// The border's color; opaque black by default. Animatable.
    public var borderColor: CGColor? {
        get { style.borderColor }
        set { setStyle(\.borderColor, newValue, .borderColor) }
    }

    /// The shadow's color; opaque black by default. Animatable.
    public var shadowColor: CGColor? {
        get { style.shadowColor }
        set { setStyle(\.shadowColor, newValue, .shadowColor) }
    }

    /// The shadow's opacity, 0 to 1; 0 (no shadow) by default. Animatable.
    public var shadowOpacity: Float {
        get { style.shadowOpacity }
        set { setStyle(\.shadowOpacity, newValue, .shadowOpacity) }
    }

    /// The shadow's offset; (0, −3) by default. Animatable.
    public var shadowOffset: CGSize {
        get { style.shadowOffset }
        set { setStyle(\.shadowOffset, newValue, .shadowOffset) }
    }

    /// The shadow's blur radius; 3 by default. Animatable.
    public var shadowRadius: CGFloat {
        get { style.shadowRadius }
        set { setStyle(\.shadowRadius, newValue, .shadowRadius) }
    }

    /// The shadow's shape; nil (the layer's own shape) by default. Animatable.
    public var shadowPath: CGPath? {
        get { style.shadowPath }
        set { setStyle(\.shadowPath, newValue, .shadowPath) }
    }

    /// How ``contents`` fit the bounds; `.resize` by default.
    public var contentsGravity: CALayerContentsGravity {
        get { style.contentsGravity }
        set { setStyle(\.contentsGravity, newValue, nil) }
    }

    /// The scale of ``contents``; 1 by default.
    public var contentsScale: CGFloat {
        get { style.contentsScale }
        set { setStyle(\.contentsScale, newValue, nil) }
    }

    /// The part of ``contents`` shown, in unit coordinates. Animatable.
    public var contentsRect: CGRect {
        get { style.contentsRect }
        set { setStyle(\.contentsRect, newValue, .contentsRect) }
    }

    /// The stretchable part of ``contents``, in unit coordinates.
    public var contentsCenter: CGRect {
        get { style.contentsCenter }
        set { setStyle(\.contentsCenter, newValue, nil) }
    }

    /// Whether the layer shows when turned away from the viewer; true by default.
    public var isDoubleSided: Bool {
        get { style.isDoubleSided }
        set { setStyle(\.isDoubleSided, newValue, nil) }
    }

    /// Whether the layer is fully opaque (a drawing hint); false by default.
    public var isOpaque: Bool {
        get { style.isOpaque }
        set { setStyle(\.isOpaque, newValue, nil) }
    }

    /// Whether sublayers' geometry is flipped vertically; false by default (kept for the backend).
    public var isGeometryFlipped: Bool {
        get { style.isGeometryFlipped }
        set { setStyle(\.isGeometryFlipped, newValue, nil) }
    }

    /// Whether a bounds change calls ``setNeedsDisplay()``; false by default.
    public var needsDisplayOnBoundsChange: Bool {
        get { style.needsDisplayOnBoundsChange }
        set { setStyle(\.needsDisplayOnBoundsChange, newValue, nil) }
    }

    /// Whether edges are antialiased; false by default.
    public var allowsEdgeAntialiasing: Bool {
        get { style.allowsEdgeAntialiasing }
        set { setStyle(\.allowsEdgeAntialiasing, newValue, nil) }
    }

    /// Whether sublayers take the layer's opacity as a group; true by default.
    public var allowsGroupOpacity: Bool {
        get { style.allowsGroupOpacity }
        set { setStyle(\.allowsGroupOpacity, newValue, nil) }
    }

    /// Whether the layer is drawn as a bitmap before compositing; false by default.
    public var shouldRasterize: Bool {
        get { style.shouldRasterize }
        set { setStyle(\.shouldRasterize, newValue, nil) }
    }

    /// The scale of the bitmap ``shouldRasterize`` draws; 1 by default.
    public var rasterizationScale: CGFloat {
        get { style.rasterizationScale }
        set { setStyle(\.rasterizationScale, newValue, nil) }
    }

    /// Whether drawing is queued to a background thread (a hint); false by default.
    public var drawsAsynchronously: Bool {
        get { style.drawsAsynchronously }
        set { setStyle(\.drawsAsynchronously, newValue, nil) }
    }
}
