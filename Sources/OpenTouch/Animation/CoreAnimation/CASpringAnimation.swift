import Foundation

/// An animation that moves a property like a mass on a damped spring.
///
/// The motion follows the spring's physics in seconds; ``CAAnimation/duration`` only says when the
/// animation ends (use ``settlingDuration`` for the time the spring takes to come to rest).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default. Must be greater than 0.
    open var mass: CGFloat = 1 { didSet { evaluationInputsDidChange() } }
    /// The spring's stiffness; 100 by default. Must be greater than 0.
    open var stiffness: CGFloat = 100 { didSet { evaluationInputsDidChange() } }
    /// The damping; 10 by default. Must be 0 or greater.
    open var damping: CGFloat = 10 { didSet { evaluationInputsDidChange() } }
    /// The initial velocity, in units of the whole distance per second; positive values move
    /// towards the end value. 0 by default.
    open var initialVelocity: CGFloat = 0 { didSet { evaluationInputsDidChange() } }
    /// Whether a spring may be overdamped when ``damping`` allows; true by default.
    open var allowsOverdamping = true { didSet { evaluationInputsDidChange() } }

    /// Creates a spring animation with Core Animation's defaults.
    public required init() {}

    /// Creates a spring that takes about `perceptualDuration` seconds, with `bounce` (−1 to 1;
    /// 0 is critically damped, positive values overshoot).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = DampedSpring(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
        duration = spring.settlingDuration
    }

    /// The time the spring takes to come to rest, for the current parameters.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    /// The duration the spring feels like: a full period of the undamped spring.
    open var perceptualDuration: CFTimeInterval {
        let k = Double(stiffness), m = Double(mass)
        guard k > 0, m > 0 else { return 0 }
        return 2 * Double.pi / (k / m).squareRoot()
    }

    /// How much the spring bounces: 1 minus the damping ratio (negative when overdamped).
    open var bounce: CGFloat {
        CGFloat(1 - spring.dampingRatio)
    }

    /// The spring these parameters describe.
    var spring: DampedSpring {
        DampedSpring(mass: Double(mass), stiffness: Double(stiffness),
                     damping: allowsOverdamping ? Double(damping) : min(Double(damping), 2 * (Double(stiffness) * Double(mass)).squareRoot()),
                     initialVelocity: Double(initialVelocity))
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    override func curveValue(_ progress: AnimationProgress) -> Double {
        spring.value(at: progress.time)
    }
}
