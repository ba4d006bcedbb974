import Foundation

extension UIView {
    /// Animates the keyframes `animations` adds with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// over `duration` seconds: each keyframe's changes happen in its part of the duration.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        var settings = UIViewAnimationSettings(duration: sanitized(duration), delay: sanitized(delay),
                                               options: options.blockOptions.union(.curveLinear))
        settings.keyframeMode = options.calculationMode
        runBlock(settings, animations: animations, completion: completion)
    }

    /// Adds a keyframe inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes `animations` makes happen from `frameStartTime` for `frameDuration`, both
    /// fractions (0 to 1) of the whole duration. Outside a keyframe block the changes just happen.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let context = UIViewAnimationContext.current, context.settings.keyframeMode != nil else {
            return animations()
        }
        let start = frameStartTime.isFinite ? frameStartTime : 0
        let length = frameDuration.isFinite ? max(0, frameDuration) : 0
        context.currentKeyframe = (start, length)
        animations()
        context.currentKeyframe = nil
        for change in context.changes {
            guard let value = change.property.value(of: change.layer) else { continue }
            let previous = change.keyframes.last?.value ?? change.oldValue
            if !value.isSame(as: previous) { change.keyframes.append((start, length, value)) }
        }
    }
}
