import Foundation

/// Method-reference target-actions and what a tap on the item does.
extension UIBarButtonItem {
    /// Creates a titled item calling a method of `target` that takes no argument
    /// (`target: self, action: ViewController.addTapped`).
    @preconcurrency public convenience init<T: AnyObject>(
        title: String?, style: Style, target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void
    ) {
        self.init(title: title, style: style, target: nil, action: nil)
        setTarget(target, action)
    }

    /// Creates a titled item calling a method of `target` that takes the item.
    @preconcurrency public convenience init<T: AnyObject>(
        title: String?, style: Style, target: T,
        action: @escaping @MainActor (T) -> @MainActor (UIBarButtonItem) -> Void
    ) {
        self.init(title: title, style: style, target: nil, action: nil)
        setTarget(target, action)
    }

    /// Creates an image item calling a method of `target` that takes no argument.
    @preconcurrency public convenience init<T: AnyObject>(
        image: UIImage?, style: Style, target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void
    ) {
        self.init(image: image, style: style, target: nil, action: nil)
        setTarget(target, action)
    }

    /// Creates a system item calling a method of `target` that takes no argument.
    @preconcurrency public convenience init<T: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: T,
        action: @escaping @MainActor (T) -> @MainActor () -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        setTarget(target, action)
    }

    /// Creates a system item calling a method of `target` that takes the item.
    @preconcurrency public convenience init<T: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: T,
        action: @escaping @MainActor (T) -> @MainActor (UIBarButtonItem) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        setTarget(target, action)
    }

    /// Makes the item call a method of `target` that takes no argument.
    @preconcurrency public func setTarget<T: AnyObject>(_ target: T, _ action: @escaping @MainActor (T) -> @MainActor () -> Void) {
        self.action = nil
        self.target = target
        methodAction = { object, _ in (object as? T).map { action($0)() } }
        itemDidChange()
    }

    /// Makes the item call a method of `target` that takes the item.
    @preconcurrency public func setTarget<T: AnyObject>(
        _ target: T, _ action: @escaping @MainActor (T) -> @MainActor (UIBarButtonItem) -> Void
    ) {
        self.action = nil
        self.target = target
        methodAction = { object, item in (object as? T).map { action($0)(item) } }
        itemDidChange()
    }

    /// What a tap on the item's button does: the primary action, else the target-action.
    func performTap(from view: UIView, event: UIEvent?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let methodAction {
            if let target { methodAction(target, self) }
        } else if let action {
            guard let application = view.window?.windowScene?.application else { return }
            // A nil target with no first responder: the chain starts at the top controller of
            // the bar's navigation controller (OpenTouch's choice), else at the item's button.
            let start: UIResponder = Self.topController(above: view) ?? view
            let resolved: Any? = target ?? (application.firstResponder == nil
                ? start.target(forAction: action, withSender: self) : nil)
            application.sendAction(action, to: resolved, from: self, for: event)
        }
    }

    /// The top controller of the navigation controller whose bar or toolbar holds `view`.
    static func topController(above view: UIView) -> UIViewController? {
        var current: UIView? = view
        while let candidate = current {
            if let container = candidate as? UILayoutContainerView {
                return container.navigationController?.topViewController
            }
            current = candidate.superview
        }
        return nil
    }
}
