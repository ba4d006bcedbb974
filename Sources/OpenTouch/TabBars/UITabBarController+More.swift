import Foundation

/// More than ``TabBarConstants/maximumCompactItems`` tabs: the bar shows the first four and a
/// "More" tab (``UITabBarItem/SystemItem/more``) whose screen,
/// ``UITabBarController/moreNavigationController``, lists the other controllers in a table;
/// a tap on a row pushes that controller.
extension UITabBarController {
    /// Whether the controllers overflow the bar.
    var hasMoreTab: Bool { controllers.count > TabBarConstants.maximumCompactItems }

    /// The controllers shown by their own tabs.
    var barControllers: [UIViewController] {
        hasMoreTab ? Array(controllers.prefix(TabBarConstants.maximumCompactItems - 1)) : controllers
    }

    /// The controllers listed by the More screen.
    var moreControllers: [UIViewController] {
        hasMoreTab ? Array(controllers.dropFirst(TabBarConstants.maximumCompactItems - 1)) : []
    }

    /// The selected controller as UIKit reports it: the shown child, or, when that is the More
    /// navigation controller with one of the More list's controllers pushed, that controller.
    var logicalSelection: UIViewController? {
        guard let shown = storedSelected else { return nil }
        guard let more = moreControllerIfMade, shown === more else { return shown }
        let stack = more.viewControllers
        if stack.count > 1, moreControllers.contains(where: { $0 === stack[1] }) { return stack[1] }
        return more
    }

    /// The More navigation controller, made on first use with its list as the root.
    func makeMoreNavigationController() -> UINavigationController {
        if let made = moreControllerIfMade { return made }
        let navigation = UIMoreNavigationController(rootViewController: UIMoreListController(tabBarController: self))
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreControllerIfMade = navigation
        return navigation
    }

    /// Shows `controller`, one of the More list's, pushed on the More navigation controller
    /// (with a push animation when `animated` and the More list is on screen).
    func showInMore(_ controller: UIViewController, animated: Bool) {
        let more = makeMoreNavigationController()
        guard let list = more.viewControllers.first else { return }
        let stack = more.viewControllers
        if !(stack.count >= 2 && stack[1] === controller) {
            if animated, storedSelected === more, stack.count == 1 {
                more.pushViewController(controller, animated: true)
            } else {
                more.setViewControllers([list, controller], animated: false)
            }
        }
        select(more)
    }

    /// Takes off the More navigation controller's stack the controllers no longer listed by More.
    func trimMoreStack() {
        guard let more = moreControllerIfMade, let list = more.viewControllers.first else { return }
        let stack = more.viewControllers
        guard stack.count > 1, !moreControllers.contains(where: { $0 === stack[1] }) else { return }
        more.setViewControllers([list], animated: false)
    }
}

/// The More tab's navigation controller (UIKit's private class of this name).
@preconcurrency @MainActor
final class UIMoreNavigationController: UINavigationController {}

/// The More screen's list (UIKit's private class of this name): a table of the controllers that
/// have no tab, by their tab bar items' titles and images; a tap on a row pushes that controller.
@preconcurrency @MainActor
final class UIMoreListController: UITableViewController {
    private weak var owner: UITabBarController?
    private static let cellIdentifier = "UIMoreListCell"

    init(tabBarController: UITabBarController) {
        owner = tabBarController
        super.init(style: .plain)
        title = UITabBarItem.SystemItem.more.title
    }

    required init?(coder: NSCoder) {
        preconditionFailure("UIMoreListController is made by UITabBarController only")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    override func viewWillAppear(_ animated: Bool) {
        tableView.reloadData()
        super.viewWillAppear(animated)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        owner?.moreControllers.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let controllers = owner?.moreControllers ?? []
        if controllers.indices.contains(indexPath.row) {
            let item = controllers[indexPath.row].tabBarItem
            cell.textLabel?.text = item?.title
            cell.imageView?.image = item?.image
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let owner, owner.moreControllers.indices.contains(indexPath.row) else { return }
        owner.showInMore(owner.moreControllers[indexPath.row], animated: true)
    }
}
