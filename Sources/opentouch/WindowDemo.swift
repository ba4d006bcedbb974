import Foundation
import OpenTouch

/// The scenes `opentouch window` opens, each in its own application on the system clock.
@MainActor
struct WindowDemo {
    /// The scenes the window command can show.
    enum Kind: String, CaseIterable, Sendable {
        /// Seed 004's views, in their colours: GrayView ⊃ RedView, GreenView, YellowView ⊃ WhiteView.
        case seed004
        /// Seed 001's controller view with viewa (black) and viewb (blue), centred.
        case seed001
        /// A `UITableViewController` in two sections of rows, each with a button; a long press toggles editing.
        case list
        /// A button, a slider, a switch, a segmented control, a stepper, a selectable button, a
        /// progress view, an activity indicator and an animated card.
        case controls
        /// A tab bar app: a navigation stack of fruit (a table with a refresh control) pushing a
        /// detail page with an alert, a "Basket" bar button presenting a sheet, and an About tab.
        case app
    }

    let kind: Kind
    let application: UIApplication
    let scene: UIWindowScene
    let window: UIWindow
    /// The controller, kept alive with the scene.
    let controller: UIViewController

    /// Builds the scene; `log` receives the demo's own lines (actions, values, offsets).
    init(kind: Kind, log: @escaping @MainActor (String) -> Void) {
        self.kind = kind
        application = UIApplication(clock: SystemClock())
        let size: CGSize
        switch kind {
        case .seed004:
            controller = Seed004WindowController()
            size = CGSize(width: 375, height: 667)
        case .seed001:
            controller = Seed001WindowController()
            size = CGSize(width: 430, height: 932)
        case .list:
            controller = ListWindowController(log: log)
            size = CGSize(width: 375, height: 667)
        case .controls:
            controller = ControlsViewController(log: log)
            size = CGSize(width: 375, height: 667)
        case .app:
            controller = AppTabBarController(log: log)
            size = CGSize(width: 375, height: 667)
        }
        scene = UIWindowScene(application: application, screen: UIScreen(bounds: CGRect(origin: .zero, size: size)))
        window = UIWindow(windowScene: scene)
        window.backgroundColor = .white
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }
}
