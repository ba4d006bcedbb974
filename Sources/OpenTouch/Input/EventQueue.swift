import Foundation
import DequeModule

/// A raw event of any device, in the one ordered stream the fetcher thread feeds.
enum RawInput: Sendable, Hashable {
    /// A touch digitizer's report.
    case digitizer(DigitizerEvent)
    /// A key going down or up.
    case keyboard(KeyboardEvent)
    /// A shake beginning or ending.
    case motion(MotionEvent)

    /// When the device sampled the event.
    var timestamp: TimeInterval {
        switch self {
        case .digitizer(let event): event.timestamp
        case .keyboard(let event): event.timestamp
        case .motion(let event): event.timestamp
        }
    }
}

/// A raw event that passed the fetcher's filters, with the diagnostics the filters recorded.
struct QueuedInput: Sendable {
    var input: RawInput?
    var diagnostics: [InputDiagnostic]

    /// The raw event, moved out of the item (the diagnostics are dropped).
    consuming func takeInput() -> RawInput? {
        input
    }
}

/// The only door between threads: the fetcher thread appends, the main thread drains.
///
/// When the queue goes from empty to non-empty it calls its wake handler once, the way UIKit's
/// event fetcher signals the main run loop's source.
final class EventQueue: Sendable {
    private struct State {
        var items = Deque<QueuedInput>()
        var wake: (@Sendable () -> Void)?
    }

    private let state = LockedState(State())

    /// Sets the handler called when events become available (from the fetcher thread).
    func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
        state.withLock { $0.wake = handler }
    }

    /// Moves every item of `batch` to the end of the queue under one lock and leaves `batch`
    /// empty; calls the wake handler once if the queue was empty. When the queue is empty the
    /// two buffers are swapped, so no item is copied and both keep their storage.
    func append(contentsOf batch: inout Deque<QueuedInput>) {
        guard !batch.isEmpty else { return }
        let wake: (@Sendable () -> Void)? = state.withLock { state in
            guard state.items.isEmpty else {
                state.items.append(contentsOf: batch)
                return nil
            }
            swap(&state.items, &batch)
            return state.wake
        }
        batch.removeAll(keepingCapacity: true)
        wake?()
    }

    /// Moves every queued item into `buffer` (which must be empty), keeping both buffers' storage.
    func takeAll(into buffer: inout Deque<QueuedInput>) {
        state.withLock { state in
            swap(&state.items, &buffer)
        }
    }

    var isEmpty: Bool {
        state.withLock { $0.items.isEmpty }
    }
}
