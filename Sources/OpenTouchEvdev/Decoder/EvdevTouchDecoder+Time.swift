extension EvdevTouchDecoder {
    /// The timestamp for a frame closed at `time`: the previous frame's time when `time` is not
    /// finite or earlier than it (with a diagnostic).
    mutating func frameTimestamp(_ time: Double) -> Double {
        let previous = lastFrameTime
        var timestamp = time
        if !time.isFinite {
            timestamp = previous ?? 0
            log.report(.nonFiniteTimestamp, "SYN_REPORT time \(time) is not finite; using \(timestamp)")
        } else if let previous, time < previous {
            timestamp = previous
            log.report(.timestampWentBackwards, "SYN_REPORT time \(time) is earlier than the previous frame's "
                       + "\(previous); raised to it")
        }
        lastFrameTime = timestamp
        return timestamp
    }

    /// Remembers the latest finite event time, for ``finish()``.
    mutating func noteEventTime(_ time: Double) {
        guard time.isFinite else { return }
        lastEventTime = max(lastEventTime ?? time, time)
    }
}
