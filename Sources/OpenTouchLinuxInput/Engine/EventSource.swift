#if os(Linux)
import OpenTouchEvdev

/// Where a reader's events come from: a libevdev device or a raw record stream.
///
/// The engine owns one source. ``prepare(grabsDevice:)`` runs on the thread that starts the
/// reader, before the reader thread exists; everything else runs on the reader thread.
protocol EventSource: AnyObject {
    /// The descriptor the reader thread polls for input.
    var descriptor: Int32 { get }
    /// Seconds to add to event times to reach the application clock (measured by ``prepare(grabsDevice:)``).
    var clockOffset: Double { get }
    /// Gets the source ready: sets the device clock, grabs, measures the clock offset.
    func prepare(grabsDevice: Bool) throws(LinuxInputError)
    /// Reads what is available without blocking, appending events and diagnostics; says whether
    /// the input continues. `shouldStop` lets a long read give way to ``ReaderEngine/stop(waitForThread:)``.
    func read(into events: inout [EvdevEvent], diagnostics: inout [SourceDiagnostic],
              shouldStop: () -> Bool) -> SourceStatus
    /// Releases the input: ungrabs and closes what the source owns. Called once, last.
    func close()
}

/// Whether a source's input continues after a read.
enum SourceStatus: Equatable {
    /// More may come: poll again.
    case more
    /// The input ended.
    case ended(EvdevReaderEnd)
}

/// A diagnostic a source found, before the engine stamps it with the source's name.
struct SourceDiagnostic {
    var kind: EvdevReaderDiagnostic.Kind
    var message: String
}
#endif
