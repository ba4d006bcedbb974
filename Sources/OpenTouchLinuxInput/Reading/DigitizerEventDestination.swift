#if os(Linux)
import OpenTouch

/// Where an ``EvdevTouchReader`` sends the digitizer events it decodes.
///
/// Usually an application's `EventFetcher`, held weakly: the reader ends with
/// ``EvdevReaderEnd/destinationReleased`` once the fetcher (with its application) is gone. A
/// handler receives the events on the reader thread instead, for tools that are not applications.
public struct DigitizerEventDestination: Sendable {
    /// Delivers a batch in order; returns false once the destination is gone.
    let deliver: @Sendable ([DigitizerEvent]) -> Bool

    /// Posts to `fetcher` (held weakly) with `EventFetcher.post(contentsOf:)`.
    public static func fetcher(_ fetcher: EventFetcher) -> DigitizerEventDestination {
        DigitizerEventDestination { [weak fetcher] events in
            guard let fetcher else { return false }
            fetcher.post(contentsOf: events)
            return true
        }
    }

    /// Calls `handler` with each event, in order, on the reader thread.
    public static func handler(_ handler: @escaping @Sendable (DigitizerEvent) -> Void) -> DigitizerEventDestination {
        DigitizerEventDestination { events in
            for event in events { handler(event) }
            return true
        }
    }
}
#endif
