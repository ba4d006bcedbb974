import OpenTouch

/// The result of decoding a whole event stream.
public struct EvdevDecoding: Sendable, Hashable {
    /// The digitizer events, one per frame that changed a touch, then the final lift if any.
    public var events: [DigitizerEvent]
    /// The decoder's diagnostics.
    public var diagnostics: [EvdevDiagnostic]

    /// Creates a decoding result.
    public init(events: [DigitizerEvent], diagnostics: [EvdevDiagnostic]) {
        self.events = events
        self.diagnostics = diagnostics
    }
}
