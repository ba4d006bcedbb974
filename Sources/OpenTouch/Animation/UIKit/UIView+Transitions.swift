import Foundation

extension UIView {
    /// Changes `view`'s content inside a transition (a cross-dissolve, a flip, a curl): the
    /// changes `animations` makes happen at once, and a ``CATransition`` runs on the view's layer
    /// for `duration`; `completion` runs when it ends. The view ignores touches meanwhile
    /// unless `.allowUserInteraction` is set.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if let animations { performWithoutAnimation(animations) }
        runTransition(on: view.layer, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` inside a transition: `toView` takes `fromView`'s place
    /// in its superview and `fromView` is removed (with `.showHideTransitionViews`, `fromView` is
    /// hidden and `toView` shown instead). The transition runs on the superview's layer.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let container {
            if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
            fromView.removeFromSuperview()
        }
        runTransition(on: (container ?? toView).layer, duration: duration, options: options, completion: completion)
    }

    private static func runTransition(on layer: CALayer, duration: TimeInterval, options: UIView.AnimationOptions,
                                      completion: ((Bool) -> Void)?) {
        let clock = layer.animationClock
        guard duration > 0, duration.isFinite, animationsEnabledFlag, options.transitionIndex != 0 else {
            if let completion { clock.schedule(after: 0) { completion(true) } }
            return
        }
        let transition = CATransition()
        transition.duration = duration
        transition.type = options.transitionIndex == 5 ? .fade : CATransitionType(rawValue: transitionNames[Int(options.transitionIndex)])
        transition.timingFunction = CAMediaTimingFunction(curve: options.curve)
        let entry = layer.attach(transition, forKey: "transition") { entry in
            entry.blocksInteraction = !options.contains(.allowUserInteraction)
        }
        guard let completion else { return }
        let group = CompletionGroup()
        group.add(entry, clock: clock)
        group.seal(clock: clock) { completion($0) }
    }

    /// Core Animation's private names for UIKit's transitions, by option index.
    private static let transitionNames = ["", "oglFlip", "oglFlip", "pageCurl", "pageUnCurl", "fade", "oglFlip", "oglFlip"]
}
