import Foundation
import OpenTouch

/// A scene file made real: an application on a virtual clock with one window, the view tree and
/// the recognizers, ready to play the file's script.
@MainActor
public final class BuiltScene {
    /// The scene it was built from.
    public let file: SceneFile
    /// The clock everything runs on; it starts at 0.
    public let clock: VirtualClock
    /// The application.
    public let application: UIApplication
    /// The key window.
    public let window: UIWindow
    /// The root view controller (its view is `root`).
    public let controller: UIViewController
    /// The driver the script uses.
    public let driver: TouchDriver
    private var viewsByName: [String: UIView] = [:]
    private var recognizersByName: [String: UIGestureRecognizer] = [:]
    private var delegates: [SceneGestureDelegate] = []
    private var printedNames: [ObjectIdentifier: String] = [:]
    private var redirects: [(view: SceneHitTesting, target: String)] = []

    /// Builds `file`'s window, views and recognizers.
    public init(_ file: SceneFile) {
        self.file = file
        clock = VirtualClock(start: 0)
        application = UIApplication(clock: clock)
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: file.screenSize))
        let scene = UIWindowScene(application: application, screen: screen)
        window = UIWindow(windowScene: scene)
        let sceneController = SceneViewController(root: file.root)
        controller = sceneController
        window.rootViewController = controller
        window.makeKeyAndVisible()
        driver = TouchDriver(application: application)
        let root: UIView = controller.view
        configure(root, file.root)
        for spec in file.root.subviews { root.addSubview(makeTree(spec)) }
        resolveRedirects()
        addRecognizers(target: sceneController)
        if let name = file.controllerClassName { printedNames[ObjectIdentifier(controller)] = name }
    }

    /// The view called `name` (`root` is the controller's view).
    public func view(named name: String) -> UIView? {
        name == "root" ? controller.view : viewsByName[name]
    }

    /// The recognizer called `name`.
    public func recognizer(named name: String) -> UIGestureRecognizer? {
        recognizersByName[name]
    }

    /// The class name logs print for `responder`: the file's name for its views and controller,
    /// the UIKit class for everything else.
    public func printedName(of responder: UIResponder) -> String {
        if let name = printedNames[ObjectIdentifier(responder)] { return name }
        let type = String(describing: type(of: responder))
        return Self.uikitClassNames[type] ?? type
    }

    func register(_ recognizer: UIGestureRecognizer, named name: String) {
        recognizersByName[name] = recognizer
    }

    func keep(_ delegate: SceneGestureDelegate) {
        delegates.append(delegate)
    }

    /// The UIKit class each scene class stands for.
    private static let uikitClassNames = [
        "SceneView": "UIView", "SceneButton": "UIButton", "SceneSwitch": "UISwitch", "SceneSlider": "UISlider",
        "SceneScrollView": "UIScrollView", "SceneViewController": "UIViewController",
    ]

    private func makeTree(_ spec: ViewSpec) -> UIView {
        let view = make(spec)
        configure(view, spec)
        for child in spec.subviews { view.addSubview(makeTree(child)) }
        return view
    }

    private func make(_ spec: ViewSpec) -> UIView {
        let plain = spec.overrides.isEmpty
        let frame = spec.frame
        switch spec.kind {
        case .view: return plain ? UIView(frame: frame) : SceneView(frame: frame)
        case .button: return plain ? UIButton(frame: frame) : SceneButton(frame: frame)
        case .label: return UILabel(frame: frame)
        case .switch: return plain ? UISwitch(frame: frame) : SceneSwitch(frame: frame)
        case .slider: return plain ? UISlider(frame: frame) : SceneSlider(frame: frame)
        case .stepper: return UIStepper(frame: frame)
        case .scrollView: return plain ? UIScrollView(frame: frame) : SceneScrollView(frame: frame)
        }
    }

    private func configure(_ view: UIView, _ spec: ViewSpec) {
        if let name = spec.name, view !== controller.view { viewsByName[name] = view }
        printedNames[ObjectIdentifier(view)] = view === controller.view ? spec.className ?? "UIView" : spec.printedClassName
        if let color = spec.backgroundColor { view.backgroundColor = Self.color(color) }
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        if let enabled = spec.isUserInteractionEnabled { view.isUserInteractionEnabled = enabled }
        view.clipsToBounds = spec.clipsToBounds
        // A named view without an identifier carries its name there, so explanations and
        // timelines (which name views by identifier) say `UIView#YellowView`.
        if let identifier = spec.accessibilityIdentifier ?? spec.name { view.accessibilityIdentifier = identifier }
        if let hitTesting = view as? SceneHitTesting {
            hitTesting.behavior = HitTestBehavior(spec.overrides)
            if let target = spec.overrides.redirectTarget { redirects.append((hitTesting, target)) }
        }
        configureKind(view, spec)
    }

    private func configureKind(_ view: UIView, _ spec: ViewSpec) {
        switch view {
        case let button as UIButton:
            if let title = spec.text { button.setTitle(title, for: .normal) }
            button.isEnabled = spec.isEnabled
        case let label as UILabel:
            label.text = spec.text
        case let toggle as UISwitch:
            toggle.isOn = spec.isOn
            toggle.isEnabled = spec.isEnabled
        case let slider as UISlider:
            if let low = spec.minimumValue { slider.minimumValue = Float(low) }
            if let high = spec.maximumValue { slider.maximumValue = Float(high) }
            if let value = spec.value { slider.value = Float(value) }
            slider.isEnabled = spec.isEnabled
        case let stepper as UIStepper:
            if let low = spec.minimumValue { stepper.minimumValue = low }
            if let high = spec.maximumValue { stepper.maximumValue = high }
            if let value = spec.value { stepper.value = value }
            stepper.isEnabled = spec.isEnabled
        case let scroll as UIScrollView:
            configureScroll(scroll, spec.scroll)
        default:
            break
        }
    }

    private func configureScroll(_ scroll: UIScrollView, _ spec: ScrollSpec) {
        scroll.contentSize = spec.contentSize
        scroll.isPagingEnabled = spec.isPagingEnabled
        scroll.isScrollEnabled = spec.isScrollEnabled
        scroll.delaysContentTouches = spec.delaysContentTouches
        scroll.canCancelContentTouches = spec.canCancelContentTouches
        scroll.bounces = spec.bounces
        scroll.alwaysBounceHorizontal = spec.alwaysBounceHorizontal
        scroll.alwaysBounceVertical = spec.alwaysBounceVertical
        scroll.contentOffset = spec.contentOffset
    }

    private func resolveRedirects() {
        for (view, target) in redirects { view.behavior?.redirectTarget = self.view(named: target) }
    }

    static func color(_ spec: ColorSpec) -> UIColor {
        switch spec {
        case .rgba(let red, let green, let blue, let alpha): UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .named(let name): namedColors[name] ?? .clear
        }
    }

    private static let namedColors: [String: UIColor] = [
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray, "red": .red,
        "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta, "orange": .orange,
        "purple": .purple, "brown": .brown, "clear": .clear, "systemRed": .systemRed, "systemOrange": .systemOrange,
        "systemYellow": .systemYellow, "systemGreen": .systemGreen, "systemBlue": .systemBlue, "systemGray": .systemGray,
        "systemBackground": .systemBackground,
    ]
}
