import Foundation

/// Collects an application's trace records, each with the clock time it happened at, for tests and tools.
@preconcurrency @MainActor
public final class TraceRecorder {
    /// One record and when it happened.
    public struct Entry {
        /// The application clock's time when the record was made, in seconds.
        public let time: TimeInterval
        /// What happened.
        public let record: TraceRecord
        /// For a ``TraceRecord/touchBegan(touch:window:view:)`` record when the recorder
        /// ``capturesViewTrees``: the touch's window as it was then; nil otherwise.
        public let viewTree: ViewTreeSnapshot?
    }

    /// The records collected so far with their times, oldest first.
    public private(set) var entries: [Entry] = []
    /// The application being recorded (nil once it is gone).
    public private(set) weak var application: UIApplication?
    private var observation: TraceObservation?

    /// Whether each touch-down's entry keeps a ``ViewTreeSnapshot`` of its window (for timelines).
    public let capturesViewTrees: Bool

    /// Starts recording `application`'s trace; with `capturesViewTrees`, each touch-down's entry
    /// also keeps a snapshot of the touch's window (off by default: snapshots cost a tree walk).
    public init(application: UIApplication, capturesViewTrees: Bool = false) {
        self.application = application
        self.capturesViewTrees = capturesViewTrees
        let clock = application.clock
        observation = application.addTraceObserver { [weak self] record in
            var tree: ViewTreeSnapshot?
            if capturesViewTrees, case .touchBegan(_, let window?, _) = record {
                tree = ViewTreeSnapshot(window)
            }
            self?.entries.append(Entry(time: clock.now, record: record, viewTree: tree))
        }
    }

    /// The records collected so far, oldest first.
    public var records: [TraceRecord] { entries.map(\.record) }

    /// The records formatted by `formatter`.
    public func lines(_ formatter: TraceFormatter = TraceFormatter()) -> [String] {
        formatter.lines(for: records)
    }

    /// The diagnostics among the records.
    public var diagnostics: [InputDiagnostic] {
        entries.compactMap { entry in
            if case .diagnostic(let diagnostic) = entry.record { return diagnostic }
            return nil
        }
    }

    /// Forgets the records collected so far.
    public func removeAll() {
        entries.removeAll()
    }

    /// Stops recording; the records stay.
    public func stop() {
        observation?.cancel()
        observation = nil
    }
}
