import Foundation

/// A color, as UIKit's `UIColor`: fixed (extended sRGB, gray, Display P3), dynamic (resolved
/// against a ``UITraitCollection``, like the system colors) or a pattern.
///
/// Colors are immutable and may be shared across threads. Equality follows UIKit: two fixed colors
/// are equal when their color space and components are, so `UIColor(white: 1, alpha: 1)` is not
/// equal to `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`; system colors are equal by name, and
/// colors made from a provider closure only to themselves. Nothing is drawn: a color's value shows in
/// descriptions, in recorded drawing and wherever code reads it back.
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// How the color is defined.
    enum Storage: Sendable {
        case rgb(CGFloat, CGFloat, CGFloat, CGFloat)
        case gray(CGFloat, CGFloat)
        /// Display P3 components as given; resolved to extended sRGB.
        case displayP3(CGFloat, CGFloat, CGFloat, CGFloat)
        /// A named system color with its light and dark appearances.
        case system(name: String, light: UIColor, dark: UIColor)
        /// An asset catalog color with a dark appearance, known by its color set's path.
        case asset(path: String, light: UIColor, dark: UIColor)
        case provider(@Sendable (UITraitCollection) -> UIColor)
        case pattern(UIImage)
    }

    /// Set once, while initializing.
    private(set) var storage: Storage

    /// A color with `storage`. A convenience initializer, so that every designated initializer is
    /// public and subclasses inherit them (and the required ones) as on iOS.
    convenience init(storage: Storage) {
        self.init(white: 0, alpha: 0)
        self.storage = storage
    }

    /// Creates a color from extended sRGB components (values outside 0…1 are kept, as in UIKit).
    /// Required, so `Self(red:green:blue:alpha:)` works in extensions, as on iOS.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgb(red, green, blue, alpha)
    }

    /// Creates a gray of the given white level, in UIKit's extended gray color space.
    /// Required, so `Self(white:alpha:)` works in extensions, as on iOS.
    public required init(white: CGFloat, alpha: CGFloat) {
        storage = .gray(white, alpha)
    }

    /// Creates a color from hue, saturation and brightness (each 0…1), in extended sRGB.
    /// Required, so `Self(hue:saturation:brightness:alpha:)` works in extensions, as on iOS.
    public required convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = ColorMath.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The color a `#colorLiteral(red:green:blue:alpha:)` makes: extended sRGB components, as
    /// `init(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a color from Display P3 components; it reads back in extended sRGB.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .displayP3(red, green, blue, alpha)
    }

    /// Creates a color whose value `dynamicProvider` computes for each trait collection.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .provider(dynamicProvider)
    }

    /// Creates a color that tiles `image`; it has no RGB components.
    public init(patternImage image: UIImage) {
        storage = .pattern(image)
    }

    /// Creates a color from a `CGColor`: two components are a gray, otherwise red, green, blue.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        switch components.count {
        case 2: self.init(white: components[0], alpha: components[1])
        case 4...: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default: self.init(white: 0, alpha: cgColor.alpha)
        }
    }

    /// The same color with a different alpha (dynamic colors stay dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .rgb(let r, let g, let b, _): UIColor(red: r, green: g, blue: b, alpha: alpha)
        case .gray(let w, _): UIColor(white: w, alpha: alpha)
        case .displayP3(let r, let g, let b, _): UIColor(displayP3Red: r, green: g, blue: b, alpha: alpha)
        case .system, .asset, .provider:
            UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        case .pattern: self
        }
    }

    /// The fixed color this color is in `traitCollection`; fixed colors return themselves.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .rgb, .gray, .displayP3, .pattern:
            return self
        case .system(_, let light, let dark), .asset(_, let light, let dark):
            return traitCollection.userInterfaceStyle == .dark ? dark : light
        case .provider(let provider):
            var color = provider(traitCollection)
            var depth = 0
            while case .provider(let next) = color.storage, depth < 16 {
                color = next(traitCollection)
                depth += 1
            }
            return color.resolvedColor(with: traitCollection)
        }
    }

    /// The extended sRGB components in the current trait collection (``UITraitCollection/current``);
    /// nil for a pattern color.
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        switch resolvedColor(with: .current).storage {
        case .rgb(let r, let g, let b, let a): (r, g, b, a)
        case .gray(let w, let a): (w, w, w, a)
        case .displayP3(let r, let g, let b, let a): ColorMath.extendedSRGB(displayP3: (r, g, b, a))
        case .pattern, .system, .asset, .provider: nil
        }
    }

    /// Red in extended sRGB (0 for patterns), read by OpenTouch's CoreGraphics bridge.
    var red: CGFloat { rgba?.red ?? 0 }
    /// Green in extended sRGB (0 for patterns).
    var green: CGFloat { rgba?.green ?? 0 }
    /// Blue in extended sRGB (0 for patterns).
    var blue: CGFloat { rgba?.blue ?? 0 }
    /// Opacity (1 for patterns).
    var alpha: CGFloat { rgba?.alpha ?? 1 }

    // MARK: Equality and description

    /// Whether two colors are equal in UIKit's sense (see ``UIColor``).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        switch (lhs.storage, rhs.storage) {
        case let (.rgb(a, b, c, d), .rgb(e, f, g, h)),
             let (.displayP3(a, b, c, d), .displayP3(e, f, g, h)):
            return a == e && b == f && c == g && d == h
        case let (.gray(a, b), .gray(c, d)):
            return a == c && b == d
        case let (.system(name1, _, _), .system(name2, _, _)):
            return name1 == name2
        case let (.asset(path1, _, _), .asset(path2, _, _)):
            return path1 == path2
        case let (.pattern(image1), .pattern(image2)):
            return image1 === image2
        default:
            return false
        }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .rgb(let r, let g, let b, let a), .displayP3(let r, let g, let b, let a):
            hasher.combine(r); hasher.combine(g); hasher.combine(b); hasher.combine(a)
        case .gray(let w, let a): hasher.combine(w); hasher.combine(a)
        case .system(let name, _, _): hasher.combine(3); hasher.combine(name)
        case .asset(let path, _, _): hasher.combine(4); hasher.combine(path)
        case .provider: hasher.combine(ObjectIdentifier(self))
        case .pattern(let image): hasher.combine(ObjectIdentifier(image))
        }
    }

    /// UIKit's format: `UIExtendedSRGBColorSpace 0 0 1 1`, `UIExtendedGrayColorSpace 0.5 1`,
    /// `UIDisplayP3ColorSpace 1 0 0 1`, `<UIDynamicSystemColor: 0x…; name = systemBlueColor>`.
    open var description: String {
        func numbers(_ values: [CGFloat]) -> String { values.map(UIKitFormat.number).joined(separator: " ") }
        switch storage {
        case .rgb(let r, let g, let b, let a): return "UIExtendedSRGBColorSpace \(numbers([r, g, b, a]))"
        case .gray(let w, let a): return "UIExtendedGrayColorSpace \(numbers([w, a]))"
        case .displayP3(let r, let g, let b, let a): return "UIDisplayP3ColorSpace \(numbers([r, g, b, a]))"
        case .system(let name, _, _): return "<UIDynamicSystemColor: \(address); name = \(name)Color>"
        case .asset(let path, _, _):
            return "<UIDynamicCatalogColor: \(address); name = \((path as NSString).lastPathComponent)>"
        case .provider: return "<UIDynamicProviderColor: \(address); provider = <closure>>"
        case .pattern(let image): return "UIPatternColor \(image)"
        }
    }

    private var address: String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
    }
}
