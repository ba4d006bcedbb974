/// Multitouch protocol B: per-slot state selected by `ABS_MT_SLOT`.
///
/// Slot values persist across frames, as in the kernel. A contact begins when its slot's tracking
/// id becomes ≥ 0 and ends when it becomes negative; a change from one id to another without -1
/// in between ends the old contact and begins a new one. Only the slots touched in a frame are
/// examined when it closes, so a frame costs time in proportion to its events.
struct SlotTracker: ContactTracker {
    private struct Slot: Sendable {
        var committed = SlotValues()
        var pending = SlotValues()
        /// The finger identity of the contact down in this slot.
        var identity: Int?
        /// The committed contact ended during this frame (id -1, or a different id).
        var endsContact = false
        var isDirty = false
    }

    private struct SlotValues: Sendable, Hashable {
        var trackingID: Int32 = -1
        var sample = ContactSample()
    }

    private var slots: [Slot]
    private var committedSlot = 0
    private var currentSlot = 0
    private var dirtySlots: [Int] = []

    /// Creates a tracker for `slotCount` slots, starting in slot 0.
    init(slotCount: Int) {
        slots = Array(repeating: Slot(), count: max(0, slotCount))
    }

    var activeCount: Int {
        slots.reduce(0) { $0 + ($1.identity == nil ? 0 : 1) }
    }

    mutating func handle(_ event: EvdevEvent, log: inout DiagnosticLog) {
        guard event.type == EvdevEventType.abs else { return }
        if event.code == EvdevAbsoluteAxis.mtSlot {
            selectSlot(event.value, log: &log)
            return
        }
        guard isMultitouchSlotCode(event.code), slots.indices.contains(currentSlot) else { return }
        markDirty(currentSlot)
        if event.code == EvdevAbsoluteAxis.mtTrackingID {
            setTrackingID(event.value, inSlot: currentSlot)
        } else {
            _ = slots[currentSlot].pending.sample.setMultitouchValue(event.code, event.value)
        }
    }

    mutating func commit(identities: inout IdentitySource, log: inout DiagnosticLog) -> [ContactChange] {
        var changes: [ContactChange] = []
        dirtySlots.sort()
        for index in dirtySlots {
            commitSlot(index, identities: &identities, into: &changes)
        }
        dirtySlots.removeAll(keepingCapacity: true)
        committedSlot = currentSlot
        return changes
    }

    mutating func discardPending() {
        for index in dirtySlots {
            slots[index].pending = slots[index].committed
            slots[index].endsContact = false
            slots[index].isDirty = false
        }
        dirtySlots.removeAll(keepingCapacity: true)
        currentSlot = committedSlot
    }

    mutating func endAll() -> [ContactChange] {
        discardPending()
        var changes: [ContactChange] = []
        for index in slots.indices {
            if let identity = slots[index].identity {
                changes.append(.up(identity: identity, sample: slots[index].committed.sample))
            }
            slots[index] = Slot()
        }
        currentSlot = 0
        committedSlot = 0
        return changes
    }

    private mutating func selectSlot(_ value: Int32, log: inout DiagnosticLog) {
        currentSlot = Int(value)
        if !slots.indices.contains(currentSlot) {
            log.report(.slotOutOfRange,
                       "ABS_MT_SLOT \(value) is outside the device's \(slots.count) slots; "
                       + "its events are ignored until a valid slot is selected")
        }
    }

    private mutating func setTrackingID(_ value: Int32, inSlot index: Int) {
        let trackingID = max(value, -1)
        let committed = slots[index].committed.trackingID
        if slots[index].identity != nil && trackingID != committed {
            slots[index].endsContact = true
        }
        slots[index].pending.trackingID = trackingID
    }

    private mutating func commitSlot(_ index: Int, identities: inout IdentitySource, into changes: inout [ContactChange]) {
        var slot = slots[index]
        if let identity = slot.identity, slot.endsContact || slot.pending.trackingID < 0 {
            changes.append(.up(identity: identity, sample: slot.committed.sample))
            slot.identity = nil
        }
        if slot.pending.trackingID >= 0 {
            if let identity = slot.identity {
                if slot.pending.sample != slot.committed.sample {
                    changes.append(.moved(identity: identity, sample: slot.pending.sample))
                }
            } else {
                let identity = identities.make()
                slot.identity = identity
                changes.append(.down(identity: identity, sample: slot.pending.sample))
            }
        }
        slot.committed = slot.pending
        slot.endsContact = false
        slot.isDirty = false
        slots[index] = slot
    }

    private mutating func markDirty(_ index: Int) {
        guard !slots[index].isDirty else { return }
        slots[index].isDirty = true
        dirtySlots.append(index)
    }

    private func isMultitouchSlotCode(_ code: UInt16) -> Bool {
        code >= EvdevAbsoluteAxis.mtTouchMajor && code <= EvdevAbsoluteAxis.mtToolY
    }
}
