import Foundation

extension UIImage {
    /// Gives every later `UIImage(named: name)` a size of `size` points at `scale` pixels per
    /// point, as its asset would (an OpenTouch extension: there are no asset files). Images made
    /// before keep their size. Negative or non-finite sizes become 0; a scale that is not positive
    /// and finite becomes 1.
    public static func register(size: CGSize, scale: CGFloat, forName name: String) {
        let clean = CGSize(width: size.width.isFinite ? max(0, size.width) : 0,
                           height: size.height.isFinite ? max(0, size.height) : 0)
        let entry = ImageRegistry.Entry(size: clean, scale: scale.isFinite && scale > 0 ? scale : 1)
        ImageRegistry.entries.withLock { $0[name] = entry }
    }

    /// The display scale for `traits`: theirs, else the current trait collection's, else 2.
    static func displayScale(for traits: UITraitCollection?) -> CGFloat {
        if let scale = traits?.displayScale, scale > 0 { return scale }
        let current = UITraitCollection.current.displayScale
        return current > 0 ? current : 2
    }

    /// The properties of the named image `name`: its registered size, else the default one.
    static func namedProperties(_ name: String, traits: UITraitCollection?,
                                configuration: UIImageConfiguration?) -> Properties {
        let registered = ImageRegistry.entries.withLock { $0[name] }
        return Properties(source: .named(name), storedSize: registered?.size ?? ViewConstants.unregisteredImageSize,
                          scale: registered?.scale ?? displayScale(for: traits), configuration: configuration)
    }

    /// The properties of the symbol `name` under `configuration` (see ``UIImage`` for the size).
    static func symbolProperties(_ name: String, configuration: UIImageConfiguration?) -> Properties {
        let scale = displayScale(for: configuration?.traitCollection)
        return Properties(source: .symbol(name), storedSize: symbolSize(configuration: configuration, scale: scale),
                          scale: scale, configuration: configuration)
    }

    /// The side of a symbol: text size × 20/17 × the scale's factor, rounded up to whole pixels.
    static func symbolSize(configuration: UIImageConfiguration?, scale: CGFloat) -> CGSize {
        let symbol = configuration as? UIImageSymbolConfiguration
        let pointSize = symbol?.resolvedPointSize ?? ViewConstants.defaultSymbolPointSize
        let factor = symbol?.scale?.factor ?? 1
        let side = PixelRounding.up(pointSize * ViewConstants.symbolSidePerPoint * factor, scale: scale)
        return CGSize(width: side, height: side)
    }
}

/// The sizes registered for image names.
enum ImageRegistry {
    struct Entry: Sendable {
        var size: CGSize
        var scale: CGFloat
    }

    /// The registered sizes by image name, for every thread.
    static let entries = LockedState<[String: Entry]>([:])
}
