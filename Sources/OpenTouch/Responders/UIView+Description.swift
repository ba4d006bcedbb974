import Foundation

/// Number formatting as UIKit's descriptions print it (`%g`: `165`, `-30`, `187.5`).
enum UIKitFormat {
    static func number(_ value: CGFloat) -> String {
        if value == 0 { return "0" }
        return String(format: "%g", Double(value))
    }

    /// Transform entries: UIKit prints them with 17 significant digits (`0.92387953251128674`, `-0`).
    static func fullPrecision(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.origin.x)) \(number(rect.origin.y)); \(number(rect.width)) \(number(rect.height)))"
    }
}

extension UIView {
    /// `<ClassName: 0x…; frame = (x y; w h); …; layer = <CALayer: 0x…>>` with UIKit's optional
    /// fields in UIKit's order (frame, bounds, transform, clipsToBounds, alpha, hidden,
    /// userInteractionEnabled, tag, backgroundColor), then the view's layer, as UIKit ends it.
    var viewDescription: String {
        var fields = ["\(typeName): \(addressString)", "frame = \(UIKitFormat.rect(frame))"]
        if bounds.origin != .zero {
            fields.append("bounds = \(UIKitFormat.rect(bounds))")
        }
        if !hasIdentityTransform {
            let t = transform
            let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(UIKitFormat.fullPrecision).joined(separator: ", ")
            fields.append("transform = [\(values)]")
        }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if alpha != 1 { fields.append("alpha = \(UIKitFormat.number(alpha))") }
        if isHidden { fields.append("hidden = YES") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if tag != 0 { fields.append("tag = \(tag)") }
        if let backgroundColor { fields.append("backgroundColor = \(backgroundColor)") }
        fields.append("layer = \(layer.description)")
        return "<" + fields.joined(separator: "; ") + ">"
    }
}
