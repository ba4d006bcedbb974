import Foundation

/// Collects an application's trace records, for tests and tools.
@preconcurrency @MainActor
public final class TraceRecorder {
    /// The records collected so far, oldest first.
    public private(set) var records: [TraceRecord] = []
    private var observation: TraceObservation?

    /// Starts recording `application`'s trace.
    public init(application: UIApplication) {
        observation = application.addTraceObserver { [weak self] record in
            self?.records.append(record)
        }
    }

    /// The records formatted by `formatter`.
    public func lines(_ formatter: TraceFormatter = TraceFormatter()) -> [String] {
        formatter.lines(for: records)
    }

    /// The diagnostics among the records.
    public var diagnostics: [InputDiagnostic] {
        records.compactMap { record in
            if case .diagnostic(let diagnostic) = record { return diagnostic }
            return nil
        }
    }

    /// Forgets the records collected so far.
    public func removeAll() {
        records.removeAll()
    }

    /// Stops recording; the records stay.
    public func stop() {
        observation?.cancel()
        observation = nil
    }
}
