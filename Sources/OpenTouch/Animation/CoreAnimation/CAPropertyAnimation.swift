import Foundation

/// An animation of one layer property, named by a key path (`"position"`, `"transform.scale"`,
/// `"bounds.size.width"`, `"strokeEnd"`…).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated. Paths OpenTouch does not animate leave the layer unchanged.
    open var keyPath: String? { didSet { evaluationInputsDidChange() } }
    /// Whether the animation's value is added to the value under it rather than replacing it.
    open var isAdditive = false { didSet { evaluationInputsDidChange() } }
    /// Whether each repetition starts where the previous one ended.
    open var isCumulative = false { didSet { evaluationInputsDidChange() } }
    private var parsedCache: (string: String, path: AnimationKeyPath?)?

    /// The parsed ``keyPath`` (parsed once per key path string).
    var parsedKeyPath: AnimationKeyPath? {
        guard let keyPath else { return nil }
        if let cache = parsedCache, cache.string == keyPath { return cache.path }
        let parsed = AnimationKeyPath(keyPath)
        parsedCache = (keyPath, parsed)
        return parsed
    }

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    override var animatedKeyPaths: [AnimationKeyPath] { parsedKeyPath.map { [$0] } ?? [] }

    override func value(for keyPath: AnimationKeyPath, underlying: AnimatableValue,
                        progress: AnimationProgress) -> AnimatableValue? {
        guard let own = parsedKeyPath, own.string == keyPath.string,
              let current = keyPath.extract(from: underlying),
              var value = ownValue(underlying: current, progress: progress, kind: own.kind) else { return nil }
        if isCumulative, progress.iteration > 0, let step = iterationStep(underlying: current, kind: own.kind),
           let total = step.scaled(by: Double(progress.iteration)) {
            value = value.adding(total)
        }
        return keyPath.inject(value, into: underlying, additive: isAdditive)
    }

    /// The animated value of the key path's component, given the value under the animation.
    func ownValue(underlying: AnimatableValue, progress: AnimationProgress, kind: AnimatableKind) -> AnimatableValue? {
        nil
    }

    /// How far one iteration moves (for cumulative animations), or nil.
    func iterationStep(underlying: AnimatableValue, kind: AnimatableKind) -> AnimatableValue? {
        nil
    }
}
