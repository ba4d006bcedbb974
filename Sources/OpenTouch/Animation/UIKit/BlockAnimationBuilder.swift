import Foundation

/// Turns a UIKit animation block's recorded changes into layer animations, as UIKit does when
/// the block returns.
///
/// Geometry (position, bounds, transform, anchor point) animates additively, as since iOS 8:
/// the new animation moves from the old model value to the new one on top of whatever is in
/// flight, which keeps running and finishes. Other properties, and every property with
/// `.beginFromCurrentState`, start from what is on screen and replace the animation in flight
/// on the same property (its completion hears `false`).
@MainActor
enum BlockAnimationBuilder {
    /// Attaches the animations for `context`'s changes and returns them.
    static func commit(_ context: UIViewAnimationContext) -> [AttachedAnimation] {
        let settings = context.settings
        guard settings.duration > 0 || settings.spring != nil else { return [] }
        var attached: [AttachedAnimation] = []
        for change in context.changes {
            guard let new = change.property.value(of: change.layer) else { continue }
            if new.isSame(as: change.oldValue) && change.keyframes.isEmpty { continue }
            let (animation, key) = settings.keyframeMode != nil
                ? keyframeAnimation(for: change, settings: settings)
                : blockAnimation(for: change, to: new, settings: settings)
            let entry = change.layer.attach(animation, forKey: key) { entry in
                entry.blocksInteraction = !settings.options.contains(.allowUserInteraction)
            }
            attached.append(entry)
        }
        return attached
    }

    private static func blockAnimation(for change: UIViewAnimationContext.Change, to new: AnimatableValue,
                                       settings: UIViewAnimationSettings) -> (CAAnimation, String) {
        let property = change.property
        let layer = change.layer
        let animation = makeBasic(property.rawValue, settings: settings, layer: layer)
        let fromCurrentState = settings.options.contains(.beginFromCurrentState)
        if property.isAdditiveInBlockAnimations, !fromCurrentState, let delta = change.oldValue.subtracting(new),
           let zero = new.zero {
            animation.isAdditive = true
            animation.fromValue = delta.anyValue
            animation.toValue = zero.anyValue
            return (animation, uniqueKey(property.rawValue, on: layer))
        }
        if fromCurrentState {
            for entry in layer.attachedAnimations where entry.touches(property) && !entry.isDriven {
                layer.detach(entry, finished: false)
            }
        }
        animation.fromValue = change.oldPresentation.anyValue
        animation.toValue = new.anyValue
        return (animation, property.rawValue)
    }

    /// A basic or spring animation with the block's timing.
    private static func makeBasic(_ keyPath: String, settings: UIViewAnimationSettings, layer: CALayer) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring = settings.spring {
            let springAnimation = CASpringAnimation(keyPath: keyPath)
            springAnimation.mass = CGFloat(spring.mass)
            springAnimation.stiffness = CGFloat(spring.stiffness)
            springAnimation.damping = CGFloat(spring.damping)
            springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = CAMediaTimingFunction(options: settings.options)
        }
        applyTiming(settings, to: animation, layer: layer)
        return animation
    }

    private static func applyTiming(_ settings: UIViewAnimationSettings, to animation: CAAnimation, layer: CALayer) {
        animation.duration = settings.duration > 0 ? settings.duration : (settings.spring?.settlingDuration ?? 0)
        if settings.delay > 0 {
            animation.beginTime = layer.localTime() + settings.delay
            animation.fillMode = .backwards
        }
        if settings.options.contains(.repeat) { animation.repeatCount = .infinity }
        if settings.options.contains(.autoreverse) { animation.autoreverses = true }
    }

    private static func keyframeAnimation(for change: UIViewAnimationContext.Change,
                                          settings: UIViewAnimationSettings) -> (CAAnimation, String) {
        var times: [Double] = [0]
        var values: [AnimatableValue] = [change.oldPresentation]
        for frame in change.keyframes {
            let start = min(1, max(0, frame.start)), end = min(1, max(start, frame.start + frame.duration))
            if start > times.last! { times.append(start); values.append(values.last!) }
            times.append(end)
            values.append(frame.value)
        }
        if times.last! < 1 { times.append(1); values.append(values.last!) }
        let animation = CAKeyframeAnimation(keyPath: change.property.rawValue)
        animation.values = values.map { $0.anyValue as Any }
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = settings.keyframeMode ?? .linear
        if animation.calculationMode == .discrete {
            // Discrete key times have one more entry: each value holds until the next time.
            animation.keyTimes = (times + [1]).map { NSNumber(value: $0) }
        }
        applyTiming(settings, to: animation, layer: change.layer)
        return (animation, change.property.rawValue)
    }

    /// `base`, or `base-1`, `base-2`… whichever no attached animation uses.
    static func uniqueKey(_ base: String, on layer: CALayer) -> String {
        let keys = layer.attachedAnimations.compactMap(\.key)
        guard keys.contains(base) else { return base }
        var n = 1
        while keys.contains("\(base)-\(n)") { n += 1 }
        return "\(base)-\(n)"
    }
}

extension CAMediaTimingFunction {
    /// The function UIKit uses for `curve`.
    convenience init(curve: UIView.AnimationCurve) {
        switch curve {
        case .easeIn: self.init(name: .easeIn)
        case .easeOut: self.init(name: .easeOut)
        case .linear: self.init(name: .linear)
        default: self.init(name: .easeInEaseOut)
        }
    }
}
