import Foundation

/// Pushing, popping and replacing the stack.
extension UINavigationController {
    /// Pushes `viewController` on the stack and shows it.
    func performPush(_ viewController: UIViewController, animated: Bool) {
        currentTransition?.jumpToEnd()
        guard !stack.contains(where: { $0 === viewController }) else {
            return reportMisuse("pushViewController(_:animated:) was given \(viewController), which is already on the stack; nothing happened")
        }
        guard !(viewController is UINavigationController) else {
            return reportMisuse("pushViewController(_:animated:) was given a UINavigationController, which UIKit does not support; nothing happened")
        }
        let old = topViewController
        addChild(viewController)
        stack.append(viewController)
        navigationBar.syncItems(with: stack, animated: false)
        // A push a custom interaction controller cancels takes the controller back off the stack.
        let undo: @MainActor () -> Void = { [weak self, weak viewController] in
            guard let self, let viewController else { return }
            stack.removeAll { $0 === viewController }
            navigationBar.syncItems(with: stack, animated: false)
            viewController.willMove(toParent: nil)
            viewController.removeFromParent()
            viewController.didMove(toParent: nil)
        }
        show(viewController, replacing: old, operation: .push, animated: animated, undo: undo) { [weak viewController, weak self] in
            viewController?.didMove(toParent: self)
        }
    }

    /// Pops the controllers above `viewController` and returns them, bottom first.
    func performPop(to viewController: UIViewController, animated: Bool,
                    interactive: Bool = false) -> [UIViewController]? {
        currentTransition?.jumpToEnd()
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            reportMisuse("popToViewController(_:animated:) was given \(viewController), which is not on the stack; nothing happened")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard let top = popped.last else { return [] }
        for controller in popped { controller.willMove(toParent: nil) }
        let oldStack = stack
        stack.removeSubrange((index + 1)...)
        navigationBar.syncItems(with: stack, animated: false)
        let undo: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            stack = oldStack
            navigationBar.syncItems(with: stack, animated: false)
            for controller in popped { controller.didMove(toParent: self) }
        }
        show(viewController, replacing: top, operation: .pop, animated: animated, interactive: interactive,
             undo: undo) { [weak self] in
            for controller in popped where controller.parent === self {
                controller.removeFromParent()
                controller.didMove(toParent: nil)
            }
        }
        return popped
    }

    /// Replaces the stack.
    func performSet(_ viewControllers: [UIViewController], animated: Bool) {
        currentTransition?.jumpToEnd()
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let old = topViewController
        let oldStack = stack
        let leaving = oldStack.filter { controller in !unique.contains { $0 === controller } }
        let arriving = unique.filter { controller in !oldStack.contains { $0 === controller } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        stack = unique
        navigationBar.syncItems(with: stack, animated: false)
        // UIKit: a push when the new top was not on the stack, a pop when it was.
        let operation: UINavigationController.Operation =
            unique.last.map { newTop in oldStack.contains { $0 === newTop } } ?? false ? .pop : .push
        let finish: @MainActor () -> Void = { [weak self] in
            for controller in leaving where controller.parent === self {
                controller.removeFromParent()
                controller.didMove(toParent: nil)
            }
            for controller in arriving where controller.parent === self { controller.didMove(toParent: self) }
        }
        guard let new = topViewController, new !== old else {
            if topViewController == nil, let old { removeShown(old) }
            return finish()
        }
        show(new, replacing: old, operation: operation, animated: animated, then: finish)
    }

    /// Reports a call UIKit would raise for, without crashing.
    func reportMisuse(_ message: String) {
        if let application = viewIfLoaded?.window?.windowScene?.application {
            application.report(InputDiagnostic(.unsupportedCall, message))
        } else {
            reportUnsupportedCall(message)
        }
    }
}
