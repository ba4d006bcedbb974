import Foundation
import OpenTouch

/// Seed 001's controller, written as the post's app has it: `viewDidLoad` adds viewa (150 × 150,
/// black) and viewb (100 × 100, blue), both centred on the view's centre, viewb last; its
/// recognizers' actions are `_handleGesture:` and `_handleLong:`.
final class XMDashboardViewController: UIViewController {
    /// The view the post's fourth experiment puts between the controller's view and viewa/viewb.
    var extraLevel = false
    /// The post's views, made in `viewDidLoad`.
    private(set) var viewa = UIView()
    private(set) var viewb = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let parent = extraLevel ? UIView(frame: view.bounds) : view!
        if extraLevel { view.addSubview(parent) }
        viewa = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
        viewa.backgroundColor = .black
        viewa.center = view.center
        parent.addSubview(viewa)
        viewb = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        viewb.backgroundColor = .blue
        viewb.center = view.center
        parent.addSubview(viewb)
    }

    /// The tap recognizers' action (`_handleGesture:`); the trace logs the recognizer, as the seed's handler does.
    func _handleGesture(_ gesture: UITapGestureRecognizer) {}
    /// The long press's action (`_handleLong:`).
    func _handleLong(_ gesture: UILongPressGestureRecognizer) {}
}

/// Seed 001's app: where its dashboard sits on screen.
///
/// The post's log walks `UIWindow → UITransitionView → UIDropShadowView → UILayoutContainerView
/// → UINavigationTransitionView → UIViewControllerWrapperView → UIView`. The last four are a
/// `UINavigationController`'s view with the dashboard at the top of its stack; the first three
/// are where iOS 13 and later put a presented controller's view. So the app presents a navigation
/// controller holding the dashboard over the window's root controller. The log cannot tell a
/// full-screen presentation from a sheet (both sit in the same containers); the dashboard's
/// frames — viewb at (165 416) in a 430 × 932 window, the screen's centre — and the finger on
/// viewb fit a full-screen one, which this scene uses. The bar is shown (a touch at the screen's
/// centre is far below it, and UIKit's bar answers such points without UIView's hit test); the
/// toolbar is hidden, as by default.
@MainActor
enum Seed001App {
    /// The post's screen: 430 × 932 points.
    static let screenSize = CGSize(width: 430, height: 932)
    /// viewb's centre, where the post's finger goes down.
    static let center = CGPoint(x: 215, y: 466)

    /// Builds the window, presents the navigation controller with `dashboard` and lets the
    /// presentation finish on the application's clock.
    static func launch(_ dashboard: XMDashboardViewController, in application: UIApplication) {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: screenSize))
        let window = UIWindow(windowScene: UIWindowScene(application: application, screen: screen))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let navigation = UINavigationController(rootViewController: dashboard)
        navigation.modalPresentationStyle = .fullScreen
        root.present(navigation, animated: false)
        // The presentation's transition ends on the next turn of the clock.
        if let clock = application.clock as? VirtualClock {
            clock.advance(by: 0.01)
        } else {
            application.run(forSeconds: 0.01)
        }
    }
}
