// OpenTouch — Graphics
//
// An immutable CoreGraphics colour for platforms that lack CoreGraphics: a colour space and
// its components, alpha last. On Apple platforms the system type is used instead.

#if !canImport(Darwin)
import Foundation

/// A colour: components in a colour space, the last one being alpha.
///
/// Components are stored as given (not clamped); no colour matching is done.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    private let space: CGColorSpace
    private let values: [CGFloat]

    init(space: CGColorSpace, values: [CGFloat]) {
        self.space = space
        self.values = values
    }

    /// Creates a colour in the sRGB colour space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColor.sRGBSpace, values: [red, green, blue, alpha])
    }

    /// Creates a colour in the generic gray (gamma 2.2) colour space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColor.graySpace, values: [gray, alpha])
    }

    /// Creates a colour from `colorSpace.numberOfComponents + 1` values read from `components`
    /// (the colour components, then alpha). Returns nil for a space with no colour components
    /// (pattern, indexed, unknown).
    public convenience init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = colorSpace.numberOfComponents
        guard count > 0 else { return nil }
        self.init(space: colorSpace, values: Array(UnsafeBufferPointer(start: components, count: count + 1)))
    }

    /// The components, alpha last.
    public var components: [CGFloat]? { values }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { values.count }

    /// The alpha component.
    public var alpha: CGFloat { values.last ?? 1 }

    /// The colour space.
    public var colorSpace: CGColorSpace? { space }

    /// Returns a copy of the colour.
    public func copy() -> CGColor? { self }

    /// Returns the same colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var changed = values
        changed[changed.count - 1] = alpha
        return CGColor(space: space, values: changed)
    }

    /// Colours are equal when their colour spaces and components are equal, as with `CFEqual`:
    /// sRGB red and extended-sRGB red are different colours.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.space == rhs.space && lhs.values == rhs.values
    }

    /// Hashes the colour space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(values)
    }

    /// The colour space's name and the components, e.g. `kCGColorSpaceSRGB [1 0 0 1]`.
    public var description: String {
        "\(space.name ?? "<unnamed>") [\(values.map { String(format: "%g", Double($0)) }.joined(separator: " "))]"
    }

    /// Opaque black in the generic gray colour space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in the generic gray colour space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black in the generic gray colour space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    private static let sRGBSpace = CGColorSpace(name: CGColorSpace.sRGB, model: .rgb)
    private static let graySpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, model: .monochrome)
}
#endif
