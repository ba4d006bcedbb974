import Foundation

/// What a controller keeps for navigation: made on first use, so controllers outside navigation
/// controllers carry nothing.
@MainActor
final class NavigationStorage {
    /// The controller's navigation item, made on first use.
    var navigationItem: UINavigationItem?
    /// The items the navigation controller's toolbar shows while the controller is on top.
    var toolbarItems: [UIBarButtonItem]?
    /// The Edit/Done item, made on first use.
    var editButtonItem: UIBarButtonItem?
    /// Whether the controller is being added to its parent (during its appearance callbacks).
    var isMovingToParent = false
    /// Whether the controller is being removed from its parent (during its appearance callbacks).
    var isMovingFromParent = false
    /// Set by a container while it sends this controller's appearance callbacks itself: moving
    /// the controller's view in or out of a window then sends none.
    var appearanceManagedByContainer = false
}

extension UIViewController {
    /// The controller's navigation storage, made on first use.
    var navigationState: NavigationStorage {
        if let navigationStorage { return navigationStorage }
        let made = NavigationStorage()
        navigationStorage = made
        return made
    }

    /// Whether a container sends this controller's appearance callbacks itself right now.
    var appearanceManagedByContainer: Bool {
        navigationStorage?.appearanceManagedByContainer ?? false
    }
}
