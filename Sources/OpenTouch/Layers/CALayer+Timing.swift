import Foundation

/// A layer's own timing: ``speed``, ``timeOffset`` and ``beginTime`` map its superlayer's time to
/// its own, in which its animations (and its sublayers') run. Setting `speed = 0` and a
/// `timeOffset` freezes them at that time, the classic way to scrub layer animations.
extension CALayer: CAMediaTiming {
    /// When the layer's time begins, in its superlayer's time; 0 by default.
    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue.isFinite ? newValue : 0; timingDidChange() }
    }
    /// The layer's duration (kept; a layer's time does not end).
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// How fast the layer's time runs relative to its superlayer's; 1 by default, 0 freezes it.
    public var speed: Float {
        get { timing.speed }
        set { timing.speed = newValue.isFinite ? newValue : 1; timingDidChange() }
    }
    /// An offset added to the layer's time; 0 by default.
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue.isFinite ? newValue : 0; timingDidChange() }
    }
    /// Kept for `CAMediaTiming`; a layer's time does not repeat.
    public var repeatCount: Float {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// Kept for `CAMediaTiming`.
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// Kept for `CAMediaTiming`.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// Kept for `CAMediaTiming`.
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// Converts `t` from `l`'s time (the clock's when nil) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let parent = l.flatMap { $0.parentTime(ofLocal: t) } ?? t
        return localTime(atClockTime: parent)
    }

    /// Converts `t` from this layer's time to `l`'s (the clock's when nil).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let clockTime = parentTime(ofLocal: t) ?? t
        return l.map { $0.localTime(atClockTime: clockTime) } ?? clockTime
    }

    /// The layer's time now.
    func localTime() -> Double {
        localTime(atClockTime: animationClockNow)
    }

    /// The layer's time when the clock reads `clockTime`.
    func localTime(atClockTime clockTime: Double) -> Double {
        guard LayerExtras.someLayerHasOwnTiming else { return clockTime }
        let parent = timingParent.map { $0.localTime(atClockTime: clockTime) } ?? clockTime
        guard !timing.isIdentity else { return parent }
        return (parent - timing.beginTime) * Double(timing.speed) + timing.timeOffset
    }

    /// The clock time at which this layer's time reads `local`, or nil when it never will
    /// (a frozen layer or ancestor).
    func parentTime(ofLocal local: Double) -> Double? {
        var value = local
        if !timing.isIdentity {
            guard timing.speed != 0 else { return nil }
            value = (local - timing.timeOffset) / Double(timing.speed) + timing.beginTime
        }
        guard let parent = timingParent else { return value }
        return parent.parentTime(ofLocal: value)
    }

    /// The layer whose time this layer's is based on: the superlayer.
    private var timingParent: CALayer? { storedSuperlayer }

    /// The layer's or an ancestor's timing changed: animation ends move in clock time.
    func timingDidChange() {
        for entry in attachedAnimations { rescheduleEnd(of: entry) }
        for sublayer in storedSublayers { sublayer.timingDidChange() }
    }
}

/// A layer's timing values.
struct LayerTiming: Equatable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// Whether the layer's time is its superlayer's.
    var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }
}
