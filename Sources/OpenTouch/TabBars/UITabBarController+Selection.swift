import Foundation

/// Choosing the children and the selected one, and the appearance callbacks of a switch.
extension UITabBarController {
    /// ``setViewControllers(_:animated:)``'s work.
    func replaceControllers(_ newControllers: [UIViewController]?) {
        let list = newControllers ?? []
        let oldLogical = logicalSelection, oldIndex = selectedIndex
        let previous = controllers
        controllers = list
        customizableViewControllers = newControllers
        syncChildren(previous: previous)
        itemsDidChange()
        var next: UIViewController?
        if let oldLogical, list.contains(where: { $0 === oldLogical })
            || (oldLogical === moreControllerIfMade && hasMoreTab) {
            next = oldLogical
        } else if oldIndex != NSNotFound, list.indices.contains(oldIndex) {
            next = list[oldIndex]
        } else {
            next = list.first
        }
        if let next { selectLogically(next) } else { storedSelected = nil }
    }

    /// Makes the children the controllers with a tab (and the More navigation controller when
    /// there is a More tab); the ones that left stop being children.
    private func syncChildren(previous: [UIViewController]) {
        var wanted = barControllers
        if hasMoreTab { wanted.append(makeMoreNavigationController()) }
        let managed = previous + (moreControllerIfMade.map { [$0] } ?? [])
        for old in children where !wanted.contains(where: { $0 === old }) && managed.contains(where: { $0 === old }) {
            if old === storedSelected { removeSelectedView(of: old) }
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        trimMoreStack()
        for controller in wanted where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// Rebuilds the tab bar's items from the controllers' ``UIViewController/tabBarItem``s.
    func itemsDidChange() {
        var items = barControllers.map { $0.tabBarItem! }
        if hasMoreTab { items.append(makeMoreNavigationController().tabBarItem) }
        bar.setItems(items, animated: false)
        bar.selectedItem = storedSelected.flatMap(item(for:))
    }

    /// The tab bar item standing for `controller`, a child with a tab or the More navigation controller.
    func item(for controller: UIViewController) -> UITabBarItem? {
        if controller === moreControllerIfMade { return hasMoreTab ? controller.tabBarItem : nil }
        guard barControllers.contains(where: { $0 === controller }) else { return nil }
        return controller.tabBarItem
    }

    /// Selects `controller` as ``selectedViewController`` does: a controller with a tab, the More
    /// navigation controller, or a controller of the More list (pushed on the More navigation controller).
    func selectLogically(_ controller: UIViewController) {
        if let more = moreControllerIfMade, controller === more {
            guard hasMoreTab else { return }
            // As in UIKit, selecting the More navigation controller itself shows its list.
            if more.viewControllers.count > 1, let list = more.viewControllers.first {
                more.setViewControllers([list], animated: false)
            }
            select(more)
        } else if barControllers.contains(where: { $0 === controller }) {
            select(controller)
        } else if moreControllers.contains(where: { $0 === controller }) {
            showInMore(controller, animated: false)
        }
    }

    /// Makes `controller` the shown child, swapping the child views (with the appearance
    /// callbacks when the tab bar controller is on screen). The delegate is not involved.
    func select(_ controller: UIViewController) {
        let old = storedSelected
        bar.selectedItem = item(for: controller)
        guard old !== controller else { return }
        storedSelected = controller
        guard isViewLoaded else { return }
        let visible = isViewAppeared && !(viewIfLoaded?.window?.isHidden ?? true)
        if visible {
            old?.beginAppearanceTransition(false)
            controller.beginAppearanceTransition(true)
        }
        if let old { removeSelectedView(of: old) }
        install(controller)
        if visible {
            old?.endAppearanceTransition()
            controller.endAppearanceTransition()
        }
    }

    /// Puts `controller`'s view in the wrapper view, filling it.
    func install(_ controller: UIViewController) {
        if !controller.isViewLoaded { controller.defaultViewFrame = wrapperView.bounds }
        let childView: UIView = controller.view
        childView.frame = wrapperView.bounds
        wrapperView.addSubview(childView)
        layoutContainer()
    }

    /// Takes `controller`'s view out of the wrapper view, if it is there.
    private func removeSelectedView(of controller: UIViewController) {
        guard let childView = controller.viewIfLoaded, childView.superview === wrapperView else { return }
        childView.removeFromSuperview()
    }

    /// The user tapped `item`: asks the delegate, then selects its controller (or, for the
    /// selected tab, pops its navigation controller to the root) and tells the delegate.
    /// Refused, the bar goes back to the selected tab.
    func userSelected(_ item: UITabBarItem) {
        guard let index = bar.items?.firstIndex(where: { $0 === item }) else { return }
        let shown = barControllers
        let target: UIViewController
        if shown.indices.contains(index) {
            target = shown[index]
        } else if hasMoreTab, index == shown.count {
            target = makeMoreNavigationController()
        } else {
            return
        }
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) {
            bar.selectedItem = storedSelected.flatMap(item(for:))
            return
        }
        if target === storedSelected {
            reselect(target)
        } else {
            select(target)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// The user tapped the tab already selected: a navigation controller pops to its root,
    /// animated, as in UIKit (the More tab goes back to its list).
    func reselect(_ controller: UIViewController) {
        bar.selectedItem = item(for: controller)
        if let navigation = controller as? UINavigationController, navigation.viewControllers.count > 1 {
            navigation.popToRootViewController(animated: true)
        }
    }
}
