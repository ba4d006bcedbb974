import Foundation

/// The appearance callbacks of a transition: `viewWill…` for every controller of a view tree as
/// the transition starts, `viewDid…` as it ends. While the batch is open its controllers'
/// `viewDid…` do not follow their views' moves into or out of the window.
@MainActor
struct AppearanceBatch {
    private(set) var controllers: [UIViewController] = []
    let appearing: Bool

    /// Starts the appearance (or disappearance) of the controllers of `view`'s tree (parents first)
    /// whose state changes, with the transition's `animated` flag.
    init(controllersOf view: UIView?, appearing: Bool, animated: Bool) {
        self.appearing = appearing
        var found: [UIViewController] = []
        view?.forEachInSubtree { if let controller = $0.owningViewController { found.append(controller) } }
        begin(found, animated: animated)
    }

    /// Starts the appearance (or disappearance) of `controllers`.
    init(_ controllers: [UIViewController], appearing: Bool, animated: Bool) {
        self.appearing = appearing
        begin(controllers, animated: animated)
    }

    private mutating func begin(_ candidates: [UIViewController], animated: Bool) {
        for controller in candidates where controller.isViewAppeared != appearing && controller.pendingAppearance == .none {
            controller.appearanceAnimated = animated
            controller.holdsAppearanceEnd = true
            controller.beginAppearanceTransition(appearing)
            controllers.append(controller)
        }
    }

    /// Sends the `viewDid…` callbacks, in the order the `viewWill…` ones went.
    func end() {
        for controller in controllers {
            controller.holdsAppearanceEnd = false
            controller.endAppearanceTransition()
            controller.appearanceAnimated = false
        }
    }

    /// The transition was cancelled: the controllers go back (`viewWill…` and `viewDid…` of the
    /// opposite kind, as UIKit sends them after an interactive transition is cancelled).
    func cancel() {
        for controller in controllers {
            controller.holdsAppearanceEnd = false
            controller.pendingAppearance = .none
            let animated = controller.appearanceAnimated
            appearing ? controller.viewWillDisappear(animated) : controller.viewWillAppear(animated)
        }
        for controller in controllers {
            let animated = controller.appearanceAnimated
            appearing ? controller.viewDidDisappear(animated) : controller.viewDidAppear(animated)
            controller.appearanceAnimated = false
        }
    }
}
