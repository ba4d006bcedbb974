import Foundation
import OpenTouch

/// Turns a device's evdev event stream into `DigitizerEvent`s, one per frame that changed a touch.
///
/// Feed it events one at a time with ``feed(_:)``; it collects a frame until `SYN_REPORT` and then
/// returns a digitizer event stamped with the `SYN_REPORT`'s time, listing the fingers that
/// touched down (`.down` masks), moved (`.move`) or lifted (`.up`). Fingers that did not change
/// are left out; the engine keeps them stationary. Call ``finish()`` when the stream ends to lift
/// contacts that are still down.
///
/// Finger identities are 1, 2, 3, … in the order contacts begin, and are never reused. Problems
/// in the stream never stop decoding; they are collected in ``diagnostics``.
///
/// The decoder is a plain value: it can run on any thread, and copies are independent.
public struct EvdevTouchDecoder: Sendable {
    /// The device whose events are decoded.
    public let device: EvdevDeviceDescription
    /// Where device coordinates land on the screen.
    public let mapping: EvdevScreenMapping
    /// The decoding options.
    public let options: Options
    /// The protocol the events are read in, or nil when the device lacks the axes it needs.
    public let touchProtocol: EvdevTouchProtocol?

    private var tracker: (any ContactTracker)?
    private var transform: ContactTransform?
    var log: DiagnosticLog
    private var identities = IdentitySource()
    private var isDiscarding = false
    private var frameHasEvents = false
    var lastFrameTime: Double?
    var lastEventTime: Double?

    /// Creates a decoder for `device`, mapping onto the screen described by `mapping`.
    public init(device: EvdevDeviceDescription, mapping: EvdevScreenMapping, options: Options = Options()) {
        self.device = device
        self.mapping = mapping
        self.options = options
        log = DiagnosticLog(limit: options.maximumDiagnostics)
        touchProtocol = device.touchProtocol(for: options.protocolSelection)
        guard let touchProtocol else {
            log.report(.unsupportedProtocol, Self.unsupportedMessage(device, options.protocolSelection),
                       aboutEvent: false)
            return
        }
        transform = ContactTransform(device: device, mapping: mapping, protocol: touchProtocol, log: &log)
        tracker = makeTracker(touchProtocol)
    }

    /// The problems found so far (up to ``Options/maximumDiagnostics``).
    public var diagnostics: [EvdevDiagnostic] { log.entries }

    /// Returns the problems found since the last call and forgets them, for long-running readers.
    public mutating func removeDiagnostics() -> [EvdevDiagnostic] {
        log.removeAll()
    }

    /// The number of contacts currently down.
    public var activeContactCount: Int { tracker?.activeCount ?? 0 }

    /// The number of frames (`SYN_REPORT`s) seen so far.
    public var frameCount: Int { log.frame }

    /// Takes the next event; returns the frame's digitizer event when `event` is a `SYN_REPORT`
    /// that closes a frame in which some finger touched down, moved or lifted.
    public mutating func feed(_ event: EvdevEvent) -> DigitizerEvent? {
        log.eventIndex += 1
        noteEventTime(event.time)
        if event.type == EvdevEventType.syn {
            switch event.code {
            case EvdevSyncCode.report: return closeFrame(at: event.time)
            case EvdevSyncCode.dropped: beginDiscarding(); return nil
            default: break
            }
        }
        guard !isDiscarding else { return nil }
        frameHasEvents = true
        tracker?.handle(event, log: &log)
        return nil
    }

    /// Ends the stream: discards an unfinished frame and lifts every contact still down, at the
    /// last event's time. Returns nil when no contact was down. The decoder can be fed again.
    public mutating func finish() -> DigitizerEvent? {
        if frameHasEvents || isDiscarding {
            log.report(.incompleteFrame, "events after the last SYN_REPORT were discarded", aboutEvent: false)
        }
        frameHasEvents = false
        isDiscarding = false
        guard let changes = tracker?.endAll(), !changes.isEmpty else { return nil }
        log.report(.contactsEndedAtFinish,
                   "\(changes.count) contact\(changes.count == 1 ? " was" : "s were") still down at the end; lifted",
                   aboutEvent: false)
        return digitizerEvent(changes, at: lastEventTime ?? lastFrameTime ?? 0)
    }

    private mutating func closeFrame(at time: Double) -> DigitizerEvent? {
        defer { log.frame += 1 }
        let timestamp = frameTimestamp(time)
        frameHasEvents = false
        if isDiscarding {
            isDiscarding = false
            return nil
        }
        guard let changes = tracker?.commit(identities: &identities, log: &log), !changes.isEmpty else { return nil }
        return digitizerEvent(changes, at: timestamp)
    }

    private mutating func beginDiscarding() {
        log.report(.eventsDropped, "SYN_DROPPED: the frame so far and events up to the next SYN_REPORT were discarded")
        tracker?.discardPending()
        isDiscarding = true
        frameHasEvents = false
    }

    private mutating func digitizerEvent(_ changes: [ContactChange], at timestamp: Double) -> DigitizerEvent {
        var fingers: [DigitizerEvent.Finger] = []
        fingers.reserveCapacity(changes.count)
        for change in changes {
            if let finger = transform?.finger(for: change, log: &log) { fingers.append(finger) }
        }
        return DigitizerEvent(timestamp: timestamp, fingers: fingers,
                              senderID: options.senderID, touchType: options.touchType)
    }

    private mutating func makeTracker(_ touchProtocol: EvdevTouchProtocol) -> any ContactTracker {
        switch touchProtocol {
        case .multitouchB:
            let described = device.multitouchSlotCount ?? 0
            let count = min(described, options.maximumContacts)
            if described > count {
                log.report(.tooManyContacts, "the device describes \(described) slots; only the first \(count) "
                           + "are tracked", aboutEvent: false)
            }
            return SlotTracker(slotCount: count)
        case .multitouchA:
            return ProtocolATracker(maximumContacts: options.maximumContacts)
        case .singleTouch:
            return SingleTouchTracker(device: device)
        }
    }

    private static func unsupportedMessage(_ device: EvdevDeviceDescription, _ selection: EvdevProtocolSelection) -> String {
        switch selection {
        case .automatic: "the device has neither ABS_MT_POSITION_X/Y nor ABS_X/Y; no touches are decoded"
        case .multitouch: "the device has no ABS_MT_POSITION_X/Y; no multitouch touches are decoded"
        case .singleTouch: "the device has no ABS_X/Y; no single-touch touches are decoded"
        }
    }
}
