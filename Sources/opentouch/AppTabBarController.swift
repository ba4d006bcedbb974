import Foundation
import OpenTouch

/// The `opentouch window app` demo's root: a tab bar controller with two tabs, "Fruit" (a
/// navigation controller over ``FruitListController``) and "About" (``AboutViewController``).
/// Logs each tab switch.
final class AppTabBarController: UITabBarController, UITabBarControllerDelegate {
    private let log: @MainActor (String) -> Void

    init(log: @escaping @MainActor (String) -> Void) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let list = FruitListController(log: log)
        let navigation = UINavigationController(rootViewController: list)
        navigation.delegate = list
        navigation.tabBarItem = UITabBarItem(title: "Fruit", image: nil, tag: 0)
        let about = AboutViewController()
        about.tabBarItem = UITabBarItem(title: "About", image: nil, tag: 1)
        about.tabBarItem.badgeValue = "1"
        viewControllers = [navigation, about]
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log("tab selected \(viewController.tabBarItem.title ?? "?") (index \(selectedIndex))")
        viewController.tabBarItem.badgeValue = nil
    }
}

/// The second tab: a title and a line of text on systemGroupedBackground.
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 335, height: 60))
        label.text = "OpenTouch demo app"
        label.font = .boldSystemFont(ofSize: 24)
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
    }
}
