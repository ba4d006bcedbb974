// OpenTouch — Graphics
//
// A minimal CoreGraphics colour space for platforms that lack CoreGraphics: a name, a model
// and a component count, enough to describe colours. No colour conversion is done.
// On Apple platforms the system type is used instead.

#if !canImport(Darwin)
import Foundation

/// The family a colour space belongs to, with CoreGraphics' raw values.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown model.
    case unknown = -1
    /// Gray: one colour component.
    case monochrome = 0
    /// Red, green, blue: three colour components.
    case rgb = 1
    /// Cyan, magenta, yellow, black: four colour components.
    case cmyk = 2
    /// CIE L*a*b*: three colour components.
    case lab = 3
    /// A DeviceN space.
    case deviceN = 4
    /// An indexed (palette) space.
    case indexed = 5
    /// A pattern space.
    case pattern = 6
    /// CIE XYZ: three colour components.
    case XYZ = 7
}

/// A colour space: how to interpret a colour's components.
///
/// Only named spaces with a known model can be created. Names are `String`s here, because
/// `CFString` does not exist on Linux; `CGColorSpace(name: CGColorSpace.sRGB)` reads the same.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The space's name, such as `"kCGColorSpaceSRGB"`.
    public let name: String?
    /// The space's model.
    public let model: CGColorSpaceModel

    init(name: String?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// Creates the colour space with a system name such as ``sRGB``, or nil for an unknown name.
    public convenience init?(name: String) {
        guard let model = CGColorSpace.knownModels[name] else { return nil }
        self.init(name: name, model: model)
    }

    /// The number of colour components, alpha excluded (1 for gray, 3 for RGB, 4 for CMYK).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .rgb, .lab, .XYZ: 3
        case .cmyk: 4
        case .unknown, .deviceN, .indexed, .pattern: 0
        }
    }

    /// Two colour spaces are equal when they have the same name and model.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    /// Hashes the name and model.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    /// The name, or `<unnamed>`, and the model, e.g. `kCGColorSpaceSRGB (rgb)`.
    public var description: String {
        "\(name ?? "<unnamed>") (\(model))"
    }

    /// The sRGB colour space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components allowed below 0 and above 1 (UIKit's colour space since iOS 10).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer function.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Extended-range linear sRGB.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// The Display P3 colour space.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Extended-range Display P3.
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    /// The Adobe RGB (1998) colour space.
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    /// Generic RGB with a linear transfer function.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The DCI P3 colour space.
    public static let dcip3 = "kCGColorSpaceDCIP3"
    /// The ITU-R BT.709 colour space.
    public static let itur_709 = "kCGColorSpaceITUR_709"
    /// The ITU-R BT.2020 colour space.
    public static let itur_2020 = "kCGColorSpaceITUR_2020"
    /// Gray with a 2.2 gamma (used by `CGColor(gray:alpha:)`).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Extended-range gray.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Gray with a linear transfer function.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended-range linear gray.
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"
    /// Generic CMYK.
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
    /// Generic CIE XYZ.
    public static let genericXYZ = "kCGColorSpaceGenericXYZ"
    /// Generic CIE L*a*b*.
    public static let genericLab = "kCGColorSpaceGenericLab"

    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"
    static let deviceCMYKName = "kCGColorSpaceDeviceCMYK"

    /// The model of every name `init?(name:)` accepts.
    private static let knownModels: [String: CGColorSpaceModel] = [
        sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, extendedLinearSRGB: .rgb,
        displayP3: .rgb, extendedDisplayP3: .rgb, adobeRGB1998: .rgb, genericRGBLinear: .rgb,
        dcip3: .rgb, itur_709: .rgb, itur_2020: .rgb,
        genericGrayGamma2_2: .monochrome, extendedGray: .monochrome, linearGray: .monochrome,
        extendedLinearGray: .monochrome,
        genericCMYK: .cmyk, genericXYZ: .XYZ, genericLab: .lab,
        deviceRGBName: .rgb, deviceGrayName: .monochrome, deviceCMYKName: .cmyk,
    ]
}

/// Returns the device-dependent RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceRGBName, model: .rgb)
}

/// Returns the device-dependent gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceGrayName, model: .monochrome)
}

/// Returns the device-dependent CMYK colour space.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceCMYKName, model: .cmyk)
}
#endif
