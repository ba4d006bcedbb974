import Foundation

extension UIViewController {
    /// The closest ancestor (parent, its parent, …) that shows controllers itself for
    /// ``show(_:sender:)``: a navigation controller. Nil when there is none.
    var showingAncestor: UIViewController? {
        var candidate = parent
        while let controller = candidate {
            if controller is UINavigationController { return controller }
            candidate = controller.parent
        }
        return nil
    }
}
