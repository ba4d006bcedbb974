import Foundation

/// Everything that makes a font what it is; `UIFont` and `UIFontDescriptor` are views of one.
struct FontSpec: Hashable, Sendable {
    /// Where the font comes from.
    enum Family: Hashable, Sendable {
        /// The system font (San Francisco).
        case system
        /// The monospaced system font (SF Mono).
        case monospaced
        /// A font asked for by name.
        case named(String)
    }

    var family: Family
    var pointSize: CGFloat
    var weight: UIFont.Weight
    /// Italic, condensed and other traits asked for; bold and monospace are derived too (see ``traits``).
    var requestedTraits: UIFontDescriptor.SymbolicTraits
    /// Whether digits have equal advances (`monospacedDigitSystemFont`).
    var monospacedDigits = false
    /// The Dynamic Type style the font scales with, and its size at the Large category.
    var scaling: Scaling?

    /// How a Dynamic Type font scales: `base` points at Large, scaled like `style`.
    struct Scaling: Hashable, Sendable {
        var style: UIFont.TextStyle
        var base: CGFloat
    }

    /// CoreText's size for a size of zero, and OpenTouch's for negative and non-finite sizes.
    static let defaultPointSize: CGFloat = 12

    /// A usable point size: `size`, or ``defaultPointSize`` when it is zero, negative or not finite.
    static func sanitized(_ size: CGFloat) -> CGFloat {
        size.isFinite && size > 0 ? size : defaultPointSize
    }

    /// The traits a font with this spec reports: the requested ones, bold from semibold up, and
    /// monospace for SF Mono.
    var traits: UIFontDescriptor.SymbolicTraits {
        var traits = requestedTraits
        if weight >= .semibold { traits.insert(.traitBold) } else { traits.remove(.traitBold) }
        if family == .monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The PostScript name: `.SFUI-Semibold`, `.SFUI-RegularItalic`,
    /// `.AppleSystemUIFontMonospaced-Regular`, or the name asked for.
    var fontName: String {
        let face = weight.nearestNamed.name + (requestedTraits.contains(.traitItalic) ? "Italic" : "")
        switch family {
        case .system: return ".SFUI-" + face
        case .monospaced: return ".AppleSystemUIFontMonospaced-" + face
        case .named(let name): return name
        }
    }

    /// The family name: `.AppleSystemUIFont`, `.AppleSystemUIFontMonospaced`, or for a named font
    /// the part of its name before the first hyphen (`Helvetica-Bold` → `Helvetica`).
    var familyName: String {
        switch family {
        case .system: return ".AppleSystemUIFont"
        case .monospaced: return ".AppleSystemUIFontMonospaced"
        case .named(let name): return String(name.split(separator: "-", maxSplits: 1).first ?? Substring(name))
        }
    }

    /// The spec of a font asked for by `name`: weight and italic read from the style part of the
    /// name (after the first hyphen: `Avenir-HeavyOblique` is heavy and italic).
    static func named(_ name: String, size: CGFloat) -> FontSpec {
        let parts = name.split(separator: "-", maxSplits: 1)
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        let keywords: [(String, UIFont.Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight),
            ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy),
            ("thin", .thin), ("light", .light), ("medium", .medium), ("bold", .bold), ("heavy", .heavy),
            ("black", .black),
        ]
        let weight = keywords.first { style.contains($0.0) }?.1 ?? .regular
        let italic = style.contains("italic") || style.contains("oblique")
        return FontSpec(family: .named(name), pointSize: sanitized(size), weight: weight,
                        requestedTraits: italic ? .traitItalic : [])
    }

    /// This spec with `traits` asked for instead: bold makes a lighter font semibold (as
    /// `boldSystemFont(ofSize:)`), no bold makes a bold font regular, and monospace picks SF Mono
    /// for the system font.
    func applying(_ traits: UIFontDescriptor.SymbolicTraits) -> FontSpec {
        var spec = self
        spec.requestedTraits = traits.subtracting([.traitBold, .traitMonoSpace])
        if traits.contains(.traitBold), spec.weight < .semibold { spec.weight = .semibold }
        if !traits.contains(.traitBold), spec.weight >= .semibold { spec.weight = .regular }
        if traits.contains(.traitMonoSpace), spec.family == .system { spec.family = .monospaced }
        if !traits.contains(.traitMonoSpace), spec.family == .monospaced { spec.family = .system }
        if case .named = spec.family, traits.contains(.traitMonoSpace) { spec.requestedTraits.insert(.traitMonoSpace) }
        return spec
    }
}
