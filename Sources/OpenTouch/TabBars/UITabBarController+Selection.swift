import Foundation

/// Choosing the children and the selected one, and the appearance callbacks of a switch.
extension UITabBarController {
    /// ``setViewControllers(_:animated:)``'s work.
    func replaceControllers(_ newControllers: [UIViewController]?) {
        let list = newControllers ?? []
        let oldSelected = storedSelected, oldIndex = selectedIndex
        for old in controllers where !list.contains(where: { $0 === old }) {
            if old === oldSelected { removeSelectedView(of: old) }
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        let previous = controllers
        controllers = list
        customizableViewControllers = newControllers
        for controller in list where !previous.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        itemsDidChange()
        var next: UIViewController?
        if let oldSelected, list.contains(where: { $0 === oldSelected }) {
            next = oldSelected
        } else if oldIndex != NSNotFound, list.indices.contains(oldIndex) {
            next = list[oldIndex]
        } else {
            next = list.first
        }
        if let next { select(next) } else { storedSelected = nil }
    }

    /// Rebuilds the tab bar's items from the controllers' ``UIViewController/tabBarItem``s.
    func itemsDidChange() {
        bar.setItems(controllers.map { $0.tabBarItem }, animated: false)
        bar.selectedItem = storedSelected.flatMap(item(for:))
    }

    /// The tab bar item standing for `controller`.
    func item(for controller: UIViewController) -> UITabBarItem? {
        guard controllers.contains(where: { $0 === controller }) else { return nil }
        return controller.tabBarItem
    }

    /// Makes `controller` the selected child, swapping the child views (with the appearance
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

    /// The user tapped `item`: asks the delegate, then selects its controller (a tap on the
    /// selected tab selects nothing new) and tells the delegate. Refused, the bar goes back to
    /// the selected tab.
    func userSelected(_ item: UITabBarItem) {
        guard let index = bar.items?.firstIndex(where: { $0 === item }), controllers.indices.contains(index) else { return }
        let target = controllers[index]
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

    /// The user tapped the tab already selected.
    func reselect(_ controller: UIViewController) {
        bar.selectedItem = item(for: controller)
    }
}
