import Foundation

/// The presentation controller of the styles that need no public subclass: full screen,
/// over full screen, current context and over current context.
@preconcurrency @MainActor
final class SystemPresentationController: UIPresentationController {
    let style: UIModalPresentationStyle
    /// For the current-context styles: the controller whose view the presentation covers.
    weak var contextController: UIViewController?

    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }

    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }

    override var shouldPresentInFullscreen: Bool { style == .fullScreen || style == .overFullScreen }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        if style == .currentContext || style == .overCurrentContext,
           let contextView = contextController?.viewIfLoaded, contextView.window != nil {
            return contextView.convert(contextView.bounds, to: container)
        }
        return container.bounds
    }
}

/// The system's presentation and dismissal animation: the presented view slides up from below
/// the container (``UIModalTransitionStyle/coverVertical``) or fades (cross-dissolve, popovers),
/// and the dimming view fades in or out, over ``PresentationConstants/transitionDuration``.
@preconcurrency @MainActor
final class SystemPresentationAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let movingView: UIView
    let dimmingView: UIView?
    let fades: Bool

    init(presenting: Bool, movingView: UIView, dimmingView: UIView?, fades: Bool) {
        self.presenting = presenting
        self.movingView = movingView
        self.dimmingView = dimmingView
        self.fades = fades
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        PresentationConstants.transitionDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let shown = movingView.frame
        let hidden = CGRect(x: shown.minX, y: container.bounds.maxY, width: shown.width, height: shown.height)
        if presenting {
            if fades { movingView.alpha = 0 } else { movingView.frame = hidden }
            dimmingView?.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
                       animations: { [self] in
            if fades {
                movingView.alpha = presenting ? 1 : 0
            } else {
                movingView.frame = presenting ? shown : hidden
            }
            dimmingView?.alpha = presenting ? 1 : 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
