import Foundation

/// An image, as UIKit's `UIImage`: immutable and shareable across threads. OpenTouch keeps no
/// pixels; an image has a size, a scale and UIKit's rendering properties, and an image made by a
/// ``UIGraphicsImageRenderer`` keeps the drawing that made it.
///
/// There are no asset files, so the failable initializers never fail, and sizes are decided
/// as follows:
/// - A named image has the size and scale registered for its name with
///   ``register(size:scale:forName:)``; an unregistered name gives
///   ``ViewConstants/unregisteredImageSize`` (100 × 100 points) at the current display scale.
/// - A symbol image (``init(systemName:)``) is a square whose side is its text size × 20/17
///   (``ViewConstants/symbolSidePerPoint``) × its scale's factor (small 0.8, medium 1, large 1.3),
///   rounded up to whole pixels: 20 × 20 points for the default 17 pt text. The text size comes
///   from its ``UIImageSymbolConfiguration`` (point size, font or text style), else 17 pt.
/// - A rendered image has its renderer's size and scale.
///
/// The display scale is the configuration's or trait collection's, else
/// ``UITraitCollection/current``'s (2 by default).
open class UIImage: @unchecked Sendable, CustomStringConvertible {
    /// Where an image comes from.
    enum Source: Sendable, Equatable {
        /// `UIImage()`.
        case empty
        /// An asset name.
        case named(String)
        /// An SF Symbol name.
        case symbol(String)
        /// A renderer's drawing.
        case rendered
    }

    /// Everything an image is; variants are copies with some of it changed.
    struct Properties: Sendable {
        var source: Source
        /// The size in points before orientation.
        var storedSize: CGSize
        var scale: CGFloat
        var orientation = Orientation.up
        var renderingMode = RenderingMode.automatic
        var capInsets = UIEdgeInsets()
        var resizingMode = ResizingMode.tile
        var configuration: UIImageConfiguration?
        var tintColor: UIColor?
        #if !canImport(Darwin)
        var drawing: [CGContext.Operation] = []
        #endif
    }

    /// Set once, while initializing.
    private(set) var properties: Properties

    /// An image with `properties`. A convenience initializer, so that the only designated
    /// initializer, `init()`, is public and subclasses inherit every initializer (the required
    /// literal one included), as on iOS.
    convenience init(properties: Properties) {
        self.init()
        self.properties = properties
    }

    /// An empty image: zero size, scale 1.
    public init() {
        properties = Properties(source: .empty, storedSize: .zero, scale: 1)
    }

    /// The image named `name` in the app's assets; never nil in OpenTouch (see ``UIImage`` for its size).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name`, made for `traitCollection`'s display scale when it is not registered;
    /// never nil in OpenTouch. The bundle is not searched: there are no asset catalogs of images.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(properties: Self.namedProperties(name, traits: traitCollection, configuration: nil))
    }

    /// The image named `name` with `configuration`; never nil in OpenTouch.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(properties: Self.namedProperties(name, traits: configuration?.traitCollection,
                                                   configuration: configuration))
    }

    /// The image an `#imageLiteral(resourceName:)` names: the same as ``init(named:)``, so it has
    /// the size registered for `name` (see ``UIImage``).
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(properties: Self.namedProperties(name, traits: nil, configuration: nil))
    }

    /// The system symbol `name`; never nil in OpenTouch (20 × 20 points by default).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` sized by `configuration`; never nil in OpenTouch.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(properties: Self.symbolProperties(name, configuration: configuration))
    }

    /// The system symbol `name` for `traitCollection`; never nil in OpenTouch.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { UIImageConfiguration(traitCollection: $0) })
    }

    // MARK: Properties

    /// The size in points, as displayed: a left or right orientation swaps width and height.
    open var size: CGSize {
        let size = properties.storedSize
        return properties.orientation.isQuarterTurn ? CGSize(width: size.height, height: size.width) : size
    }
    /// Pixels per point.
    open var scale: CGFloat { properties.scale }
    /// How the image is turned for display.
    open var imageOrientation: Orientation { properties.orientation }
    /// Whether the image draws its own colors or a template in the tint color.
    open var renderingMode: RenderingMode { properties.renderingMode }
    /// The edges that keep their size when a resizable image is stretched; zero when not resizable.
    open var capInsets: UIEdgeInsets { properties.capInsets }
    /// How the interior of a resizable image fills a larger size; `.tile` by default.
    open var resizingMode: ResizingMode { properties.resizingMode }
    /// The configuration the image was made with, if any.
    open var configuration: UIImage.Configuration? { properties.configuration }
    /// The symbol configuration of a symbol image, if any.
    open var symbolConfiguration: UIImage.SymbolConfiguration? {
        properties.configuration as? UIImageSymbolConfiguration
    }
    /// Whether the image is an SF Symbol, made with ``init(systemName:)``.
    open var isSymbolImage: Bool {
        if case .symbol = properties.source { return true }
        return false
    }

    #if !canImport(Darwin)
    /// What the ``UIGraphicsImageRenderer`` that made the image drew, oldest first; empty for
    /// other images (an OpenTouch extension: there are no pixels to look at).
    open var recordedOperations: [CGContext.Operation] { properties.drawing }
    #endif

    /// The name of a named or symbol image.
    var name: String? {
        switch properties.source {
        case .named(let name), .symbol(let name): name
        case .empty, .rendered: nil
        }
    }

    /// The tint a template rendering of the image takes from `viewTint`: the image's own tint
    /// color (``withTintColor(_:)``) or, for a template, `viewTint`; nil when it draws its own colors.
    func templateTint(viewTint: UIColor?) -> UIColor? {
        if let tint = properties.tintColor { return tint }
        switch properties.renderingMode {
        case .alwaysTemplate: return viewTint
        case .alwaysOriginal: return nil
        case .automatic: return isSymbolImage ? viewTint : nil
        }
    }

    /// `UIImage(named: "…")`, `UIImage(systemName: "…")`, or the size of other images.
    open var description: String {
        switch properties.source {
        case .named(let name): "UIImage(named: \"\(name)\")"
        case .symbol(let name): "UIImage(systemName: \"\(name)\")"
        case .empty, .rendered:
            "UIImage(size: {\(UIKitFormat.number(size.width)), \(UIKitFormat.number(size.height))}, "
                + "scale: \(UIKitFormat.number(scale)))"
        }
    }
}
