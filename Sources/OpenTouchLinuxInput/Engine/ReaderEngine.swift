#if os(Linux)
import DequeModule
import Dispatch
import Foundation
import CLibevdevLoader
import Glibc
import Logging
import OpenTouch
import OpenTouchEvdev
import Synchronization

/// The reader thread and everything it owns: the source, the decoder, the outgoing batch.
///
/// One thread per reader blocks in `poll(2)` on the source's descriptor and a ``StopPipe``. Each
/// wake-up reads what is available, checks each event (``EventValidator``), converts its time,
/// feeds the decoder, posts the decoded digitizer events to the destination in one batch and
/// passes diagnostics on. When the input ends (stop, end of stream, device loss, read failure, or
/// the destination released) the thread ends the touches still down as the configuration says,
/// closes the source and signals completion.
///
/// Thread confinement: `source`, `decoder`, `throttle`, `outgoing` and `timeOffset` are set up
/// before the thread starts (``start()`` happens-before the thread's first instruction) and then
/// touched only by the reader thread. Everything other threads read lives in `shared` (a mutex),
/// `stopRequested` (an atomic) or `completion` (a dispatch group).
final class ReaderEngine: @unchecked Sendable {
    let sourceName: String
    let deviceDescription: EvdevDeviceDescription
    private let configuration: EvdevTouchReader.Configuration
    private let logger: Logger
    private let destination: DigitizerEventDestination
    private let stopPipe = StopPipe()
    private let completion = DispatchGroup()
    private let stopRequested = Atomic<Bool>(false)
    private let shared = Mutex(Shared())

    private let source: any EventSource
    private var decoder: EvdevTouchDecoder
    private var throttle: DiagnosticThrottle
    private var outgoing: [DigitizerEvent] = []
    /// For a keyboard reader: its key decoding, which replaces touch decoding.
    private var keyboard: KeyboardPipeline?
    private var timeOffset: Double = 0
    private var destinationIsAlive = true

    /// How many recent diagnostics ``recentDiagnostics`` keeps.
    static let recentDiagnosticCapacity = 100

    private struct Shared: Sendable {
        var phase = Phase.idle
        var end: EvdevReaderEnd?
        var thread: pthread_t?
        var recent = Deque<EvdevReaderDiagnostic>()
    }

    private enum Phase: Sendable {
        case idle, running, finished
    }

    init(source: any EventSource, sourceName: String, device: EvdevDeviceDescription,
         destination: DigitizerEventDestination, configuration: EvdevTouchReader.Configuration, logger: Logger,
         keyboard: KeyboardPipeline? = nil) {
        self.keyboard = keyboard
        self.source = source
        self.sourceName = sourceName
        deviceDescription = device
        self.destination = destination
        self.configuration = configuration
        self.logger = logger
        decoder = EvdevTouchDecoder(device: device, mapping: configuration.mapping, options: configuration.decoderOptions)
        throttle = DiagnosticThrottle(limit: configuration.repeatedDiagnosticLimit)
    }

    // MARK: Any thread

    var end: EvdevReaderEnd? {
        shared.withLock { $0.end }
    }

    var isRunning: Bool {
        shared.withLock { $0.phase == .running }
    }

    var recentDiagnostics: [EvdevReaderDiagnostic] {
        shared.withLock { Array($0.recent) }
    }

    func start() throws(LinuxInputError) {
        let proceed = shared.withLock { state -> Bool in
            guard state.phase == .idle else { return false }
            state.phase = .running
            completion.enter()
            return true
        }
        guard proceed else { return }
        do {
            try source.prepare(grabsDevice: configuration.grabsDevice)
        } catch {
            shared.withLock { $0.phase = .idle }
            completion.leave()
            throw error
        }
        timeOffset = source.clockOffset + configuration.timeOffset
        let thread = Thread { [self] in
            // On Linux a thread's name is the kernel's (at most 15 bytes), and Foundation's
            // `Thread.name` reads it; set it from the thread itself, where it always applies.
            _ = opentouch_set_current_thread_name(Self.systemThreadName(configuration.threadName))
            self.run()
        }
        thread.start()
    }

    func stop(waitForThread: Bool) {
        stopRequested.store(true, ordering: .releasing)
        let (neverStarted, thread) = shared.withLock { state -> (Bool, pthread_t?) in
            if state.phase == .idle {
                state.phase = .finished
                state.end = .stopped
                return (true, nil)
            }
            return (false, state.thread)
        }
        guard !neverStarted else { return }
        stopPipe.signal()
        let onReaderThread = thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
        if waitForThread && !onReaderThread { completion.wait() }
    }

    func waitUntilFinished(timeout: TimeInterval?) -> EvdevReaderEnd? {
        if let timeout {
            let nanoseconds = max(0, min(timeout, 1e9)) * 1e9
            _ = completion.wait(timeout: .now() + .nanoseconds(Int(nanoseconds)))
        } else {
            completion.wait()
        }
        return shared.withLock { $0.phase == .finished ? $0.end : nil }
    }

    /// `name` if the kernel takes it (15 bytes at most), else its first and last dot-separated
    /// parts when they fit (`opentouch.eventfetch-thread.evdev` → `opentouch.evdev`), else its
    /// first 15 bytes.
    static func systemThreadName(_ name: String) -> String {
        let limit = 15
        guard name.utf8.count > limit else { return name }
        let parts = name.split(separator: ".")
        if parts.count > 1, let first = parts.first, let last = parts.last {
            let joined = first + "." + last
            if joined.utf8.count <= limit { return String(joined) }
        }
        var prefix = ""
        for character in name {
            guard prefix.utf8.count + String(character).utf8.count <= limit else { break }
            prefix.append(character)
        }
        return prefix
    }

    // MARK: The reader thread

    private func run() {
        shared.withLock { $0.thread = pthread_self() }
        let end = readUntilEnd()
        reportEnd(end)
        endContacts(for: end)
        source.close()
        if let summary = throttle.summary {
            publish(EvdevReaderDiagnostic(.diagnosticsSuppressed, summary, source: sourceName))
        }
        shared.withLock { state in
            state.phase = .finished
            state.end = end
        }
        completion.leave()
    }

    private func readUntilEnd() -> EvdevReaderEnd {
        var descriptors = [
            pollfd(fd: source.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopPipe.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        // Without a stop pipe, look at the stop flag ten times a second.
        let timeout: Int32 = stopPipe.readEnd >= 0 ? -1 : 100
        var events: [EvdevEvent] = []
        var sourceDiagnostics: [SourceDiagnostic] = []
        events.reserveCapacity(256)
        while true {
            if stopRequested.load(ordering: .acquiring) { return .stopped }
            descriptors[0].revents = 0
            descriptors[1].revents = 0
            if poll(&descriptors, 2, timeout) < 0 {
                let code = errno
                if code == EINTR || code == EAGAIN { continue }
                return .readFailed(errno: code)
            }
            if descriptors[1].revents != 0 || stopRequested.load(ordering: .acquiring) { return .stopped }
            let ready = descriptors[0].revents
            guard ready != 0 else { continue }
            if ready & Int16(POLLNVAL) != 0 { return .readFailed(errno: EBADF) }
            events.removeAll(keepingCapacity: true)
            let status = source.read(into: &events, diagnostics: &sourceDiagnostics) {
                self.stopRequested.load(ordering: .relaxed)
            }
            for diagnostic in sourceDiagnostics { report(diagnostic.kind, diagnostic.message) }
            sourceDiagnostics.removeAll(keepingCapacity: true)
            decode(events)
            if !destinationIsAlive { return .destinationReleased }
            if case .ended(let end) = status { return end }
        }
    }

    private func decode(_ events: [EvdevEvent]) {
        for var event in events {
            if let problem = EventValidator.problem(event) {
                report(.invalidEvent, problem)
                continue
            }
            event.time += timeOffset
            configuration.eventHandler?(event)
            if keyboard != nil {
                keyboard?.feed(event)
            } else if let digitizer = decoder.feed(event) {
                outgoing.append(digitizer)
            }
        }
        post()
        forwardDecoderDiagnostics(droppingLiftedAtFinish: false)
    }

    private func post() {
        if keyboard != nil, destinationIsAlive { destinationIsAlive = keyboard?.post() ?? false }
        guard !outgoing.isEmpty else { return }
        if destinationIsAlive { destinationIsAlive = destination.deliver(outgoing) }
        outgoing.removeAll(keepingCapacity: true)
    }

    /// Ends the touches still down: lifted or cancelled, as the configuration says for `end`.
    private func endContacts(for end: EvdevReaderEnd) {
        let ending: ContactEnding = switch end {
        case .stopped: configuration.contactsOnStop
        case .endOfStream: configuration.contactsAtEndOfStream
        case .deviceLost, .readFailed: configuration.contactsOnDeviceLoss
        case .destinationReleased: .cancel
        }
        if keyboard != nil {
            releaseKeys(for: end)
            return
        }
        guard var final = decoder.finish() else {
            forwardDecoderDiagnostics(droppingLiftedAtFinish: false)
            return
        }
        if ending == .cancel {
            final.fingers = final.fingers.map { DigitizerEvent.Finger.cancel($0.identity, at: $0.location) }
        }
        outgoing.append(final)
        post()
        // The decoder says it lifted them; when they were cancelled, say that instead.
        forwardDecoderDiagnostics(droppingLiftedAtFinish: ending == .cancel)
        if ending == .cancel {
            let count = final.fingers.count
            let touches = count == 1 ? "1 touch was" : "\(count) touches were"
            report(.contactsCancelled, "\(touches) still down when reading ended (\(end)); cancelled")
        }
    }

    /// A keyboard reader's end: the keys still down are released.
    private func releaseKeys(for end: EvdevReaderEnd) {
        let count = keyboard?.releaseHeld() ?? 0
        post()
        forwardDecoderDiagnostics(droppingLiftedAtFinish: false)
        if count > 0 {
            let keys = count == 1 ? "1 key was" : "\(count) keys were"
            report(.keysReleased, "\(keys) still down when reading ended (\(end)); released")
        }
    }

    private func reportEnd(_ end: EvdevReaderEnd) {
        switch end {
        case .deviceLost:
            report(.deviceLost, "\(end); reading ended. Plug it back in and open it again "
                   + "(its event number may change)")
        case .readFailed:
            report(.readFailed, "\(end); reading ended")
        case .destinationReleased:
            report(.destinationReleased, "\(end); reading ended")
        case .stopped, .endOfStream:
            break
        }
    }

    private func forwardDecoderDiagnostics(droppingLiftedAtFinish: Bool) {
        let decoded = keyboard != nil ? (keyboard?.removeDiagnostics() ?? []) : decoder.removeDiagnostics()
        for diagnostic in decoded {
            if droppingLiftedAtFinish && diagnostic.kind == .contactsEndedAtFinish { continue }
            report(.decoder, diagnostic.description, decoderDiagnostic: diagnostic)
        }
    }

    private func report(_ kind: EvdevReaderDiagnostic.Kind, _ message: String, decoderDiagnostic: EvdevDiagnostic? = nil) {
        let key = decoderDiagnostic.map { $0.kind.rawValue } ?? kind.rawValue
        guard throttle.admit(key) else { return }
        publish(EvdevReaderDiagnostic(kind, message, source: sourceName, decoderDiagnostic: decoderDiagnostic))
    }

    private func publish(_ diagnostic: EvdevReaderDiagnostic) {
        switch diagnostic.kind {
        case .contactsCancelled, .keysReleased, .destinationReleased, .diagnosticsSuppressed:
            logger.notice("\(diagnostic.description)")
        default:
            logger.warning("\(diagnostic.description)")
        }
        shared.withLock { state in
            if state.recent.count == Self.recentDiagnosticCapacity { state.recent.removeFirst() }
            state.recent.append(diagnostic)
        }
        configuration.diagnosticHandler?(diagnostic)
    }
}
#endif
