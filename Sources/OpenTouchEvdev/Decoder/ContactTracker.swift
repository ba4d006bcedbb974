/// A protocol's state machine: collects a frame's events and reports the frame's changes.
protocol ContactTracker: Sendable {
    /// The contacts currently down.
    var activeCount: Int { get }
    /// Takes one non-`SYN_REPORT` event of the current frame.
    mutating func handle(_ event: EvdevEvent, log: inout DiagnosticLog)
    /// Closes the frame (`SYN_REPORT`) and returns what changed, lifts first within each contact.
    mutating func commit(identities: inout IdentitySource, log: inout DiagnosticLog) -> [ContactChange]
    /// Forgets the current frame's events (after `SYN_DROPPED`).
    mutating func discardPending()
    /// Lifts every contact still down and forgets the current frame.
    mutating func endAll() -> [ContactChange]
}
