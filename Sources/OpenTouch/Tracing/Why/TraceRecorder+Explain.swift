import Foundation

extension TraceRecorder {
    /// The account of the last touch that began, or nil when no touch began while recording.
    public func explain() -> TouchExplanation? {
        guard let touch = entries.last(where: { $0.record.beganTouch != nil })?.record.beganTouch else { return nil }
        return explain(touch)
    }

    /// The account of the last touch of the finger with this digitizer identity, or nil when
    /// that finger did not touch down while recording.
    public func explain(finger: Int) -> TouchExplanation? {
        let touch = entries.last { $0.record.beganTouch?.fingerIdentity == finger }?.record.beganTouch
        return touch.map(explain(_:)) ?? nil
    }

    /// The account of `touch`, or nil when its touch-down was not recorded.
    public func explain(_ touch: UITouch) -> TouchExplanation? {
        ExplanationBuilder(entries: entries, touch: touch)?.build()
    }
}

extension TraceRecord {
    /// The touch of a ``touchBegan(touch:window:view:)`` record.
    var beganTouch: UITouch? {
        if case .touchBegan(let touch, _, _) = self { return touch }
        return nil
    }
}
