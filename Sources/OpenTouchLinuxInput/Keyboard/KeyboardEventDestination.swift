#if os(Linux)
import OpenTouch

/// Where an ``EvdevKeyboardReader`` sends the key changes it reads.
///
/// Usually an application's `EventFetcher`, held weakly: the reader ends with
/// ``EvdevReaderEnd/destinationReleased`` once the fetcher (with its application) is gone. A
/// handler receives the key changes on the reader thread instead.
public struct KeyboardEventDestination: Sendable {
    /// Delivers a batch in order; returns false once the destination is gone.
    let deliver: @Sendable ([KeyboardEvent]) -> Bool

    /// Posts to `fetcher` (held weakly) with `EventFetcher.post(_:)`.
    public static func fetcher(_ fetcher: EventFetcher) -> KeyboardEventDestination {
        KeyboardEventDestination { [weak fetcher] events in
            guard let fetcher else { return false }
            for event in events { fetcher.post(event) }
            return true
        }
    }

    /// Calls `handler` with each key change, in order, on the reader thread.
    public static func handler(_ handler: @escaping @Sendable (KeyboardEvent) -> Void) -> KeyboardEventDestination {
        KeyboardEventDestination { events in
            for event in events { handler(event) }
            return true
        }
    }
}
#endif
