import Foundation

/// Several animations run together under one timing: each child's times are in the group's
/// time, and children are cut off where the group ends.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group, applied in order.
    open var animations: [CAAnimation]?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override var animatedKeyPaths: [AnimationKeyPath] {
        (animations ?? []).flatMap(\.animatedKeyPaths)
    }

    override func value(for keyPath: AnimationKeyPath, underlying: AnimatableValue,
                        progress: AnimationProgress) -> AnimatableValue? {
        var value = underlying
        var changed = false
        for child in animations ?? [] {
            let timing = child.mediaTiming(beginTime: child.beginTime)
            guard let childProgress = AnimationClockMath.progress(of: timing, atParentTime: progress.time),
                  let next = child.value(for: keyPath, underlying: value, progress: childProgress) else { continue }
            value = next
            changed = true
        }
        return changed ? value : nil
    }
}

/// A transition of a layer's whole content (fade, push, move in, reveal) over its duration.
///
/// OpenTouch draws nothing, so a transition changes no property: it runs on the clock, tells
/// its delegate when it stops and keeps the layer's block animations' completions in step.
@MainActor
open class CATransition: CAAnimation {
    /// The kind of transition; `.fade` by default.
    open var type: CATransitionType = .fade
    /// The direction, for moves, pushes and reveals.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start, 0 to 1.
    open var startProgress: Float = 0
    /// Where in the transition to end, 0 to 1.
    open var endProgress: Float = 1

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }
}
