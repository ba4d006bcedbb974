import Foundation

/// The software keyboard of one application: it comes up when a responder that takes text
/// (`UIKeyInput`) or has input views becomes first responder, goes away when it resigns, and
/// posts the keyboard notifications (see <doc:SoftwareKeyboard>).
///
/// It lives in a ``UIRemoteKeyboardWindow`` above the application's windows. Frames are in
/// screen coordinates; ``frame`` is the keyboard's frame once its current slide ends (nil while
/// it is down), as UIKit's notifications report it.
@MainActor
final class SoftwareKeyboard {
    weak var application: UIApplication?
    /// The window holding the keyboard and the input views, made when first needed.
    private(set) var window: UIRemoteKeyboardWindow?
    /// The system keyboard's view while it is shown.
    private(set) var keyboard: UIKeyboard?
    /// The input accessory view and input view (or keyboard) in the host, top to bottom.
    private(set) var installed: [UIView] = []
    /// The keyboard's frame at the end of its current slide; nil while down.
    var frame: CGRect?
    /// How far an interactive dismissal has lowered the keyboard, in points.
    var interactiveOffset: CGFloat = 0
    /// Whether a hardware key event arrived: from then on the system keyboard is not shown
    /// (the input accessory view and a custom input view still are), as on an iPad.
    private(set) var hardwareKeyboardInUse = false
    /// The responder whose input views are shown.
    private(set) weak var inputResponder: UIResponder?
    /// The did-notifications of the slide under way, posted when it ends.
    var pendingCompletion: PendingKeyboardChange?
    /// When the shift key was last tapped (for a double tap's Caps Lock).
    var lastShiftTap: TimeInterval = -.infinity

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Events from the first responder

    /// The first responder changed from `old` to `new`: brings the keyboard up for `new`,
    /// changes it, or takes it down.
    /// A repeated report of the change that brought the keyboard up for `new` changes nothing.
    func firstResponderChanged(from old: UIResponder?, to new: UIResponder?) {
        if let new, new === inputResponder, frame != nil { return }
        update(for: new)
    }

    /// `responder` called `reloadInputViews()`: its input views are shown again, if it is the
    /// one whose input views are up.
    func inputViewsReloaded(for responder: UIResponder) {
        guard responder === application?.firstResponder else { return }
        update(for: responder)
    }

    /// A hardware key event arrived: the system keyboard goes away, leaving the input accessory
    /// view (and a custom input view) if the first responder has one.
    func hardwareKeyArrived() {
        guard !hardwareKeyboardInUse else { return }
        hardwareKeyboardInUse = true
        if keyboard != nil { update(for: application?.firstResponder) }
    }

    // MARK: Showing

    /// Shows what `responder` needs below the content, or hides the keyboard when it needs nothing.
    func update(for responder: UIResponder?) {
        guard let responder, let scene = scene(of: responder) else { return hide() }
        let accessory = responder.inputAccessoryView
        var main = responder.inputView
        var newKeyboard: UIKeyboard?
        // A text view that is not editable takes no typing: no keyboard, as in UIKit.
        if main == nil, let input = responder as? any UIKeyInput, (responder as? UITextView)?.isEditable != false,
           !hardwareKeyboardInUse {
            newKeyboard = makeKeyboard(for: input, width: scene.screen.bounds.width,
                                       homeIndicatorRow: hasHomeIndicator(responder, scene))
            main = newKeyboard
        }
        let views = [accessory, main].compactMap { $0 }
        let height = views.reduce(0) { $0 + Self.height(of: $1) }
        guard height > 0 else { return hide() }
        inputResponder = responder
        keyboard = newKeyboard
        let window = keyboardWindow(in: scene)
        install(views, width: scene.screen.bounds.width, in: window)
        let screen = scene.screen.bounds
        let end = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        let begin = currentFrame(in: screen) ?? CGRect(x: 0, y: screen.height, width: screen.width, height: height)
        slide(from: begin, to: end, showing: true, screen: scene.screen)
    }

    /// Slides the keyboard down, if it is up.
    func hide() {
        inputResponder = nil
        guard let window, let current = currentFrame(in: window.screen.bounds) else { return }
        let screen = window.screen.bounds
        let end = CGRect(x: 0, y: screen.height, width: current.width, height: current.height)
        slide(from: current, to: end, showing: false, screen: window.screen)
    }

    /// The frame the keyboard is at now (an interactive dismissal's offset included), or nil.
    func currentFrame(in screen: CGRect) -> CGRect? {
        frame.map { $0.offsetBy(dx: 0, dy: interactiveOffset) }
    }

    /// The keyboard's top edge in screen coordinates as layout sees it now, or nil while down.
    var layoutTop: CGFloat? {
        currentFrame(in: .zero).map(\.minY)
    }

    // MARK: Views

    private func keyboardWindow(in scene: UIWindowScene) -> UIRemoteKeyboardWindow {
        if let window, window.windowScene === scene { return window }
        window?.isHidden = true
        let made = UIRemoteKeyboardWindow(scene: scene)
        window = made
        return made
    }

    /// Puts `views` in the host, stacked from the top, each as wide as the screen.
    private func install(_ views: [UIView], width: CGFloat, in window: UIRemoteKeyboardWindow) {
        for old in installed where !views.contains(where: { $0 === old }) {
            if old.superview === window.host { old.removeFromSuperview() }
        }
        var y: CGFloat = 0
        for view in views {
            let height = Self.height(of: view)
            view.frame = CGRect(x: 0, y: y, width: width, height: height)
            if view.superview !== window.host { window.host.addSubview(view) }
            y += height
        }
        installed = views
        window.isHidden = false
    }

    /// A view's height in the keyboard: its frame's, or its intrinsic height when its frame has none.
    static func height(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        return max(0, view.intrinsicContentSize.height)
    }

    private func scene(of responder: UIResponder) -> UIWindowScene? {
        var current: UIResponder? = responder
        while let item = current {
            if let view = item as? UIView, let scene = view.window?.windowScene { return scene }
            if let controller = item as? UIViewController, let scene = controller.viewIfLoaded?.window?.windowScene {
                return scene
            }
            if let scene = item as? UIWindowScene { return scene }
            current = item.next
        }
        return application?.keyWindow?.windowScene ?? application?.connectedScenes.first
    }

    private func hasHomeIndicator(_ responder: UIResponder, _ scene: UIWindowScene) -> Bool {
        let window = (responder as? UIView)?.window ?? scene.keyWindow ?? scene.windows.first
        return (window?.deviceSafeAreaInsets.bottom ?? 0) > 0
    }

    /// Called when the slide that hid the keyboard ended: its window and views go.
    func finishHiding() {
        for view in installed where view.superview === window?.host { view.removeFromSuperview() }
        installed = []
        keyboard = nil
        window?.isHidden = true
    }
}
