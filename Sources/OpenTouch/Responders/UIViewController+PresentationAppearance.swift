/// Appearance callbacks of the controllers a presentation covers.
///
/// A full-screen presentation (``UIModalPresentationStyle/fullScreen`` or
/// ``UIModalPresentationStyle/currentContext``) hides what was on screen, so the controllers that
/// were showing get `viewWillDisappear`/`viewDidDisappear`, and `viewWillAppear`/`viewDidAppear`
/// when it is dismissed: that is what makes `clearsSelectionOnViewWillAppear` clear a table's
/// selection after a detail screen closes. Sheets and over-full-screen styles leave the presenter
/// on screen and send it nothing, as on iOS 13 and later.
///
/// The order is OpenTouch's choice, matching the logs commonly reported from UIKit: presenting,
/// the presenter's `viewWillDisappear`, the presented `viewWillAppear` and `viewDidAppear`, then the
/// presenter's `viewDidDisappear`; dismissing, the presented `viewWillDisappear`, the presenter's
/// `viewWillAppear`, the presented `viewDidDisappear`, then the presenter's `viewDidAppear`.
extension UIViewController {
    /// Whether presenting with `style` hides the presenter's content.
    static func presentationCoversPresenter(_ style: UIModalPresentationStyle) -> Bool {
        style == .fullScreen || style == .currentContext
    }

    /// The appeared controllers in `window` that a full-screen presentation covers, in tree order.
    static func appearedControllers(in window: UIWindow) -> [UIViewController] {
        var controllers: [UIViewController] = []
        window.forEachInSubtree { view in
            if let controller = view.owningViewController, controller.isViewAppeared {
                controllers.append(controller)
            }
        }
        return controllers
    }

    /// Starts the covered controllers' disappearance (`hiding`) or reappearance.
    static func beginCovering(_ controllers: [UIViewController], hiding: Bool, animated: Bool) {
        for controller in controllers {
            controller.appearanceAnimated = animated
            controller.beginAppearanceTransition(!hiding)
        }
    }

    /// Ends the transition begun by ``beginCovering(_:hiding:animated:)``.
    static func endCovering(_ controllers: [UIViewController]) {
        for controller in controllers {
            controller.endAppearanceTransition()
            controller.appearanceAnimated = false
        }
    }
}

/// A controller held weakly, for the controllers a presentation covers.
struct WeakController {
    weak var controller: UIViewController?

    init(_ controller: UIViewController) {
        self.controller = controller
    }
}
