import Foundation

extension UIViewController {
    /// The coordinator of the transition this controller or its closest ancestor (a parent, or
    /// the controller it was presented by) takes part in, or nil when none runs.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = self
        while let current = controller {
            if let transition = current.activeTransition, !transition.isComplete { return transition }
            controller = current.parent ?? current.presentingViewController
        }
        return nil
    }
}

/// A view a full-screen presentation took off the window, and where to put it back.
struct RemovedView {
    let view: UIView
    weak var superview: UIView?
    let index: Int
}
