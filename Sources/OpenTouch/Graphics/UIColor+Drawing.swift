// OpenTouch — Graphics
//
// UIColor's bridge to CoreGraphics drawing: its CGColor and the set… methods that make it the
// current context's fill or stroke colour.

import Foundation

extension UIColor {
    /// The colour as a `CGColor` in the extended sRGB colour space (UIKit's colour space), with
    /// components red, green, blue, alpha.
    public var cgColor: CGColor {
        let components = [red, green, blue, alpha]
        let space = CGColorSpace(name: CGColorSpace.extendedSRGB) ?? CGColorSpaceCreateDeviceRGB()
        return components.withUnsafeBufferPointer { buffer in
            CGColor(colorSpace: space, components: buffer.baseAddress!)
        } ?? CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Makes this the fill colour of the current context; does nothing without one.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke colour of the current context; does nothing without one.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes this both the fill and the stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }
}
