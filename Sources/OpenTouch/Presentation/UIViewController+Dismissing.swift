import Foundation

extension UIViewController {
    /// `dismiss(animated:completion:)`: the controller this one (or an ancestor) presented goes,
    /// with every controller presented above it; only the topmost animates.
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController ?? (presentationState != nil ? self : nil) else {
            // A child of a presented controller (a screen in a presented navigation controller):
            // its presented ancestor goes.
            if let parent { return parent.performDismissal(animated: animated, completion: completion) }
            completion?()
            return
        }
        guard let presenter = presented.storedPresenting else {
            completion?()
            return
        }
        guard presenter.transitionCoordinator == nil || presented.presentationState?.interactiveDismissal != nil else {
            return presentationWarning("Attempt to dismiss \(presented.typeName) while a transition is in progress")
        }
        presenter.dismissPresentation(of: presented, animated: animated, completion: completion)
    }

    /// Dismisses `presented` (presented by this controller) and the controllers above it.
    func dismissPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?,
                             interactive: Bool = false) {
        var chain: [UIViewController] = [presented]
        while let next = chain.last?.storedPresented, next.presentationState != nil { chain.append(next) }
        guard let top = chain.last, let topState = top.presentationState else { return }
        let dismissed = chain
        // Set before the `viewWill…` calls below, so `isBeingDismissed` is true in `viewWillDisappear`.
        for controller in chain { controller.isBeingDismissed = true }
        // Intermediate controllers disappear without animation; the topmost slides away.
        var batches: [AppearanceBatch] = []
        batches.append(topState.interactiveDismissal
            ?? AppearanceBatch(controllersOf: top.viewIfLoaded, appearing: false, animated: animated))
        topState.interactiveDismissal = nil
        for middle in chain.dropLast().reversed() {
            batches.append(AppearanceBatch(controllersOf: middle.viewIfLoaded, appearing: false, animated: false))
        }
        let reveal = AppearanceBatch(revealedControllers(by: chain), appearing: true, animated: animated)
        restoreRemovedViews(of: chain)
        for middle in chain.dropLast() { middle.presentationState?.transitionView.removeFromSuperview() }
        topState.controller.dismissalTransitionWillBegin()
        let context = ViewControllerTransitionContext(
            name: "dismissal of \(top.typeName)", container: topState.transitionView, from: top, to: self,
            fromView: topState.movingView, toView: topState.controller.shouldRemovePresentersView ? viewIfLoaded : nil,
            animated: animated, style: topState.style)
        if let moving = topState.movingView { context.setInitialFrame(moving.frame, for: top) }
        context.onComplete = { [weak self] completed in
            self?.finishDismissal(dismissed, completed: completed, batches: batches, reveal: reveal, interactive: interactive)
        }
        if let completion { context.afterComplete.append { [weak context] in if context?.isCancelled == false { completion() } } }
        top.activeTransition = context
        activeTransition = context
        let custom = animated ? top.transitioningDelegate?.animationController(forDismissed: top) : nil
        let animator = custom ?? (animated ? top.systemAnimator(topState, presenting: false) : nil)
        let interactor = custom.flatMap { top.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        context.run(animator: animator, interactor: animated ? interactor : nil) {}
    }

    /// The controllers hidden by the dismissed presentations that come back into view.
    private func revealedControllers(by chain: [UIViewController]) -> [UIViewController] {
        var revealed: [UIViewController] = []
        for controller in chain {
            for weak in controller.presentationState?.covered ?? [] {
                guard let covered = weak.controller, !covered.isViewAppeared,
                      !chain.contains(where: { $0 === covered }), !revealed.contains(where: { $0 === covered }) else { continue }
                revealed.append(covered)
            }
        }
        return revealed
    }

    /// Puts back the views the dismissed presentations took off the window (not their own containers).
    private func restoreRemovedViews(of chain: [UIViewController]) {
        let containers = chain.compactMap { $0.presentationState?.transitionView }
        for controller in chain {
            guard let state = controller.presentationState else { continue }
            for removed in state.removedViews where !containers.contains(where: { $0 === removed.view }) {
                guard let superview = removed.superview, removed.view.superview == nil else { continue }
                superview.insertSubview(removed.view, at: min(removed.index, superview.subviews.count))
            }
            state.removedViews.removeAll()
        }
    }

    /// The dismissal's transition ended.
    private func finishDismissal(_ chain: [UIViewController], completed: Bool, batches: [AppearanceBatch],
                                 reveal: AppearanceBatch, interactive: Bool) {
        guard let top = chain.last, let topState = top.presentationState else { return }
        top.activeTransition = nil
        activeTransition = nil
        topState.controller.dismissalTransitionDidEnd(completed)
        guard completed else {
            for controller in chain { controller.isBeingDismissed = false }
            batches.first?.cancel()
            reveal.cancel()
            return
        }
        topState.transitionView.removeFromSuperview()
        for batch in batches { batch.end() }
        reveal.end()
        for controller in chain.reversed() {
            controller.isBeingDismissed = false
            guard let state = controller.presentationState else { continue }
            // The presented view leaves the containers, which are gone with the presentation.
            if let view = controller.viewIfLoaded, view.isDescendant(of: state.transitionView) { view.removeFromSuperview() }
            controller.unlinkPresentation(state, presenter: controller.storedPresenting)
        }
        if interactive {
            topState.controller.delegate?.presentationControllerDidDismiss(topState.controller)
        }
    }
}
