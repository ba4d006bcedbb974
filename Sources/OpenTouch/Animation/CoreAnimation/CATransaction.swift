import Foundation

/// Groups layer changes: their implicit animations' duration and curve, whether they animate
/// at all, and a completion block run once every animation added in the transaction has stopped.
///
/// Without an explicit ``begin()``, changes fall into an implicit transaction that the
/// application commits after each event, timer and layout pass (and ``flush()`` commits).
@preconcurrency @MainActor
public final class CATransaction {
    /// One open transaction's settings.
    @MainActor
    final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (() -> Void)?
        var values: [(key: String, value: Any?)] = []
        /// The animations added since the completion block was set.
        var group = CompletionGroup()
    }

    private static var stack: [Frame] = []
    private static var implicitFrame: Frame?

    private init() {}

    /// Opens a transaction; its settings apply to changes until the matching ``commit()``.
    public class func begin() {
        stack.append(Frame())
    }

    /// Closes the innermost transaction. Its completion block runs once its animations stop
    /// (on the next turn of the clock when it has none). A commit without a begin commits the
    /// implicit transaction.
    public class func commit() {
        guard let frame = stack.popLast() else { return flush() }
        seal(frame)
    }

    /// Whether changes made outside an explicit transaction wait for ``flush()``.
    static var hasImplicitTransaction: Bool { implicitFrame != nil }

    /// Commits the implicit transaction now.
    public class func flush() {
        guard let frame = implicitFrame else { return }
        implicitFrame = nil
        seal(frame)
    }

    /// Kept for Core Animation's API; OpenTouch's transactions live on the main actor.
    public class func lock() {}
    /// Kept for Core Animation's API.
    public class func unlock() {}

    /// The duration of implicit animations: the innermost setting, else 0.25 s.
    public class func animationDuration() -> CFTimeInterval {
        frames.lazy.compactMap(\.duration).first ?? 0.25
    }

    /// Sets the duration of implicit animations in the current transaction.
    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        current.duration = dur.isFinite ? max(0, dur) : 0.25
    }

    /// The curve of implicit animations, or nil for the default.
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        frames.lazy.compactMap(\.timingFunction).first
    }

    /// Sets the curve of implicit animations in the current transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
    }

    /// Whether property changes skip their actions (no implicit animations).
    public class func disableActions() -> Bool {
        frames.lazy.compactMap(\.disableActions).first ?? false
    }

    /// Turns implicit animations off (or on) in the current transaction.
    public class func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
    }

    /// The current transaction's completion block.
    public class func completionBlock() -> (() -> Void)? {
        current.completion
    }

    /// Sets the block run once every animation added in the current transaction has stopped.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = current
        frame.completion = block
        frame.group = CompletionGroup()
    }

    /// A value set with ``setValue(_:forKey:)`` in this or an enclosing transaction.
    public class func value(forKey key: String) -> Any? {
        for frame in frames {
            if let entry = frame.values.last(where: { $0.key == key }) { return entry.value }
        }
        return nil
    }

    /// Sets a value in the current transaction (`"animationDuration"` and the other settings'
    /// keys set those settings).
    public class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration": setAnimationDuration(AnimatableValue.number(anObject) ?? 0.25)
        case "disableActions": setDisableActions((anObject as? Bool) ?? false)
        case "animationTimingFunction": setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        default: current.values.append((key, anObject))
        }
    }

    /// Runs `body` with actions disabled (for values the engine sets itself).
    static func withActionsDisabled(_ body: () -> Void) {
        begin()
        current.disableActions = true
        body()
        stack.removeLast()
    }

    /// An animation was attached: every open transaction waits for it.
    static func register(_ entry: AttachedAnimation, clock: any EventClock) {
        for frame in frames { frame.group.add(entry, clock: clock) }
    }

    /// The open transactions, innermost first (the implicit one last, when it exists).
    private static var frames: [Frame] {
        var result = Array(stack.reversed())
        if let implicitFrame { result.append(implicitFrame) }
        return result
    }

    private static var current: Frame {
        if let frame = stack.last { return frame }
        if let implicitFrame { return implicitFrame }
        let frame = Frame()
        implicitFrame = frame
        return frame
    }

    /// The transaction is committed: its completion block runs when its animations stop, or
    /// at once when it added none, as Core Animation documents.
    private static func seal(_ frame: Frame) {
        guard let completion = frame.completion else { return }
        if frame.group.isEmpty { return completion() }
        frame.group.seal(clock: UIApplication.shared.clock) { _ in completion() }
    }
}

/// Waits for a set of animations to stop, then runs its action once with whether all finished.
@MainActor
final class CompletionGroup {
    private var pending = 0
    private var added = 0

    /// Whether no animation ever joined.
    var isEmpty: Bool { added == 0 }
    private var allFinished = true
    private var isSealed = false
    private var action: ((Bool) -> Void)?
    /// Weak, as ``AttachedAnimation/clock``: the clock's timers hold this group.
    private weak var clock: (any EventClock)?

    /// Waits for `entry` too.
    func add(_ entry: AttachedAnimation, clock: any EventClock) {
        guard !isSealed || action != nil else { return }
        pending += 1
        added += 1
        self.clock = self.clock ?? clock
        entry.stopObservers.append { [self] finished in
            pending -= 1
            allFinished = allFinished && finished
            fireIfDone()
        }
    }

    /// No more animations join; `action` runs when the last stops (on the next turn of the
    /// clock when none are pending).
    func seal(clock: any EventClock, action: @escaping (Bool) -> Void) {
        isSealed = true
        self.action = action
        if pending == 0 {
            (self.clock ?? clock).schedule(after: 0) { [self] in fireIfDone() }
        }
    }

    private func fireIfDone() {
        guard isSealed, pending == 0, let action else { return }
        self.action = nil
        action(allFinished)
    }
}
