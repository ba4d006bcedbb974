import Foundation

/// One push or pop under way: both controllers' views in the wrapper view, the slide between
/// them, and the callbacks that start and end it.
///
/// The default slide: on a push the new view comes in from the right edge while the old one
/// moves left by ``NavigationConstants/parallaxFraction`` of the width; a pop is the reverse.
/// Progress 0 is the start, 1 the end. An interactive pop sets the progress from the finger
/// and then finishes or cancels. When the delegate returns an animator, the transition runs it
/// instead (NavigationTransition+Custom.swift).
///
/// While the slide runs on its own (a push, a pop, the rest of an interactive pop after the
/// finger lifts) the application ignores new touches; while a finger drives it, it does not.
@MainActor
final class NavigationTransition {
    unowned let navigation: UINavigationController
    let from: UIViewController?
    let to: UIViewController
    let operation: UINavigationController.Operation
    let animated: Bool
    let isInteractive: Bool
    /// The containment calls to run when the transition completes.
    private let finish: @MainActor () -> Void
    /// What to undo when an interactive pop is cancelled.
    var undo: (@MainActor () -> Void)?
    private(set) var progress: CGFloat = 0
    private var motion: NavigationMotion?
    private(set) var isComplete = false
    /// The hold on new touches while the slide runs on its own.
    private var touchBlock: TransitionTouchBlock?
    /// The context of a transition run by the delegate's animator.
    var customContext: ViewControllerTransitionContext?

    init(navigation: UINavigationController, from: UIViewController?, to: UIViewController,
         operation: UINavigationController.Operation, animated: Bool, interactive: Bool,
         finish: @escaping @MainActor () -> Void) {
        self.navigation = navigation
        self.from = from
        self.to = to
        self.operation = operation
        self.animated = animated
        isInteractive = interactive
        self.finish = finish
    }

    private var visible: Bool { navigation.isOnScreen }

    /// Tells the delegate, sends the `viewWill…` callbacks and puts the new view in the wrapper.
    func start() {
        if !to.isViewLoaded { to.defaultViewFrame = navigation.wrapperView.bounds }
        _ = to.view
        navigation.delegate?.navigationController(navigation, willShow: to, animated: animated)
        let animator = customAnimator()
        navigation.setMoving(from, to, operation: operation, to: true)
        if visible { navigation.beginAppearance(disappearing: from, appearing: to, animated: animated) }
        if let animator { return runCustom(animator) }
        navigation.managingAppearance(of: [from, to]) { insertIncomingView() }
        navigation.syncToolbarItems()
        guard animated else { return complete(finished: true) }
        apply(0)
        if !isInteractive { run(to: 1, duration: NavigationConstants.transitionDuration, curve: NavigationMotion.easeInOut) }
    }

    /// Puts the incoming view in the wrapper: above the old one for a push, below for a pop.
    private func insertIncomingView() {
        let wrapper = navigation.wrapperView
        if !to.isViewLoaded { to.defaultViewFrame = wrapper.bounds }
        let incoming: UIView = to.view
        incoming.frame = wrapper.bounds
        incoming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let outgoing = from?.viewIfLoaded, outgoing.superview === wrapper, operation == .pop {
            wrapper.insertSubview(incoming, belowSubview: outgoing)
        } else {
            wrapper.addSubview(incoming)
        }
    }

    /// Places both views for `progress` of the slide.
    func apply(_ value: CGFloat) {
        progress = min(max(value, 0), 1)
        let width = navigation.wrapperView.bounds.width
        let parallax = NavigationConstants.parallaxFraction * width
        let (incomingX, outgoingX): (CGFloat, CGFloat) = operation == .pop
            ? (-parallax * (1 - progress), width * progress)
            : (width * (1 - progress), -parallax * progress)
        to.viewIfLoaded?.frame.origin.x = incomingX
        if let outgoing = from?.viewIfLoaded, outgoing.superview === navigation.wrapperView {
            outgoing.frame.origin.x = outgoingX
        }
    }

    /// Moves the progress to `target` over `duration`, then completes (finished at 1).
    func run(to target: CGFloat, duration: TimeInterval, curve: @escaping @MainActor (Double) -> Double) {
        motion?.stop()
        ignoreTouches()
        guard let clock = navigation.viewIfLoaded?.window?.windowScene?.application?.clock else {
            apply(target)
            return complete(finished: target >= 1)
        }
        motion = NavigationMotion(clock: clock, from: progress, to: target, duration: duration, curve: curve,
                                  step: { [weak self] value in self?.apply(value) },
                                  completion: { [weak self] in self?.complete(finished: target >= 1) })
    }

    /// Jumps to the end (a new push or pop while this one runs).
    func jumpToEnd() {
        if let customContext { return customContext.completeTransition(true) }
        motion?.stop()
        apply(1)
        complete(finished: true)
    }

    /// Ends the transition: the old view leaves, the `viewDid…` callbacks, the containment calls
    /// and the delegate's `didShow`; or, cancelled, everything is put back.
    func complete(finished: Bool) {
        guard !isComplete else { return }
        isComplete = true
        motion?.stop()
        motion = nil
        if navigation.currentTransition === self { navigation.currentTransition = nil }
        touchBlock?.end()
        touchBlock = nil
        finished ? completeFinished() : completeCancelled()
        endCustom()
    }

    /// What traces call the transition: "push of DetailViewController", "pop of DetailViewController".
    var name: String {
        operation == .pop ? "pop of \(from?.typeName ?? to.typeName)" : "push of \(to.typeName)"
    }

    /// Makes the application ignore new touches until the transition completes.
    private func ignoreTouches() {
        guard touchBlock == nil, !isComplete,
              let application = navigation.viewIfLoaded?.window?.windowScene?.application else { return }
        touchBlock = application.beginIgnoringTouches(during: name)
    }

    private func completeFinished() {
        navigation.managingAppearance(of: [from, to]) { navigation.install(to) }
        if let outgoing = from?.viewIfLoaded, outgoing.superview == nil { outgoing.frame.origin.x = 0 }
        if visible { navigation.endAppearance(disappearing: from, appearing: to) }
        navigation.setMoving(from, to, operation: operation, to: false)
        finish()
        navigation.delegate?.navigationController(navigation, didShow: to, animated: animated)
    }

    /// A cancelled pop, with UIKit's callbacks: the view that was appearing gets
    /// `viewWillDisappear` and `viewDidDisappear`, the one that was leaving `viewWillAppear` and
    /// `viewDidAppear`; the delegate gets no `didShow`.
    private func completeCancelled() {
        navigation.setMoving(from, to, operation: operation, to: false)
        if visible {
            to.pendingAppearance = .none
            to.viewWillDisappear(animated)
            to.viewDidDisappear(animated)
            to.appearanceAnimated = false
            if let from {
                from.pendingAppearance = .none
                from.viewWillAppear(animated)
                from.viewDidAppear(animated)
                from.appearanceAnimated = false
            }
        }
        if let from { navigation.managingAppearance(of: [from, to]) { navigation.install(from) } }
        undo?()
        navigation.syncToolbarItems()
    }
}
