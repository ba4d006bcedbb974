import Foundation

/// The root of a view hierarchy on screen; it hands touches to its views in ``sendEvent(_:)``.
///
/// A window's frame is in screen coordinates. Windows are hidden until shown with
/// ``makeKeyAndVisible()`` (or `isHidden = false`), and only windows attached to a scene receive touches.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// A window's stacking level; higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        /// Creates a level from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a level from its raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ordinary windows (0).
        public static let normal = Level(0)
        /// The status bar's level (1000).
        public static let statusBar = Level(1000)
        /// Alerts (2000).
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// Offsets a level.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// Offsets a level.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// The window's stacking level; `.normal` by default.
    open var windowLevel: Level = .normal

    /// The scene the window belongs to; setting it moves the window to that scene.
    open var windowScene: UIWindowScene? {
        get { storedScene }
        set {
            guard newValue !== storedScene else { return }
            // Its touches end here: the window no longer belongs to the application delivering them.
            storedScene?.application?.touchEnvironment.cancelTouches(in: self)
            storedScene?.detach(self)
            storedScene = newValue
            newValue?.attach(self)
        }
    }

    /// The scene holds its windows; this back-pointer is cleared when the scene goes away.
    private var storedScene: UIWindowScene? {
        get { storedSceneReference.object }
        set {
            storedSceneReference.object = newValue
            AnimationClockEpoch.advance()
        }
    }
    private var storedSceneReference = UnownedReference<UIWindowScene>()
    /// The gesture environment of the scene the window belongs to, for delivery: read from the
    /// stored scene without calling the overridable ``windowScene`` getter or retaining the scene
    /// (a retain, a release and a dynamic call a move in `--profile pipeline`: 60 instructions,
    /// callgrind).
    var deliveryGestureEnvironment: GestureEnvironment? {
        storedSceneReference.withObject { $0.gestureEnvironment } ?? nil
    }
    /// The recognizers whose last centroid is in this window; their pointers to it are cleared
    /// when it goes away.
    var centroidRecognizers = CentroidRecognizers()

    // A plain (nonisolated) deinit, as UIView's: a window must be released on the main actor.
    deinit {
        MainActor.assumeIsolated { centroidRecognizers.windowWillGo() }
    }

    func clearScene() {
        storedScene = nil
    }

    /// Whether the window is hidden; showing or hiding it makes its controllers appear or disappear.
    open override var isHidden: Bool {
        didSet {
            if oldValue != isHidden { windowVisibilityChanged() }
        }
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let controller = rootViewController {
                if !controller.isViewLoaded { controller.defaultViewFrame = bounds }
                let root: UIView = controller.view
                root.frame = bounds
                root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(root, at: 0)
            }
        }
    }

    /// Creates a hidden window with the given frame, in no scene.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Creates a hidden window that fills `windowScene`'s screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
    }

    /// The insets of the screen's unsafe edges (a notch, the status bar, the home indicator) that
    /// become the window's ``UIView/safeAreaInsets``; zero by default. An OpenTouch extension:
    /// set it to lay out for a notched screen, for example `UIEdgeInsets(top: 47, left: 0,
    /// bottom: 34, right: 0)` for an iPhone 14 held upright.
    public var deviceSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard deviceSafeAreaInsets != oldValue else { return }
            GeometryEpoch.advance()
            markNeedsLayout()
            treeEngine?.setNeedsSolve()
        }
    }

    /// The screen of the window's scene, or the main screen for a window in no scene.
    public var screen: UIScreen { windowScene?.screen ?? UIScreen.main }

    /// This window's first responder (each window remembers its own; see
    /// ``UIResponder/becomeFirstResponder()``). Set only by ``setFirstResponder(_:)``.
    weak var firstResponderStorage: UIResponder?
    /// The window's undo manager, made when first asked for.
    private var windowUndoManager: UndoManager?

    /// The undo manager of the window's responders: the window's own.
    open override var undoManager: UndoManager? {
        if let windowUndoManager { return windowUndoManager }
        let manager = UndoManager()
        windowUndoManager = manager
        return manager
    }

    /// Whether this is its scene's key window.
    open var isKeyWindow: Bool { windowScene?.keyWindow === self }

    /// Makes the window key and shows it in front of the other windows of its level.
    open func makeKeyAndVisible() {
        isHidden = false
        windowScene?.orderFront(self)
        makeKey()
    }

    /// Makes the window its scene's key window: key presses go to its first responder.
    open func makeKey() {
        guard let windowScene, windowScene.keyWindow !== self else { return }
        let previous = windowScene.keyWindow
        windowScene.keyWindow = self
        previous?.resignKey()
        becomeKey()
        windowScene.application?.keyboardEnvironment.firstResponderMayHaveChanged()
    }

    /// Called when the window became key; does nothing by default.
    open func becomeKey() {}

    /// Called when the window stopped being key; does nothing by default.
    open func resignKey() {}

    /// The window's scene (iOS 13 and later), whose next responder is the application.
    open override var next: UIResponder? { windowScene }

    /// Delivers an event's touches for this window: first the gesture environment sees them,
    /// then each touched view's responder chain. Override to observe; call `super`.
    open func sendEvent(_ event: UIEvent) {
        deliverTouches(of: event)
    }
}
