import Foundation

/// A display: its size in points, its pixel density and the traits views on it inherit.
@preconcurrency @MainActor
public final class UIScreen: UITraitEnvironment {
    /// The screen's rectangle in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The screen's brightness, 0 to 1; kept only.
    public var brightness: CGFloat = 0.5
    /// The most frames per second the screen shows (60, or 120 with ProMotion).
    public let maximumFramesPerSecond: Int

    /// Creates a screen of the given size (an iPhone 8's 375 × 667 points at 2× by default).
    public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 375, height: 667), scale: CGFloat = 2,
                maximumFramesPerSecond: Int = 60) {
        self.bounds = bounds
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
    }

    /// The device's screen: 375 × 667 points at 2×, shared by the process.
    ///
    /// Windows not in a scene report it as their ``UIWindow/screen``, and views outside any window
    /// take their traits from it. Scenes in tests usually have their own screens.
    public static let main = UIScreen()

    /// Every screen: in OpenTouch, the main one.
    public static var screens: [UIScreen] { [main] }

    /// The screen's size in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Pixels per point of the physical screen (the same as ``scale`` here).
    public var nativeScale: CGFloat { scale }

    /// The screen's coordinate space, whose origin is the screen's top left corner, in points.
    public var coordinateSpace: any UICoordinateSpace { screenSpace }

    /// The screen's fixed, portrait-up coordinate space (the same as ``coordinateSpace`` here:
    /// OpenTouch's screens do not rotate).
    public var fixedCoordinateSpace: any UICoordinateSpace { screenSpace }

    private lazy var screenSpace = UIScreenCoordinateSpace(screen: self)

    /// The screen's traits: light, its scale, and an iPhone idiom unless its shorter side is at
    /// least 600 points (then iPad), with size classes from its size. Windows take their size
    /// classes from their own size.
    public var traitCollection: UITraitCollection {
        UITraitCollection(values: traitValues(sizedFor: bounds.size))
    }

    /// The screen's traits, with size classes for a window of `size` on it.
    func traitValues(sizedFor size: CGSize) -> UITraitCollection.Values {
        var values = baseTraitValues
        let classes = Self.sizeClasses(for: size, idiom: values.userInterfaceIdiom ?? .phone)
        values.horizontalSizeClass = classes.horizontal
        values.verticalSizeClass = classes.vertical
        return values
    }

    private lazy var baseTraitValues = UITraitCollection.Values(
        userInterfaceStyle: .light, displayScale: scale,
        userInterfaceIdiom: min(bounds.width, bounds.height) >= 600 ? .pad : .phone,
        layoutDirection: .leftToRight, preferredContentSizeCategory: .large,
        accessibilityContrast: .normal, legibilityWeight: .regular, forceTouchCapability: .unavailable)

    /// OpenTouch's size classes (see <doc:UIKitBehaviorChoices>). A phone is compact × regular
    /// upright; on its side it is compact in height, and regular in width when its shorter side is
    /// at least 414 points (the Plus, Max and XR-sized phones). A pad is regular in height, and
    /// regular in width from 678 points (a large iPad's half of a split screen) up.
    static func sizeClasses(for size: CGSize, idiom: UIUserInterfaceIdiom)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        if idiom == .pad { return (size.width >= 678 ? .regular : .compact, .regular) }
        guard size.width > size.height else { return (.compact, .regular) }
        return (size.height >= 414 ? .regular : .compact, .compact)
    }

    /// Screens' traits never change in OpenTouch; does nothing.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
