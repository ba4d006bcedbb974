import Foundation

/// What every controller knows about the navigation controller it is in.
extension UIViewController {
    /// The nearest navigation controller among the controller's ancestors, or nil.
    public var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// The item a navigation bar shows for this controller, made on first use with the
    /// controller's ``UIViewController/title``.
    public var navigationItem: UINavigationItem {
        if let item = navigationState.navigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        item.owningController = self
        navigationState.navigationItem = item
        return item
    }

    /// Whether the controller is being added to its parent: true during the appearance callbacks
    /// of a push.
    public var isMovingToParent: Bool { navigationStorage?.isMovingToParent ?? false }

    /// Whether the controller is being removed from its parent: true during the disappearance
    /// callbacks of a pop.
    public var isMovingFromParent: Bool { navigationStorage?.isMovingFromParent ?? false }
}

/// Toolbar items and the Edit/Done item.
extension UIViewController {
    /// The items the navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { navigationStorage?.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems``; the navigation controller's toolbar follows when this controller is on top.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        navigationState.toolbarItems = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// An item titled "Edit" that calls ``setEditing(_:animated:)`` with the opposite of
    /// ``isEditing`` (animated) and then reads "Done" while editing, as UIKit's does.
    public var editButtonItem: UIBarButtonItem {
        if let item = navigationStorage?.editButtonItem { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.setTarget(self, UIViewController.toggleEditingFromEditButton)
        navigationState.editButtonItem = item
        return item
    }

    /// The edit button's action.
    private func toggleEditingFromEditButton() {
        setEditing(!isEditing, animated: true)
        updateEditButtonItem()
    }

    /// Shows "Done" or "Edit" on the edit button for ``isEditing``.
    func updateEditButtonItem() {
        guard let item = navigationStorage?.editButtonItem else { return }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }
}
