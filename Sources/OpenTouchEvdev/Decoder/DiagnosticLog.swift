/// The decoder's diagnostics, stamped with the current frame and event, up to a limit.
struct DiagnosticLog: Sendable {
    private(set) var entries: [EvdevDiagnostic] = []
    private(set) var suppressedCount = 0
    let limit: Int
    /// The 0-based index of the event being handled.
    var eventIndex = -1
    /// The 0-based index of the frame being collected.
    var frame = 0

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Records a diagnostic about the current event, or counts it once the limit is reached.
    mutating func report(_ kind: EvdevDiagnostic.Kind, _ message: String, aboutEvent: Bool = true) {
        guard entries.count < limit else {
            suppressedCount += 1
            return
        }
        let index = aboutEvent && eventIndex >= 0 ? eventIndex : nil
        entries.append(EvdevDiagnostic(kind, message, eventIndex: index, frame: frame))
    }

    /// Returns and forgets the recorded diagnostics (the limit starts over).
    mutating func removeAll() -> [EvdevDiagnostic] {
        var drained = entries
        if suppressedCount > 0 {
            drained.append(EvdevDiagnostic(
                .diagnosticsSuppressed, "\(suppressedCount) more diagnostics were not recorded", frame: frame))
        }
        entries = []
        suppressedCount = 0
        return drained
    }
}
