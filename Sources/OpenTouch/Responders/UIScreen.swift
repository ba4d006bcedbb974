import Foundation

/// A display: its size in points, its pixel density and the traits views on it inherit.
@MainActor
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
    /// least 600 points (then iPad). Windows add size classes from their own size.
    public var traitCollection: UITraitCollection {
        let isPad = min(bounds.width, bounds.height) >= 600
        return UITraitCollection(values: .init(
            userInterfaceStyle: .light, displayScale: scale, userInterfaceIdiom: isPad ? .pad : .phone,
            layoutDirection: .leftToRight, preferredContentSizeCategory: .large,
            accessibilityContrast: .normal, legibilityWeight: .regular, forceTouchCapability: .unavailable))
    }

    /// Screens' traits never change in OpenTouch; does nothing.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Above this width (points), a window's horizontal size class is regular; at or below, compact.
    /// An iPhone 8 in landscape (667) is compact, a Plus or Max in landscape (736+) and iPads regular.
    static let regularWidthThreshold: CGFloat = 700
    /// Below this height (points), a window's vertical size class is compact (iPhones in landscape).
    static let compactHeightThreshold: CGFloat = 500
}
