//
//  MainTabBarController.swift
//
//  The app's root: three tabs, each in its own navigation controller, a badge on the inbox,
//  and a delegate that scrolls to top when the selected tab is tapped again.
//

import UIKit

final class MainTabBarController: UITabBarController {

    private(set) var reselectCount = 0
    private(set) var selectionLog: [String] = []
    var isComposeLocked = false

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        tabBar.tintColor = .systemBlue
        tabBar.unselectedItemTintColor = .systemGray

        if #available(iOS 15.0, *) {
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            tabBar.standardAppearance = appearance
            tabBar.scrollEdgeAppearance = appearance
        }

        viewControllers = [
            makeTab(root: FeedListViewController(), title: "Feed", image: "house", selectedImage: "house.fill", tag: 0),
            makeTab(root: UIViewController(), title: "Compose", image: "square.and.pencil", selectedImage: nil, tag: 1),
            makeTab(root: UIViewController(), title: "Inbox", image: "tray", selectedImage: "tray.fill", tag: 2),
        ]
        setBadge(3, forTabAt: 2)
    }

    private func makeTab(root: UIViewController, title: String, image: String, selectedImage: String?, tag: Int) -> UINavigationController {
        root.title = title
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.tabBarItem = UITabBarItem(title: title,
                                                       image: UIImage(systemName: image),
                                                       selectedImage: selectedImage.flatMap { UIImage(systemName: $0) })
        navigationController.tabBarItem.tag = tag
        return navigationController
    }

    func setBadge(_ count: Int, forTabAt index: Int) {
        guard let item = viewControllers?[index].tabBarItem else { return }
        item.badgeValue = count > 0 ? "\(count)" : nil
        item.badgeColor = .systemRed
    }
}

extension MainTabBarController: UITabBarControllerDelegate {

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        if viewController.tabBarItem.tag == 1 && isComposeLocked {
            return false
        }
        if viewController === tabBarController.selectedViewController {
            reselectCount += 1
            if let navigationController = viewController as? UINavigationController {
                if navigationController.viewControllers.count > 1 {
                    navigationController.popToRootViewController(animated: true)
                } else if let list = navigationController.topViewController as? FeedListViewController {
                    list.scrollToTop()
                }
            }
        }
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selectionLog.append(viewController.tabBarItem.title ?? "?")
        if viewController.tabBarItem.tag == 2 {
            viewController.tabBarItem.badgeValue = nil
        }
    }
}

final class FeedListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    }

    func scrollToTop() {
        guard tableView.numberOfRows(inSection: 0) > 0 else { return }
        tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        50
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = "Post \(indexPath.row + 1)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = "Post \(indexPath.row + 1)"
        detail.view.backgroundColor = .systemBackground
        show(detail, sender: self)
    }
}
