import Foundation

extension UIViewPropertyAnimator {
    /// The curve for `parameters` (the animator's own when nil) over `length` seconds, and
    /// whether it keeps its own duration (a spring made from mass and stiffness).
    func curve(for parameters: UITimingCurveProvider?, length: Double) -> (TimingCurve, Double) {
        let provider = parameters ?? timingParameters ?? UICubicTimingParameters()
        // One curve moves every property: the velocity's larger component drives it.
        let velocity = provider.springTimingParameters?.initialVelocity ?? .zero
        let axis: TimingCurveAxis = abs(velocity.dy) > abs(velocity.dx) ? .vertical : .horizontal
        let curve = provider.timingCurve(duration: length, axis: axis)
        if case .spring(let spring) = curve, provider.usesOwnDuration {
            return (curve, spring.settlingDuration)
        }
        return (curve, length)
    }

    /// The time fraction now.
    var currentFraction: Double {
        segment.map { $0.fraction(at: clock.now) } ?? pausedFraction
    }

    /// The visual progress now.
    var currentProgress: Double {
        segment.map { $0.progress(at: clock.now) } ?? pausedProgress
    }

    /// Becomes active: runs the pending animation blocks and attaches their tracks.
    func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        keepAlive = self
        pausedProgress = 0
        pausedFraction = 0
        wasScrubbed = false
        let blocks = pendingAnimations
        pendingAnimations = []
        for (block, factor) in blocks { record(block, startFraction: factor) }
    }

    /// Runs `block`, recording its changes, and attaches a track for each.
    func record(_ block: () -> Void, startFraction: Double) {
        let context = UIViewAnimationContext(settings: UIViewAnimationSettings(duration: duration))
        context.run(block)
        for change in context.changes {
            guard let new = change.property.value(of: change.layer), !new.isSame(as: change.oldValue) else { continue }
            let track = AnimatorTrack(layer: change.layer, property: change.property, from: change.oldPresentation,
                                      to: new, startFraction: startFraction)
            let animation = CABasicAnimation(keyPath: change.property.rawValue)
            animation.fromValue = track.from.anyValue
            animation.toValue = track.to.anyValue
            animation.duration = max(duration, 1e-6)
            track.entry = change.layer.attach(animation, forKey: BlockAnimationBuilder.uniqueKey(change.property.rawValue, on: change.layer),
                                              driver: self) { entry in
                entry.driverStartFraction = startFraction
                entry.blocksInteraction = !self.isUserInteractionEnabled
                entry.hitTestsPresentation = !self.isManualHitTestingEnabled
            }
            tracks.append(track)
        }
    }

    /// The progress of one of this animator's attached animations.
    func progress(for animation: AttachedAnimation, at time: Double) -> AnimationProgress? {
        let startFraction = animation.driverStartFraction
        let p: Double
        if let segment {
            p = segment.progress(at: clock.now, startFraction: startFraction)
        } else {
            p = pausedProgress
        }
        return AnimationProgress(fraction: p, time: p, iteration: 0, duration: 1)
    }

    /// Stops the motion where it is (progress and fraction kept).
    func freeze() {
        if let segment {
            pausedProgress = segment.progress(at: clock.now)
            pausedFraction = segment.fraction(at: clock.now)
        }
        segment = nil
        endTimer?.cancel()
        endTimer = nil
    }

    /// Starts moving towards the end (the start when reversed) from where it is.
    func resume(with parameters: UITimingCurveProvider?, durationFactor: Double) {
        let target = reversed ? 0.0 : 1.0
        let remaining = abs(target - pausedFraction)
        let factor = durationFactor > 0 && durationFactor.isFinite ? durationFactor : 1
        let now = clock.now
        if !wasScrubbed && parameters == nil {
            let (curve, full) = curve(for: nil, length: duration)
            segment = AnimatorSegment(startTime: now, duration: full * remaining, fractionFrom: pausedFraction,
                                      fractionTo: target, progressFrom: pausedProgress, progressTo: target,
                                      curve: curve, followsCurve: true, fullDuration: full)
        } else {
            let (curve, length) = curve(for: parameters, length: duration * remaining * factor)
            segment = AnimatorSegment(startTime: now, duration: length, fractionFrom: pausedFraction,
                                      fractionTo: target, progressFrom: pausedProgress, progressTo: target,
                                      curve: curve, followsCurve: false, fullDuration: duration)
        }
        scheduleEnd()
    }

    private func scheduleEnd() {
        endTimer?.cancel()
        guard let segment else { return }
        endTimer = clock.schedule(after: max(0, segment.endTime - clock.now)) { [weak self] in
            self?.reachEnd()
        }
    }

    /// The motion reached its target.
    private func reachEnd() {
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        freeze()
        pausedProgress = reversed ? 0 : 1
        pausedFraction = pausedProgress
        if pausesOnCompletion { return }
        finish(at: position, tracksAttached: true)
    }

    /// Puts the model at `position`, removes the tracks, becomes inactive and runs the completions.
    func finish(at position: UIViewAnimatingPosition, tracksAttached: Bool) {
        for track in tracks {
            switch position {
            case .start: track.setModel(track.from)
            case .end: track.setModel(track.to)
            case .current: if tracksAttached { track.setModel(track.currentValue) }
            }
        }
        removeTracks()
        state = .inactive
        keepAlive = nil
        reversed = false
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }

    func removeTracks() {
        for track in tracks { track.detach() }
        tracks = []
        segment = nil
        endTimer?.cancel()
        endTimer = nil
    }

    /// Sets the time fraction by hand (scrubbing), activating and pausing the animator.
    func scrub(to value: Double) {
        guard value.isFinite, state != .stopped else { return }
        guard isInterruptible else { return diagnose("fractionComplete set on an animator that is not interruptible") }
        activateIfNeeded()
        if segment != nil { freeze() }
        let fraction = min(1, max(0, value))
        pausedFraction = fraction
        if scrubsLinearly {
            pausedProgress = fraction
        } else {
            let (curve, full) = curve(for: nil, length: duration)
            pausedProgress = curve.progress(atTime: fraction * full, duration: full)
        }
        wasScrubbed = true
    }

    func setReversed(_ value: Bool) {
        guard value != reversed else { return }
        guard isInterruptible else { return diagnose("isReversed set on an animator that is not interruptible") }
        let running = segment != nil
        if running { freeze() }
        reversed = value
        if running { resume(with: nil, durationFactor: 1) }
    }
}
