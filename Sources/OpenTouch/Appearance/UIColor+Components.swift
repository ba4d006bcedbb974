import Foundation

extension UIColor {
    /// Reads the extended sRGB components in the current trait collection; false for a pattern color.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba else { return false }
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Reads hue, saturation and brightness (each 0…1); false for a pattern color.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba else { return false }
        let hsb = ColorMath.hsb(red: rgba.red, green: rgba.green, blue: rgba.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Reads a white level and alpha: only for grays (UIKit's rule); false for other colors.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case .gray(let w, let a) = resolvedColor(with: .current).storage else { return false }
        white?.pointee = w
        alpha?.pointee = a
        return true
    }
}

/// Color conversions used by ``UIColor``.
enum ColorMath {
    /// HSB (each 0…1, hue wrapping) to RGB.
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = min(max(saturation, 0), 1), v = brightness
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// RGB to HSB; a gray has hue and saturation 0.
    static func hsb(red: CGFloat, green: CGFloat, blue: CGFloat) -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let delta = maximum - minimum
        let saturation = maximum > 0 ? delta / maximum : 0
        guard delta > 0 else { return (0, 0, maximum) }
        var hue: CGFloat
        if maximum == red {
            hue = (green - blue) / delta
        } else if maximum == green {
            hue = 2 + (blue - red) / delta
        } else {
            hue = 4 + (red - green) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maximum)
    }

    /// Display P3 to extended sRGB: linearize, convert the primaries (D65 both), re-encode with the
    /// sign-preserving sRGB curve, so colors outside sRGB get components outside 0…1.
    static func extendedSRGB(displayP3 c: (CGFloat, CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let r = linear(c.0), g = linear(c.1), b = linear(c.2)
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return (encoded(sr), encoded(sg), encoded(sb), c.3)
    }

    private static func linear(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    private static func encoded(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }
}
