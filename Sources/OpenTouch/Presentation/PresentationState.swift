import Foundation

/// What a presented controller's presentation built and changed, kept until it is dismissed.
@MainActor
final class PresentationState {
    /// The presentation controller doing the work (an adaptive sheet for a popover on compact width).
    let controller: UIPresentationController
    /// The presentation's style after adaptation.
    let style: UIModalPresentationStyle
    /// The container under the window.
    let transitionView: UITransitionView
    /// The view carrying the presented view for system styles (nil for custom animators).
    var wrapper: UIDropShadowView?
    /// The view behind a sheet or popover; a tap on it asks for dismissal.
    var dimmingView: UIDimmingView?
    /// The window's views a full-screen presentation took off it, to put back on dismissal.
    var removedViews: [RemovedView] = []
    /// The controllers the presentation hid (they reappear on dismissal).
    var covered: [WeakController] = []
    /// The disappearance an interactive dismissal started (a sheet dragged down), if any.
    var interactiveDismissal: AppearanceBatch?

    init(controller: UIPresentationController, style: UIModalPresentationStyle, transitionView: UITransitionView) {
        self.controller = controller
        self.style = style
        self.transitionView = transitionView
    }

    /// The view the system animations move: the wrapper, or the presented view.
    var movingView: UIView? { wrapper ?? controller.presentedView }
}

/// A controller held weakly, for the controllers a presentation covers.
struct WeakController {
    weak var controller: UIViewController?

    init(_ controller: UIViewController) {
        self.controller = controller
    }
}
