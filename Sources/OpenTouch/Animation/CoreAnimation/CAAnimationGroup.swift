import Foundation

/// Several animations run together under one timing: each child's times are in the group's
/// time, and children are cut off where the group ends.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group, applied in order.
    open var animations: [CAAnimation]?

    /// How deep groups may nest; a group that contains itself stops here instead of recursing.
    static let maximumNesting = 32
    private static var nesting = 0

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = Self.nested { other.animations?.compactMap { $0.copy() as? CAAnimation } } ?? []
    }

    override var animatedKeyPaths: [AnimationKeyPath] {
        Self.nested { (animations ?? []).flatMap(\.animatedKeyPaths) } ?? []
    }

    /// Runs `body` one nesting level deeper; nil past ``maximumNesting``.
    private static func nested<T>(_ body: () -> T) -> T? {
        guard nesting < maximumNesting else { return nil }
        nesting += 1
        defer { nesting -= 1 }
        return body()
    }

    override func value(for keyPath: AnimationKeyPath, underlying: AnimatableValue,
                        progress: AnimationProgress) -> AnimatableValue? {
        var value = underlying
        var changed = false
        // The group's curve maps its time before its children see it.
        let curved = (timingFunction ?? CAMediaTimingFunction.linearFunction).progress(at: progress.fraction)
        let localTime = curved * progress.duration
        for child in Self.nested({ animations ?? [] }) ?? [] {
            let timing = child.mediaTiming(beginTime: child.beginTime)
            guard let childProgress = AnimationClockMath.progress(of: timing, atParentTime: localTime),
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
@preconcurrency @MainActor
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
