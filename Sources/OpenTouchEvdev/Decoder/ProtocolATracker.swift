/// Multitouch protocol A: each frame lists every contact, each closed by `SYN_MT_REPORT`.
///
/// A frame without contacts, or with `BTN_TOUCH` 0, lifts every contact. Contacts that carry
/// `ABS_MT_TRACKING_ID` are matched to the previous frame's by id; the others are matched by
/// nearest position (see ``NearestMatcher``). Unmatched previous contacts lift, unmatched new
/// ones touch down.
struct ProtocolATracker: ContactTracker {
    private struct Contact: Sendable {
        var identity: Int
        var trackingID: Int32?
        var sample: ContactSample
    }

    private struct PartialContact: Sendable {
        var sample = ContactSample()
        var hasX = false
        var hasY = false
        var trackingID: Int32?
        var isEmpty: Bool { !hasX && !hasY && trackingID == nil && sample == ContactSample() }
    }

    private var active: [Contact] = []
    private var partial = PartialContact()
    private var frameContacts: [PartialContact] = []
    private var touchReleased = false
    private var overflowReported = false
    private let maximumContacts: Int

    /// Creates a tracker that keeps at most `maximumContacts` contacts per frame.
    init(maximumContacts: Int) {
        self.maximumContacts = max(1, maximumContacts)
    }

    var activeCount: Int { active.count }

    mutating func handle(_ event: EvdevEvent, log: inout DiagnosticLog) {
        switch (event.type, event.code) {
        case (EvdevEventType.syn, EvdevSyncCode.mtReport):
            closeContact(log: &log)
        case (EvdevEventType.key, EvdevKeyCode.btnTouch):
            touchReleased = event.value == 0
        case (EvdevEventType.abs, EvdevAbsoluteAxis.mtTrackingID):
            partial.trackingID = event.value
        case (EvdevEventType.abs, let code):
            setValue(code, event.value)
        default:
            break
        }
    }

    mutating func commit(identities: inout IdentitySource, log: inout DiagnosticLog) -> [ContactChange] {
        if !partial.isEmpty { closeContact(log: &log) }
        let current = touchReleased ? [] : frameContacts.filter { $0.trackingID.map { $0 >= 0 } ?? true }
        let changes = diff(current, identities: &identities)
        frameContacts.removeAll(keepingCapacity: true)
        touchReleased = false
        overflowReported = false
        return changes
    }

    mutating func discardPending() {
        partial = PartialContact()
        frameContacts.removeAll(keepingCapacity: true)
        touchReleased = false
        overflowReported = false
    }

    mutating func endAll() -> [ContactChange] {
        discardPending()
        let changes = active.map { ContactChange.up(identity: $0.identity, sample: $0.sample) }
        active.removeAll()
        return changes
    }

    private mutating func setValue(_ code: UInt16, _ value: Int32) {
        guard partial.sample.setMultitouchValue(code, value) else { return }
        if code == EvdevAbsoluteAxis.mtPositionX { partial.hasX = true }
        if code == EvdevAbsoluteAxis.mtPositionY { partial.hasY = true }
    }

    private mutating func closeContact(log: inout DiagnosticLog) {
        defer { partial = PartialContact() }
        guard !partial.isEmpty else { return }
        guard partial.hasX && partial.hasY else {
            log.report(.incompleteContact, "protocol A contact without "
                       + (partial.hasX ? "ABS_MT_POSITION_Y" : "ABS_MT_POSITION_X") + " ignored")
            return
        }
        guard frameContacts.count < maximumContacts else {
            if !overflowReported {
                log.report(.tooManyContacts, "frame has more than \(maximumContacts) contacts; the rest are ignored")
                overflowReported = true
            }
            return
        }
        frameContacts.append(partial)
    }

    private mutating func diff(_ current: [PartialContact], identities: inout IdentitySource) -> [ContactChange] {
        let pairs = match(current)
        var matchedCurrent = Array(repeating: false, count: current.count)
        var changes: [ContactChange] = []
        var survivors: [Contact] = []
        for (previousIndex, contact) in active.enumerated() {
            guard let currentIndex = pairs[previousIndex] else {
                changes.append(.up(identity: contact.identity, sample: contact.sample))
                continue
            }
            matchedCurrent[currentIndex] = true
            var moved = contact
            moved.sample = current[currentIndex].sample
            moved.trackingID = current[currentIndex].trackingID
            if moved.sample != contact.sample {
                changes.append(.moved(identity: contact.identity, sample: moved.sample))
            }
            survivors.append(moved)
        }
        for (index, contact) in current.enumerated() where !matchedCurrent[index] {
            let identity = identities.make()
            changes.append(.down(identity: identity, sample: contact.sample))
            survivors.append(Contact(identity: identity, trackingID: contact.trackingID, sample: contact.sample))
        }
        active = survivors
        return changes
    }

    /// For each active contact, the index of the current contact it continues as, if any.
    private func match(_ current: [PartialContact]) -> [Int?] {
        var pairs = [Int?](repeating: nil, count: active.count)
        var taken = Array(repeating: false, count: current.count)
        for (previousIndex, contact) in active.enumerated() {
            guard let id = contact.trackingID else { continue }
            if let index = current.indices.first(where: { !taken[$0] && current[$0].trackingID == id }) {
                pairs[previousIndex] = index
                taken[index] = true
            }
        }
        let previousOpen = active.indices.filter { active[$0].trackingID == nil }
        let currentOpen = current.indices.filter { !taken[$0] && current[$0].trackingID == nil }
        let nearest = NearestMatcher.match(
            previous: previousOpen.map { active[$0].sample },
            current: currentOpen.map { current[$0].sample })
        for (previous, next) in nearest {
            pairs[previousOpen[previous]] = currentOpen[next]
        }
        return pairs
    }
}
