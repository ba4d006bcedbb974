import Foundation

/// A scene: a screen's worth of windows belonging to one application.
///
/// Since iOS 13 the scene is a responder between its windows and the application: a window's
/// ``UIResponder/next`` is its scene, and the scene's is the application (seed 001's log shows
/// `NextResponder: UIWindowScene` for the window).
@preconcurrency @MainActor
public final class UIWindowScene: UIResponder {
    /// The application the scene belongs to.
    ///
    /// Not a weak reference (weak references slow reference counting of their target); the
    /// application clears it when it is deallocated.
    public internal(set) var application: UIApplication? {
        get { applicationReference.object }
        set {
            applicationReference.object = newValue
            AnimationClockEpoch.advance()
        }
    }
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (0.37 M of them in
    // `UIApplication.windows`, which reads every scene's windows) and takes 1.78× the instructions
    // for the pipeline, 1.71× for five recognizers and 1.25× for the seed hit test (callgrind,
    // Benchmarks/README.md).
    @exclusivity(unchecked) private var applicationReference = UnownedReference<UIApplication>()
    /// The application's gesture environment, read without retaining the application (see
    /// ``UnownedReference/withObject(_:)``); nil when the scene has no application.
    var gestureEnvironment: GestureEnvironment? {
        applicationReference.withObject { $0.gestureEnvironment }
    }
    /// The screen the scene shows on.
    public let screen: UIScreen
    /// The scene's windows, back to front in order of being made visible.
    @exclusivity(unchecked) public internal(set) var windows: [UIWindow] = []
    /// The scene's key window.
    ///
    /// Always one of ``windows``; cleared when that window leaves the scene.
    public internal(set) var keyWindow: UIWindow? {
        get { keyWindowReference.object }
        set { keyWindowReference.object = newValue }
    }
    @exclusivity(unchecked) private var keyWindowReference = UnownedReference<UIWindow>()

    /// Creates a scene on `screen` and connects it to `application`.
    public init(application: UIApplication, screen: UIScreen = UIScreen()) {
        applicationReference = UnownedReference(application)
        self.screen = screen
        super.init()
        application.connect(self)
    }

    /// The application.
    public override var next: UIResponder? { application }

    isolated deinit {
        for window in windows where window.windowScene === self {
            window.clearScene()
        }
        OwnerLiveness.ended(self)
    }

    func attach(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
    }

    func detach(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if keyWindow === window {
            keyWindow = nil
            application?.keyboardEnvironment.firstResponderMayHaveChanged()
        }
    }

    /// Moves `window` to the front; it stays key if it was.
    func orderFront(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        windows.append(window)
    }
}

extension UIWindowScene: UITraitEnvironment {
    /// The scene's traits: its screen's, with size classes from the screen's size.
    public var traitCollection: UITraitCollection { screen.traitCollection }

    /// Scenes' traits never change in OpenTouch; does nothing.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The scene's screen's coordinate space.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
