import Foundation

extension UIViewController {
    /// Runs the presentation of this controller from `presenter`: links the controllers, puts the
    /// containers in the window, sends the appearance callbacks and runs the transition.
    func runPresentation(_ state: PresentationState, presenter: UIViewController, source: UIViewController,
                         window: UIWindow, animated: Bool, completion: (() -> Void)?) {
        let controller = state.controller
        presenter.storedPresented = self
        storedPresenting = presenter
        presentationState = state
        controller.strongPresented = self
        controller.storedContainer = state.transitionView
        state.transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        state.transitionView.presentationController = controller
        state.transitionView.passesTouchesThrough = state.style == .overCurrentContext || state.style == .currentContext
        if !isViewLoaded { defaultViewFrame = window.bounds }
        _ = view
        isBeingPresented = true
        let covers = controller.shouldRemovePresentersView
        let hidden = covers ? Self.appearedControllers(in: coveredRoot(state, presenter: presenter, window: window)) : []
        state.covered = hidden.map { WeakController($0) }
        let hiding = AppearanceBatch(hidden, appearing: false, animated: animated)
        let showing = AppearanceBatch(controllersOf: view, appearing: true, animated: animated)
        window.addSubview(state.transitionView)
        // As in UIKit, a presentation that is not animated asks for no animator.
        let custom = animated
            ? transitioningDelegate?.animationController(forPresented: self, presenting: presenter, source: source) : nil
        if custom == nil { installSystemViews(state) }
        let context = makePresentationContext(state, presenter: presenter, animated: animated, custom: custom != nil)
        context.onComplete = { [weak self, weak presenter] completed in
            guard let self else { return }
            self.finishPresentation(state, presenter: presenter, completed: completed, hiding: hiding, showing: showing)
        }
        if let completion { context.afterComplete.append { [weak context] in if context?.transitionWasCancelled == false { completion() } } }
        activeTransition = context
        presenter.activeTransition = context
        controller.presentationTransitionWillBegin()
        let animator = custom ?? (animated ? systemAnimator(state, presenting: true) : nil)
        let interactor = custom.flatMap { transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        context.run(animator: animator, interactor: animated ? interactor : nil) {
            if let moving = state.movingView, moving.superview == nil {
                moving.frame = controller.frameOfPresentedViewInContainerView
                state.transitionView.addSubview(moving)
            }
        }
    }

    /// The view whose controllers a covering presentation hides: the window, or the context's view.
    private func coveredRoot(_ state: PresentationState, presenter: UIViewController, window: UIWindow) -> UIView {
        state.style == .currentContext ? (presenter.viewIfLoaded ?? window) : window
    }

    private func makePresentationContext(_ state: PresentationState, presenter: UIViewController, animated: Bool,
                                         custom: Bool) -> ViewControllerTransitionContext {
        let controller = state.controller
        let toView = custom ? controller.presentedView : (state.wrapper ?? controller.presentedView)
        let fromView = controller.shouldRemovePresentersView ? presenter.viewIfLoaded : nil
        let context = ViewControllerTransitionContext(
            name: "presentation of \(typeName)", container: state.transitionView, from: presenter, to: self,
            fromView: fromView, toView: toView, animated: animated, style: state.style)
        context.setInitialFrame(presenter.viewIfLoaded.map { $0.convert($0.bounds, to: state.transitionView) } ?? .zero,
                                for: presenter)
        context.setFinalFrame(controller.frameOfPresentedViewInContainerView, for: self)
        return context
    }

    /// The system styles' views: the dimming view and the wrapper carrying the presented view.
    private func installSystemViews(_ state: PresentationState) {
        let controller = state.controller
        let container = state.transitionView
        if let sheet = controller as? UISheetPresentationController {
            sheet.installViews(in: state)
        } else if let popover = controller as? UIPopoverPresentationController {
            popover.installViews(in: state)
        } else if let alert = controller as? _UIAlertControllerPresentationController {
            alert.installViews(in: state)
        } else if controller is SystemPresentationController {
            let wrapper = UIDropShadowView(frame: controller.frameOfPresentedViewInContainerView)
            wrapper.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.frame = wrapper.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            wrapper.addSubview(view)
            state.wrapper = wrapper
            container.addSubview(wrapper)
        } else if let presentedView = controller.presentedView {
            // A custom presentation controller with the system's animation: its presented view, as is.
            presentedView.frame = controller.frameOfPresentedViewInContainerView
            container.addSubview(presentedView)
        }
    }

    /// The system animator moving the presentation's views in or out.
    func systemAnimator(_ state: PresentationState, presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let moving = state.movingView else { return nil }
        let fades = state.style == .popover || modalTransitionStyle == .crossDissolve
            || state.controller is _UIAlertControllerAlertPresentationController
        return SystemPresentationAnimator(presenting: presenting, movingView: moving, dimmingView: state.dimmingView,
                                          fades: fades)
    }

    /// The presentation's transition ended.
    private func finishPresentation(_ state: PresentationState, presenter: UIViewController?, completed: Bool,
                                    hiding: AppearanceBatch, showing: AppearanceBatch) {
        let controller = state.controller
        activeTransition = nil
        presenter?.activeTransition = nil
        controller.presentationTransitionDidEnd(completed)
        guard completed else {
            showing.cancel()
            hiding.cancel()
            state.transitionView.removeFromSuperview()
            unlinkPresentation(state, presenter: presenter)
            isBeingPresented = false
            return
        }
        showing.end()
        hiding.end()
        if controller.shouldRemovePresentersView { removePresenterViews(state, presenter: presenter) }
        isBeingPresented = false
    }

    /// Takes the presenter's views off the window (every window subview under the container, or
    /// the context's view for `.currentContext`), so they get no touches; dismissal puts them back.
    private func removePresenterViews(_ state: PresentationState, presenter: UIViewController?) {
        var removing: [UIView] = []
        if state.style == .currentContext {
            if let view = presenter?.viewIfLoaded, view.superview != nil { removing = [view] }
        } else if let window = state.transitionView.superview {
            for view in window.subviews {
                if view === state.transitionView { break }
                removing.append(view)
            }
        }
        for view in removing {
            guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view })
            else { continue }
            state.removedViews.append(RemovedView(view: view, superview: superview, index: index))
        }
        for view in removing.reversed() { view.removeFromSuperview() }
    }

    /// Forgets the links a presentation made.
    func unlinkPresentation(_ state: PresentationState, presenter: UIViewController?) {
        if presenter?.storedPresented === self { presenter?.storedPresented = nil }
        storedPresenting = nil
        presentationState = nil
        state.controller.storedContainer = nil
        state.controller.strongPresented = nil
        state.transitionView.presentationController = nil
    }
}
