import Foundation

/// The event fetcher's filter chain: structural checks on raw events, run on the fetcher thread.
///
/// It repairs what it can and drops what it cannot, recording a diagnostic for each decision:
/// non-finite or backwards timestamps, non-finite positions, a finger reported twice in one event,
/// non-finite pressure or radius. Touch lifecycle problems (a lift for a finger that is not down)
/// are judged later on the main thread, where the touches live.
struct InputFilter {
    private var lastTimestamp: TimeInterval = -.infinity
    /// The last good position of each finger that is down, in the order the fingers first came.
    /// Reports usually list fingers in that same order, so the entry at a finger's position in
    /// the report is tried first: O(1) per finger for a steady drag, however many fingers.
    private var lastLocations: [(finger: Int, location: CGPoint)] = []
    /// The entries of `lastLocations` whose fingers lifted in the event being filtered. They are
    /// removed together once the event is done, so that a report lifting N fingers costs O(N)
    /// rather than N shifts of the whole list. Until then the list keeps its positions, which
    /// are the report's: a finger appears once in a report, so a lifted entry is not looked up
    /// again before it goes.
    private var liftedSlots: [Int] = []
    /// The entry of each finger in `lastLocations`, when `slotIndexIsCurrent` (see
    /// `slotMissingHint(of:)`).
    private var slotIndex: [Int: Int] = [:]
    private var slotIndexIsCurrent = false

    /// Filters `event` in place; returns false when nothing of it is left to deliver.
    ///
    /// Not inlined: inlined into the fetcher's loop, it made the compiler copy each queued
    /// input (a retain and release of its finger array), and callgrind's `pipeline` rose from
    /// 392 M to 455 M instructions.
    @inline(never)
    mutating func filter(_ event: inout DigitizerEvent, diagnostics: inout [InputDiagnostic]) -> Bool {
        let timestamp = event.timestamp
        if timestamp.magnitude < .infinity && timestamp >= lastTimestamp {
            // The common case, inline: a finite timestamp that does not go backwards.
            lastTimestamp = timestamp
        } else {
            filterTimestamp(&event, diagnostics: &diagnostics)
        }
        if hasDuplicateIdentities(event.fingers) {
            removeDuplicates(&event, diagnostics: &diagnostics)
        }
        let count = event.fingers.count
        var index = 0
        while index < count {
            guard event.fingers[index].needsNoRepair else {
                repairFingers(of: &event, from: index, diagnostics: &diagnostics)
                break
            }
            // The common case: only the finger's last good position is kept.
            rememberLocation(event.fingers[index], slot: slot(of: event.fingers[index].identity, hint: index))
            index += 1
        }
        if !liftedSlots.isEmpty { forgetLiftedFingers() }
        if event.fingers.isEmpty {
            diagnostics.append(InputDiagnostic(.emptyEvent, "digitizer event with no usable fingers ignored"))
            return false
        }
        return true
    }

    /// Filters the fingers of `event` from `start` on, the first of which needs a repair.
    /// Fingers are kept in place; once one is dropped, the later ones move down over it (one
    /// pass, however many are dropped).
    @inline(never)
    private mutating func repairFingers(of event: inout DigitizerEvent, from start: Int,
                                        diagnostics: inout [InputDiagnostic]) {
        let count = event.fingers.count
        var write = start
        for read in start ..< count {
            let original = event.fingers[read]
            var finger = original
            guard filterFinger(&finger, hint: write, diagnostics: &diagnostics) else { continue }
            // Write back only a moved or repaired finger: writing would copy the event's shared
            // buffer. A finger that `==` cannot tell from how it came (a pressure of -0 made 0)
            // goes on as it came.
            if finger != original {
                event.fingers[write] = finger
            } else if write != read {
                event.fingers[write] = original
            }
            write += 1
        }
        if write < count { event.fingers.removeLast(count - write) }
    }

    @inline(never)
    private mutating func filterTimestamp(_ event: inout DigitizerEvent, diagnostics: inout [InputDiagnostic]) {
        let fallback = lastTimestamp.isFinite ? lastTimestamp : 0
        if !event.timestamp.isFinite {
            diagnostics.append(InputDiagnostic(
                .nonFiniteTimestamp, "timestamp \(event.timestamp) replaced by \(fallback)"))
            event.timestamp = fallback
        } else if event.timestamp < lastTimestamp {
            diagnostics.append(InputDiagnostic(
                .timestampWentBackwards, "timestamp \(event.timestamp) raised to \(lastTimestamp)"))
            event.timestamp = lastTimestamp
        }
        lastTimestamp = event.timestamp
    }

    private func hasDuplicateIdentities(_ fingers: [DigitizerEvent.Finger]) -> Bool {
        guard fingers.count > 1 else { return false }
        if fingers.count > 16 { return hasDuplicatesHashed(fingers) }
        for i in fingers.indices {
            for j in fingers.indices where j > i && fingers[j].identity == fingers[i].identity {
                return true
            }
        }
        return false
    }

    /// The duplicate check for large reports, through a set (linear, not pairwise).
    @inline(never)
    private func hasDuplicatesHashed(_ fingers: [DigitizerEvent.Finger]) -> Bool {
        var seen = Set<Int>(minimumCapacity: fingers.count)
        for finger in fingers where !seen.insert(finger.identity).inserted {
            return true
        }
        return false
    }

    private func removeDuplicates(_ event: inout DigitizerEvent, diagnostics: inout [InputDiagnostic]) {
        var kept: [DigitizerEvent.Finger] = []
        var seen = Set<Int>()
        for finger in event.fingers.reversed() {
            if !seen.insert(finger.identity).inserted {
                diagnostics.append(InputDiagnostic(
                    .duplicateFinger, finger: finger.identity, "reported twice in one event; the last report wins"))
            } else {
                kept.append(finger)
            }
        }
        event.fingers = kept.reversed()
    }

    /// Repairs one finger; returns false when it must be dropped.
    private mutating func filterFinger(
        _ finger: inout DigitizerEvent.Finger, hint: Int, diagnostics: inout [InputDiagnostic]
    ) -> Bool {
        if !finger.pressure.isFinite { finger.pressure = 0 }
        finger.pressure = min(max(finger.pressure, 0), 1)
        if !finger.majorRadius.isFinite || finger.majorRadius < 0 { finger.majorRadius = DigitizerEvent.defaultMajorRadius }
        if !finger.minorRadius.isFinite || finger.minorRadius < 0 { finger.minorRadius = finger.majorRadius }
        let id = finger.identity
        let slot = slot(of: id, hint: hint)
        if finger.location.x.isFinite && finger.location.y.isFinite {
            rememberLocation(finger, slot: slot)
            return true
        }
        guard let slot else {
            diagnostics.append(InputDiagnostic(
                .nonFiniteLocation, finger: id,
                "position \(finger.location) with no earlier position; finger report dropped"))
            return false
        }
        let last = lastLocations[slot].location
        diagnostics.append(InputDiagnostic(
            .nonFiniteLocation, finger: id, "position \(finger.location) replaced by last good position \(last)"))
        finger.location = last
        if !finger.isTouching { liftedSlots.append(slot) }
        return true
    }

    /// The entry of finger `id` in `lastLocations`, tried first at `hint` (its place in the report).
    private mutating func slot(of id: Int, hint: Int) -> Int? {
        hint < lastLocations.count && lastLocations[hint].finger == id ? hint : slotMissingHint(of: id)
    }

    /// The entry of finger `id` when its report placed it elsewhere (a new finger, or a report
    /// in another order): a scan of a short list, else a lookup in `slotIndex`, which is made
    /// again after a lift has moved entries. Without the index, a report bringing N new fingers
    /// scanned the list once per finger: O(N²).
    @inline(never)
    private mutating func slotMissingHint(of id: Int) -> Int? {
        guard lastLocations.count > Self.longestScannedList else {
            return lastLocations.firstIndex { $0.finger == id }
        }
        if !slotIndexIsCurrent {
            slotIndex.removeAll(keepingCapacity: true)
            for slot in lastLocations.indices { slotIndex[lastLocations[slot].finger] = slot }
            slotIndexIsCurrent = true
        }
        return slotIndex[id]
    }

    /// The longest `lastLocations` searched by a scan rather than through `slotIndex`.
    private static let longestScannedList = 16

    /// Removes the entries of `liftedSlots` from `lastLocations` in one pass, keeping the
    /// others' order. Written out: the standard library's `removeSubranges(RangeSet(...))` built
    /// its range set one generic insert at a time, about 5,000 instructions a lifted finger
    /// (`--profile cycle100` 617 M → 719 M instructions).
    @inline(never)
    private mutating func forgetLiftedFingers() {
        defer { slotIndexIsCurrent = false }
        if liftedSlots.count == 1 {
            // The common case: one finger lifts.
            lastLocations.remove(at: liftedSlots[0])
            liftedSlots.removeAll(keepingCapacity: true)
            return
        }
        liftedSlots.sort()
        var next = 0, write = liftedSlots[0]
        for read in liftedSlots[0] ..< lastLocations.count {
            if next < liftedSlots.count && liftedSlots[next] == read {
                next += 1
                continue
            }
            lastLocations[write] = lastLocations[read]
            write += 1
        }
        assert(next == liftedSlots.count, "a finger lifted twice in one report")
        lastLocations.removeLast(lastLocations.count - write)
        liftedSlots.removeAll(keepingCapacity: true)
    }

    private mutating func rememberLocation(_ finger: DigitizerEvent.Finger, slot: Int?) {
        switch (finger.isTouching, slot) {
        case (true, let slot?): lastLocations[slot].location = finger.location
        case (true, nil):
            if slotIndexIsCurrent { slotIndex[finger.identity] = lastLocations.count }
            lastLocations.append((finger.identity, finger.location))
        case (false, let slot?): liftedSlots.append(slot)
        case (false, nil): break
        }
    }
}

extension DigitizerEvent.Finger {
    /// Whether ``InputFilter`` leaves the finger as it is: a finite position, a finite pressure in
    /// 0...1 and finite, non-negative radii.
    ///
    /// Written as arithmetic and comparisons on the raw doubles: `v - v` is 0 exactly when `v` is
    /// finite (an infinity or a NaN gives a NaN), and a NaN fails every comparison.
    fileprivate var needsNoRepair: Bool {
        let x = Double(location.x), y = Double(location.y)
        let major = Double(majorRadius), minor = Double(minorRadius)
        return (x - x) + (y - y) + (major - major) + (minor - minor) == 0
            && pressure >= 0 && pressure <= 1 && major >= 0 && minor >= 0
    }
}
