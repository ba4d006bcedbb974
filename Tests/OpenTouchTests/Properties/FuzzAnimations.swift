import Foundation
@testable import OpenTouch

/// What the animations of one stream reported: each completion, transaction completion,
/// delegate and property-animator completion is a token, and every report is checked against
/// the rules for its kind as it arrives. Lines carry clock times in milliseconds, no addresses.
@MainActor
final class AnimationLedger {
    enum Kind: String { case block, transaction, delegate, animator }

    final class Token {
        let id: Int
        let kind: Kind
        var fired = 0
        var started = 0
        /// An animator completion whose animator was stopped without finishing: it must never run.
        var voided = false
        init(id: Int, kind: Kind) { self.id = id; self.kind = kind }
        var name: String { "\(kind.rawValue)\(id)" }
    }

    private(set) var tokens: [Token] = []
    private(set) var lines: [String] = []
    private(set) var problems: [String] = []
    private(set) var checks = 0
    weak var clock: VirtualClock?

    init(clock: VirtualClock?) { self.clock = clock }

    var elapsed: Int { Int((((clock?.now ?? 1000) - 1000) * 1000).rounded()) }

    func note(_ line: String) { lines.append(line) }

    func problem(_ text: String) {
        problems.append(text)
        lines.append("PROBLEM " + text)
    }

    func checked(_ count: Int = 1) { checks += count }

    func make(_ kind: Kind) -> Token {
        let token = Token(id: tokens.count, kind: kind)
        tokens.append(token)
        return token
    }

    /// A completion ran (a block's, a transaction's or an animator's).
    func fire(_ token: Token, _ detail: String) {
        token.fired += 1
        checked()
        lines.append("\(token.name) \(detail) @\(elapsed)")
        if token.fired > 1 { problem("\(token.name): completion ran \(token.fired) times") }
        if token.voided { problem("\(token.name): animator completion ran after stopAnimation(true)") }
    }

    /// A delegate heard `animationDidStart`.
    func started(_ token: Token) {
        token.started += 1
        checked()
        lines.append("\(token.name) start @\(elapsed)")
        if token.started > 1 { problem("\(token.name): animationDidStart \(token.started) times") }
        if token.fired > 0 { problem("\(token.name): animationDidStart after animationDidStop") }
    }

    /// A delegate heard `animationDidStop`.
    func stopped(_ token: Token, finished: Bool) {
        fire(token, "stop \(finished)")
    }

    /// Every completion and delegate that must have run by now (everything was removed or ran
    /// out) ran exactly once; animator completions at most once.
    func checkAllReported() {
        for token in tokens {
            checked()
            switch token.kind {
            case .block, .transaction, .delegate:
                if token.fired != 1 { problem("\(token.name): ran \(token.fired) times once every animation was over") }
            case .animator:
                if token.fired > 1 { problem("\(token.name): ran \(token.fired) times") }
            }
        }
    }
}

/// Hears one added animation's start and stop.
@MainActor
final class LedgerDelegate: CAAnimationDelegate {
    weak var ledger: AnimationLedger?
    let token: AnimationLedger.Token
    init(ledger: AnimationLedger, token: AnimationLedger.Token) { self.ledger = ledger; self.token = token }
    func animationDidStart(_ anim: CAAnimation) { ledger?.started(token) }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { ledger?.stopped(token, finished: flag) }
}

/// A property animator the script drives, with its completions not yet run.
@MainActor
final class ScriptedAnimator {
    let animator: UIViewPropertyAnimator
    let name: String
    var pending: [AnimationLedger.Token] = []
    init(_ animator: UIViewPropertyAnimator, name: String) { self.animator = animator; self.name = name }
}

/// Random animation: UIKit blocks (plain, springs, keyframes, nested, without animation),
/// Core Animation adds (basic, keyframe, spring, group; colliding keys; delegates), removals,
/// transactions with completions, implicit animations of standalone layers, property animators
/// driven at random, views removed or released, and time passing. Everything it starts reports
/// to the ledger; completions may start more or remove views (``mayMutate``).
@MainActor
final class AnimationScript {
    weak var world: FuzzWorld?
    let ledger: AnimationLedger
    /// Standalone layers added to views' layers (held by their superlayers).
    private var standalone: [FuzzNames.Weak] = []
    private(set) var animators: [ScriptedAnimator] = []
    /// Whether completions may act on the scene (off while the stream winds down).
    var mayMutate = true
    /// Whether views may be released (dropped from the tree and from every strong reference).
    var allowsRelease = true
    private var depth = 0

    init(world: FuzzWorld) {
        self.world = world
        ledger = AnimationLedger(clock: world.clock)
    }

    private var rng: FuzzRandom {
        get { world!.rng }
        set { world!.rng = newValue }
    }

    /// Views the script animates: every live view but windows.
    var views: [UIView] { world?.liveViews.filter { !($0 is UIWindow) } ?? [] }
    var standaloneLayers: [CALayer] { standalone.compactMap { $0.object as? CALayer } }
    var layers: [CALayer] { views.map(\.layer) + standaloneLayers }

    private func name(_ object: AnyObject?) -> String { world?.names.name(object) ?? "?" }

    // MARK: Setup

    /// Adds a few standalone layers under random views' layers.
    func addStandaloneLayers() {
        for _ in 0..<rng.int(0...3) {
            guard let host = rng.pick(views) else { return }
            let layer = CALayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.frame = CGRect(x: rng.double(0...100), y: rng.double(0...100), width: rng.double(5...80), height: rng.double(5...80))
            host.layer.addSublayer(layer)
            CATransaction.commit()
            world?.names.register(layer, as: world!.names.fresh("L"))
            standalone.append(FuzzNames.Weak(object: layer))
        }
    }

    // MARK: Steps

    /// Performs one random step.
    func step() {
        guard world != nil else { return }
        switch rng.int(0...99) {
        case 0..<22: blockAnimation()
        case 22..<30: performWithoutAnimation()
        case 30..<38: explicitAdd()
        case 38..<44: removeAnimations()
        case 44..<50: transaction()
        case 50..<54: implicitChange()
        case 54..<60: makeAnimator()
        case 60..<74: driveAnimator()
        case 74..<80: treeEdit()
        default: advance()
        }
    }

    func advance() {
        let seconds = rng.pick([0, 0.008, 0.016, 0.05, 0.1, 0.3, 0.7, 1.5, 4])!
        ledger.note("advance \(Int(seconds * 1000))")
        world?.wait(seconds)
    }

    /// A step run from a completion: sometimes nothing, sometimes a new animation or an edit.
    private func fromCompletion() {
        guard mayMutate, depth < 3, let world, rng.chance(0.3) else { return }
        // After the application is gone, nothing new starts (its clock would be another's).
        if touchMode && world.app == nil { return }
        depth += 1
        defer { depth -= 1 }
        ledger.note("from completion")
        switch rng.int(0...(touchMode ? 6 : 5)) {
        case 0, 1: blockAnimation()
        case 2: explicitAdd()
        case 3: removeAnimations()
        case 4: treeEdit()
        case 5: driveAnimator()
        default:
            FuzzMutator(world: world).mutateOnce(at: .animationCompletion, source: nil, recognizer: nil)
        }
    }

    /// Whether the script runs among random touches (its completions may then perform the
    /// touch fuzzer's mutations too, releasing windows or the application).
    var touchMode = false

    /// One animation step among touches: mostly blocks on random views, some animators,
    /// removals and Core Animation adds.
    func touchStep() {
        guard let world, world.app != nil else { return }
        switch rng.int(0...9) {
        case 0...4: blockAnimation()
        case 5: makeAnimator()
        case 6, 7: driveAnimator()
        case 8: removeAnimations()
        default: explicitAdd()
        }
    }

    // MARK: UIKit blocks

    private func randomDuration() -> TimeInterval {
        rng.pick([0, .nan, -1, .infinity, 0.05, 0.2, 0.25, 0.5, 1, 2])!
    }

    private func randomOptions(nested: Bool) -> UIView.AnimationOptions {
        var options: UIView.AnimationOptions = rng.pick([.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear])!
        if rng.chance(0.3) { options.insert(.beginFromCurrentState) }
        if rng.chance(0.08) { options.insert(.repeat) }
        if rng.chance(0.12) { options.insert(.autoreverse) }
        if rng.chance(0.4) { options.insert(.allowUserInteraction) }
        if nested {
            if rng.chance(0.4) { options.insert(.overrideInheritedDuration) }
            if rng.chance(0.4) { options.insert(.overrideInheritedCurve) }
            if rng.chance(0.4) { options.insert(.overrideInheritedOptions) }
        }
        return options
    }

    /// Runs a `UIView.animate` of some kind on one to three views, with a completion most times.
    func blockAnimation(on chosen: [UIView]? = nil) {
        let targets = chosen ?? (0..<rng.int(1...3)).compactMap { _ in rng.pick(views) }
        guard !targets.isEmpty else { return }
        let nested = UIViewAnimationContext.isRecording
        let duration = randomDuration()
        let delay = rng.chance(0.3) ? rng.pick([0.1, 0.5, .nan, -1])! : 0
        let options = randomOptions(nested: nested)
        let weakTargets = targets.map { FuzzNames.Weak(object: $0) }
        let body: () -> Void = { [weak self] in
            guard let self else { return }
            for view in weakTargets.compactMap({ $0.object as? UIView }) { self.changeProperties(of: view) }
            if self.depth < 2, self.rng.chance(0.2) {
                self.depth += 1
                if self.rng.chance(0.6) { self.blockAnimation() } else { self.performWithoutAnimation() }
                self.depth -= 1
            }
        }
        var completion: ((Bool) -> Void)?
        var label = "-"
        if rng.chance(0.9) {
            let token = ledger.make(.block)
            label = token.name
            completion = { [weak self] finished in
                guard let self else { return }
                self.ledger.fire(token, "finished \(finished)")
                self.fromCompletion()
            }
        }
        let kind = rng.int(0...9)
        ledger.note("animate \(label) kind \(kind) \(targets.map { name($0) }.joined(separator: ",")) duration \(duration) delay \(delay) options \(options.rawValue)")
        switch kind {
        case 0...4:
            UIView.animate(withDuration: duration, delay: delay, options: options, animations: body, completion: completion)
        case 5, 6:
            let damping = rng.pick([0.05, 0.3, 0.7, 1, 1.5, 0, -1, .nan])!
            let velocity = rng.pick([0, 0.5, -3, 10, .nan])!
            UIView.animate(withDuration: duration, delay: delay, usingSpringWithDamping: damping,
                           initialSpringVelocity: velocity, options: options, animations: body, completion: completion)
        case 7:
            let bounce = rng.pick([0, 0.3, 0.9, -0.5, 1, .nan])!
            UIView.animate(springDuration: rng.pick([0.2, 0.5, 1, 0, .nan])!, bounce: bounce, initialSpringVelocity: 0,
                           delay: delay, options: options, animations: body, completion: completion)
        default:
            let modes: [UIView.KeyframeAnimationOptions] = [.calculationModeLinear, .calculationModeDiscrete,
                                                            .calculationModePaced, .calculationModeCubic]
            var keyOptions = rng.pick(modes)!
            if options.contains(.allowUserInteraction) { keyOptions.insert(.allowUserInteraction) }
            if options.contains(.repeat) { keyOptions.insert(.repeat) }
            if options.contains(.autoreverse) { keyOptions.insert(.autoreverse) }
            UIView.animateKeyframes(withDuration: duration, delay: delay, options: keyOptions, animations: { [weak self] in
                guard let self else { return }
                for _ in 0..<self.rng.int(1...3) {
                    let start = self.rng.pick([0, 0.25, 0.5, 0.9, -0.2, .nan])!
                    let length = self.rng.pick([0.25, 0.5, 1, 0, 2, .nan])!
                    UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: length) {
                        for view in weakTargets.compactMap({ $0.object as? UIView }) { self.changeProperties(of: view) }
                    }
                }
            }, completion: completion)
        }
    }

    /// Sets one or two random animatable properties of `view` (finite values).
    private func changeProperties(of view: UIView) {
        for _ in 0..<rng.int(1...2) {
            switch rng.int(0...6) {
            case 0, 1:
                let area = view.superview?.bounds ?? CGRect(x: 0, y: 0, width: 375, height: 667)
                view.center = rng.point(in: area, margin: 40)
            case 2: view.bounds.size = CGSize(width: rng.double(10...300), height: rng.double(10...300))
            case 3: view.alpha = rng.pick([0, 0.005, 0.3, 1])!
            case 4:
                view.transform = rng.chance(0.3) ? .identity
                    : CGAffineTransform(rotationAngle: rng.double(-3.2...3.2)).scaledBy(x: rng.double(0.3...2), y: rng.double(0.3...2))
            case 5: view.layer.cornerRadius = rng.double(0...20)
            default: view.backgroundColor = UIColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 1)
            }
        }
    }

    func performWithoutAnimation() {
        guard let view = rng.pick(views) else { return }
        ledger.note("without animation \(name(view))")
        UIView.performWithoutAnimation { changeProperties(of: view) }
    }

    // MARK: Core Animation

    private static let keys: [String?] = ["a", "b", "position", "opacity", nil]

    /// Adds a basic, keyframe, spring or group animation under a random (often colliding) key.
    func explicitAdd() {
        guard let layer = rng.pick(layers) else { return }
        let animation: CAAnimation
        let kind = rng.int(0...3)
        switch kind {
        case 0: animation = basicAnimation()
        case 1: animation = keyframeAnimation()
        case 2: animation = springAnimation()
        default:
            let group = CAAnimationGroup()
            group.animations = (0..<rng.int(0...3)).map { _ in rng.chance(0.5) ? basicAnimation() : keyframeAnimation() }
            animation = group
        }
        animation.duration = rng.pick([0, 0.1, 0.3, 1, 2, .nan, -1])!
        if rng.chance(0.2) { animation.repeatCount = rng.pick([2, 1.5, .infinity, 0.5])! }
        if rng.chance(0.1) { animation.repeatDuration = rng.pick([0.7, 3])! }
        if rng.chance(0.2) { animation.autoreverses = true }
        if rng.chance(0.2) { animation.beginTime = layer.convertTime(world?.clock?.now ?? 0, from: nil) + rng.pick([0.2, 1, -0.5])! }
        if rng.chance(0.2) { animation.fillMode = rng.pick([.forwards, .backwards, .both, .removed])! }
        if rng.chance(0.15) { animation.speed = rng.pick([2, 0.5, 0])! }
        if rng.chance(0.1) { animation.timeOffset = 0.3 }
        if rng.chance(0.05) { animation.isRemovedOnCompletion = false }
        var label = "-"
        if rng.chance(0.8) {
            let token = ledger.make(.delegate)
            label = token.name
            animation.delegate = LedgerDelegate(ledger: ledger, token: token)
        }
        let key = rng.pick(Self.keys)!
        ledger.note("add \(label) kind \(kind) to \(name(layer)) key \(key ?? "nil") duration \(animation.duration) repeat \(animation.repeatCount) speed \(animation.speed)")
        layer.add(animation, forKey: key)
    }

    private func basicAnimation() -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: nil)
        configure(animation)
        return animation
    }

    private func springAnimation() -> CASpringAnimation {
        let animation = CASpringAnimation(keyPath: nil)
        configure(animation)
        animation.mass = rng.pick([1, 0.5, 3])!
        animation.stiffness = rng.pick([100, 10, 500])!
        animation.damping = rng.pick([10, 1, 30, 0.5])!
        animation.initialVelocity = rng.pick([0, 5, -5])!
        if rng.chance(0.5) { animation.duration = animation.settlingDuration }
        return animation
    }

    /// A key path and from/to (or by) values that fit it.
    private func configure(_ animation: CABasicAnimation) {
        switch rng.int(0...5) {
        case 0:
            animation.keyPath = "position"
            animation.fromValue = rng.point(in: CGRect(x: 0, y: 0, width: 300, height: 500))
            animation.toValue = rng.point(in: CGRect(x: 0, y: 0, width: 300, height: 500))
        case 1:
            animation.keyPath = "position.x"
            animation.byValue = rng.double(-100...100)
        case 2:
            animation.keyPath = "opacity"
            animation.fromValue = Float(rng.unit())
            animation.toValue = Float(rng.unit())
        case 3:
            animation.keyPath = "bounds.size.width"
            animation.toValue = rng.double(1...200)
        case 4:
            animation.keyPath = "transform.rotation.z"
            animation.fromValue = 0.0
            animation.toValue = rng.double(-6...6)
        default:
            animation.keyPath = "cornerRadius"
            animation.toValue = rng.double(0...30)
        }
        if rng.chance(0.2) { animation.isAdditive = true }
        if rng.chance(0.3) { animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) }
    }

    private func keyframeAnimation() -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: rng.chance(0.5) ? "position" : "opacity")
        let count = rng.int(0...4)
        if animation.keyPath == "position" {
            animation.values = (0..<count).map { _ in rng.point(in: CGRect(x: 0, y: 0, width: 300, height: 500)) }
        } else {
            animation.values = (0..<count).map { _ in rng.unit() }
        }
        if rng.chance(0.5) {
            var times = (0..<count).map { _ in rng.unit() }.sorted()
            if rng.chance(0.3) { times.append(0.5) }
            animation.keyTimes = times.map { NSNumber(value: $0) }
        }
        animation.calculationMode = rng.pick([.linear, .discrete, .paced, .cubic, .cubicPaced])!
        return animation
    }

    /// Removes one animation by key (a key in use, or one that is not), or all of a layer's.
    func removeAnimations() {
        guard let layer = rng.pick(layers) else { return }
        if rng.chance(0.4) {
            ledger.note("remove all \(name(layer))")
            layer.removeAllAnimations()
        } else {
            let key = rng.pick((layer.animationKeys() ?? []) + ["a", "zz"])!
            ledger.note("remove \(key) \(name(layer))")
            layer.removeAnimation(forKey: key)
        }
    }

    /// A transaction with a completion block around one to three steps.
    func transaction() {
        let token = ledger.make(.transaction)
        ledger.note("transaction \(token.name) begin")
        CATransaction.begin()
        if rng.chance(0.3) { CATransaction.setAnimationDuration(rng.pick([0.1, 0.6, .nan, -1, 0])!) }
        if rng.chance(0.2) { CATransaction.setDisableActions(true) }
        let setFirst = rng.chance(0.5)
        let completion: () -> Void = { [weak self] in
            guard let self else { return }
            self.ledger.fire(token, "transaction")
            self.fromCompletion()
        }
        if setFirst { CATransaction.setCompletionBlock(completion) }
        depth += 1
        for _ in 0..<rng.int(0...3) {
            switch rng.int(0...4) {
            case 0: blockAnimation()
            case 1: explicitAdd()
            case 2: implicitChange()
            case 3: removeAnimations()
            default: if depth < 2 { transaction() }
            }
        }
        depth -= 1
        if !setFirst { CATransaction.setCompletionBlock(completion) }
        CATransaction.commit()
        ledger.note("transaction \(token.name) commit")
    }

    /// Changes a standalone layer outside any block: an implicit animation.
    func implicitChange() {
        guard let layer = rng.pick(standaloneLayers) else { return }
        ledger.note("implicit \(name(layer))")
        switch rng.int(0...3) {
        case 0: layer.position = rng.point(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        case 1: layer.opacity = Float(rng.unit())
        case 2: layer.bounds.size = CGSize(width: rng.double(1...100), height: rng.double(1...100))
        default: layer.cornerRadius = rng.double(0...20)
        }
    }

    // MARK: Property animators

    func makeAnimator() {
        let duration = rng.pick([0.3, 1, 2, 0, .nan])!
        let animator: UIViewPropertyAnimator
        switch rng.int(0...3) {
        case 0: animator = UIViewPropertyAnimator(duration: duration, curve: rng.pick([.easeInOut, .easeIn, .easeOut, .linear])!)
        case 1: animator = UIViewPropertyAnimator(duration: duration, dampingRatio: rng.pick([0.2, 0.7, 1])!)
        case 2:
            animator = UIViewPropertyAnimator(duration: duration, timingParameters:
                UISpringTimingParameters(mass: 1, stiffness: rng.pick([50, 200])!, damping: rng.pick([5, 20])!, initialVelocity: CGVector(dx: 0, dy: 3)))
        default:
            animator = UIViewPropertyAnimator(duration: duration, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.3, y: 1.4))
        }
        animator.isUserInteractionEnabled = rng.chance(0.6)
        animator.isManualHitTestingEnabled = rng.chance(0.3)
        animator.scrubsLinearly = rng.chance(0.7)
        animator.pausesOnCompletion = rng.chance(0.1)
        let entry = ScriptedAnimator(animator, name: "p\(animators.count)")
        animators.append(entry)
        ledger.note("animator \(entry.name) duration \(duration)")
        addAnimations(to: entry)
        addCompletion(to: entry)
        if rng.chance(0.5) { animator.startAnimation() }
    }

    private func addAnimations(to entry: ScriptedAnimator) {
        let targets = (0..<rng.int(1...2)).compactMap { _ in rng.pick(views) }.map { FuzzNames.Weak(object: $0) }
        let body: () -> Void = { [weak self] in
            guard let self else { return }
            for view in targets.compactMap({ $0.object as? UIView }) { self.changeProperties(of: view) }
        }
        if rng.chance(0.3) {
            entry.animator.addAnimations(body, delayFactor: rng.pick([0.5, 0.9, -1, 2])!)
        } else {
            entry.animator.addAnimations(body)
        }
    }

    private func addCompletion(to entry: ScriptedAnimator) {
        let token = ledger.make(.animator)
        entry.pending.append(token)
        entry.animator.addCompletion { [weak self, weak entry] position in
            guard let self else { return }
            entry?.pending.removeAll { $0 === token }
            self.ledger.fire(token, "position \(position.rawValue)")
            self.fromCompletion()
        }
    }

    func driveAnimator() {
        guard let entry = rng.pick(animators) else { return makeAnimator() }
        let animator = entry.animator
        let action = rng.int(0...11)
        ledger.note("drive \(entry.name) \(action) state \(animator.state.rawValue)")
        switch action {
        case 0: animator.startAnimation()
        case 1: animator.startAnimation(afterDelay: rng.pick([0.1, 0.5, .nan])!)
        case 2: animator.pauseAnimation()
        case 3: animator.fractionComplete = rng.pick([0, 0.3, 0.8, 1, -1, 2, .nan])!
        case 4: animator.isReversed.toggle()
        case 5:
            let parameters: UITimingCurveProvider? = rng.chance(0.5) ? nil
                : UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: rng.double(-5...5), dy: 0))
            animator.continueAnimation(withTimingParameters: parameters, durationFactor: rng.pick([1, 0.5, 0, -1, .nan])!)
        case 6:
            let withoutFinishing = rng.chance(0.5)
            if withoutFinishing, animator.state == .active {
                for token in entry.pending { token.voided = true }
                entry.pending = []
            }
            animator.stopAnimation(withoutFinishing)
        case 7: animator.finishAnimation(at: rng.pick([.start, .end, .current])!)
        case 8: addAnimations(to: entry)
        case 9: addCompletion(to: entry)
        case 10:
            // The script lets go of an animator that is not running (a running one stays held,
            // as UIKit holds it while it runs).
            if animator.state == .inactive { animators.removeAll { $0 === entry } }
        default: animator.startAnimation()
        }
    }

    /// Ends every animator: stopped ones finish, active ones stop (finishing or not).
    func windDownAnimators() {
        for entry in animators {
            let animator = entry.animator
            if animator.state == .active {
                if rng.chance(0.5) {
                    for token in entry.pending { token.voided = true }
                    entry.pending = []
                    animator.stopAnimation(true)
                } else {
                    animator.stopAnimation(false)
                }
            }
            if animator.state == .stopped { animator.finishAnimation(at: rng.pick([.start, .end, .current])!) }
        }
    }

    // MARK: The tree

    /// Removes a view from its superview (often releasing it), or moves it elsewhere.
    func treeEdit() {
        guard let world, let view = rng.pick(views) else { return }
        if rng.chance(0.6) {
            guard allowsRelease else { return }
            ledger.note("remove \(name(view))")
            view.removeFromSuperview()
        } else if let parent = rng.pick(world.liveViews), parent !== view, !parent.isDescendant(of: view) {
            ledger.note("move \(name(view)) to \(name(parent))")
            parent.addSubview(view)
        }
    }

    // MARK: Checks

    /// No presentation value is NaN or infinite (the script sets only finite values).
    func checkFinitePresentation(_ when: String) {
        for view in views where !view.layer.attachedAnimations.isEmpty {
            ledger.checked()
            guard let shown = view.layer.presentation() else { continue }
            let t = shown.transform
            let numbers: [CGFloat] = [shown.position.x, shown.position.y, shown.bounds.minX, shown.bounds.minY,
                                      shown.bounds.width, shown.bounds.height, CGFloat(shown.opacity), shown.cornerRadius,
                                      t.m11, t.m12, t.m21, t.m22, t.m41, t.m42]
            if numbers.contains(where: { !$0.isFinite }) {
                ledger.problem("\(name(view)): non-finite presentation \(when): position \(shown.position) bounds \(shown.bounds) opacity \(shown.opacity) transform \(CATransform3DGetAffineTransform(t))")
            }
        }
    }

    /// Views with nothing attached are on screen as in the model, and take touches when their
    /// own flags allow (no animation's interaction block is left behind).
    func checkSettledViews(_ when: String, comparingPresentation: Bool = true) {
        for view in views where view.layer.attachedAnimations.isEmpty {
            ledger.checked()
            let layer = view.layer
            if comparingPresentation, let shown = layer.presentation(),
               shown.position != layer.position || shown.bounds != layer.bounds || shown.opacity != layer.opacity
                || !CATransform3DEqualToTransform(shown.transform, layer.transform) {
                ledger.problem("\(name(view)): presentation differs from the model with nothing attached \(when)")
            }
            guard !view.isHidden, view.isUserInteractionEnabled, view.alpha > UIView.hitTestAlphaThreshold else { continue }
            if view.ignoresTouchEvents {
                ledger.problem("\(name(view)): ignores touches with no animation attached \(when)")
            }
            let middle = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            if !view.bounds.isEmpty, view.hitTest(middle, with: nil) == nil {
                ledger.problem("\(name(view)): not hit at its middle with no animation attached \(when)")
            }
        }
    }

    /// The end of a stream: animators ended, time run out, every remaining animation removed,
    /// then every report checked.
    func windDown() {
        mayMutate = false
        ledger.note("wind down")
        windDownAnimators()
        // Long enough for an undamped spring (its settling is capped at an hour), autoreversed.
        for seconds in [60.0, 60, 8000] { world?.wait(seconds) }
        checkFinitePresentation("after the animations ran out")
        checkSettledViews("after the animations ran out")
        // What is still attached once time ran out is what never ends by itself: animations that
        // repeat forever, run at speed 0, or were asked to stay (isRemovedOnCompletion false).
        for layer in layers {
            for entry in layer.attachedAnimations where entry.endTime.isFinite && entry.animation.isRemovedOnCompletion {
                ledger.checked()
                ledger.problem("\(name(layer)): a finite animation (key \(entry.key ?? "nil")) still attached after time ran out")
            }
        }
        for layer in layers { layer.removeAllAnimations() }
        CATransaction.flush()
        world?.wait(1)
        for layer in layers where !layer.attachedAnimations.isEmpty {
            ledger.problem("\(name(layer)): animations attached after removeAllAnimations")
        }
        checkSettledViews("after every animation was removed")
        ledger.checkAllReported()
    }
}
