import Foundation

extension CALayer {
    /// Attaches a copy of `anim` under `key`, replacing (and stopping, unfinished) an animation
    /// already under that key. A ``CAAnimation/beginTime`` of 0 becomes the current time.
    /// The animation's values show in ``presentation()``; the model values do not change.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        attach(copy, forKey: key)
    }

    /// Attaches `animation` itself (no copy) and schedules its start and end.
    @discardableResult
    func attach(_ animation: CAAnimation, forKey key: String?, driver: AnimationDriver? = nil,
                configure: (AttachedAnimation) -> Void = { _ in }) -> AttachedAnimation {
        if let key, let index = attachedAnimations.firstIndex(where: { $0.key == key }) {
            detach(at: index, finished: false)
        }
        let now = localTime()
        let begin = animation.beginTime == 0 ? now : animation.beginTime
        let entry = AttachedAnimation(key: key, animation: animation, beginTime: begin)
        entry.driver = driver
        entry.isDriven = driver != nil
        configure(entry)
        attachedAnimations.append(entry)
        hostView?.animationFlagsDidChange(adding: entry, delta: 1)
        let clock = animationClock
        entry.clock = clock
        CATransaction.register(entry, clock: clock)
        scheduleTimers(of: entry, now: now)
        return entry
    }

    /// The animation under `key`, or nil. (Core Animation hands out a copy; so does OpenTouch,
    /// so changing it changes nothing.)
    public func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.last { $0.key == key }.flatMap { $0.animation.copy() as? CAAnimation }
    }

    /// The keys of the attached animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        guard let index = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        detach(at: index, finished: false)
    }

    /// Removes every animation; their delegates hear `finished: false`.
    public func removeAllAnimations() {
        while !attachedAnimations.isEmpty { detach(at: attachedAnimations.count - 1, finished: false) }
    }

    /// Removes an attached animation; the stop is reported on the next turn of the clock, as
    /// Core Animation reports it after the transaction.
    func detach(at index: Int, finished: Bool) {
        let entry = attachedAnimations.remove(at: index)
        hostView?.animationFlagsDidChange(adding: entry, delta: -1)
        entry.startTimer?.cancel()
        entry.endTimer?.cancel()
        guard !finished else { return entry.reportStop(finished: true) }
        animationClock.schedule(after: 0) { entry.reportStop(finished: false) }
    }

    /// The layer is going away with animations attached: they stop there, unfinished, and
    /// their delegates and completions hear it on the next turn of the clock, as after
    /// ``removeAllAnimations()`` (otherwise a `UIView.animate` completion or a transaction's
    /// completion waiting for them would never run). When the clock has already gone with its
    /// application, there is no next turn, and nothing is reported.
    static func stopAnimationsOfReleasedLayer(_ entries: [AttachedAnimation]) {
        for entry in entries {
            entry.startTimer?.cancel()
            entry.endTimer?.cancel()
            guard let clock = entry.clock else { continue }
            clock.schedule(after: 0) { entry.reportStop(finished: false) }
        }
    }

    /// Removes `entry` if it is still attached.
    func detach(_ entry: AttachedAnimation, finished: Bool) {
        guard let index = attachedAnimations.firstIndex(where: { $0 === entry }) else { return }
        detach(at: index, finished: finished)
    }

    private func scheduleTimers(of entry: AttachedAnimation, now: Double) {
        let clock = animationClock
        if entry.animation.delegate != nil, let start = parentTime(ofLocal: entry.beginTime) {
            // Holds the entry (see `rescheduleEnd`): the timer is cancelled when the entry leaves.
            entry.startTimer = clock.schedule(after: max(0, start - clock.now)) {
                entry.animation.delegate?.animationDidStart(entry.animation)
            }
        }
        rescheduleEnd(of: entry)
    }

    /// Schedules the timer that ends `entry`, from its end in local time.
    ///
    /// The timer's action holds the entry and points at the layer without weak references
    /// (forming one gives the object a side table, and every later retain and release of it,
    /// as each `renderState()` makes, takes the runtime's slow path). Both are alive whenever it
    /// runs: an entry's timers are cancelled (which drops the action) when it is detached from
    /// its layer and when its layer goes away (`CALayer.deinit`), and only then does it leave.
    func rescheduleEnd(of entry: AttachedAnimation) {
        entry.endTimer?.cancel()
        entry.endTimer = nil
        let clock = animationClock
        guard entry.endTime.isFinite, let end = parentTime(ofLocal: entry.endTime) else { return }
        entry.endTimer = clock.schedule(after: max(0, end - clock.now)) { [layer = UnownedReference(self)] in
            layer.object?.animationDidReachEnd(entry)
        }
    }

    /// An animation ran to its end: removed unless it asked to stay, and its stop reported.
    func animationDidReachEnd(_ entry: AttachedAnimation) {
        if entry.animation.isRemovedOnCompletion {
            detach(entry, finished: true)
        } else {
            entry.reportStop(finished: true)
        }
    }
}
