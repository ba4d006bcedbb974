import Foundation

/// A scene: a screen's worth of windows belonging to one application.
///
/// UIKit also makes the scene a responder between window and application (iOS 13+); OpenTouch
/// follows the documented chain instead, where a window's next responder is the application.
@MainActor
public final class UIWindowScene {
    /// The application the scene belongs to.
    public private(set) weak var application: UIApplication?
    /// The screen the scene shows on.
    public let screen: UIScreen
    /// The scene's windows, back to front in order of being made visible.
    public internal(set) var windows: [UIWindow] = []
    /// The scene's key window.
    public internal(set) weak var keyWindow: UIWindow?

    /// Creates a scene on `screen` and connects it to `application`.
    public init(application: UIApplication, screen: UIScreen = UIScreen()) {
        self.application = application
        self.screen = screen
        application.connect(self)
    }

    func attach(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
    }

    func detach(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = nil }
    }

    func orderFront(_ window: UIWindow) {
        detach(window)
        windows.append(window)
    }
}
