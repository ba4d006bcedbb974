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

    /// Filters `event` in place; returns false when nothing of it is left to deliver.
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
        var index = 0
        while index < event.fingers.count {
            if event.fingers[index].needsNoRepair {
                // The common case: only the finger's last good position is kept.
                rememberLocation(event.fingers[index], slot: slot(of: event.fingers[index].identity, hint: index))
                index += 1
                continue
            }
            var finger = event.fingers[index]
            guard filterFinger(&finger, hint: index, diagnostics: &diagnostics) else {
                event.fingers.remove(at: index)
                continue
            }
            // Write back only a repaired finger: writing would copy the event's shared buffer.
            if finger != event.fingers[index] { event.fingers[index] = finger }
            index += 1
        }
        if event.fingers.isEmpty {
            diagnostics.append(InputDiagnostic(.emptyEvent, "digitizer event with no usable fingers ignored"))
            return false
        }
        return true
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
        if !finger.isTouching { lastLocations.remove(at: slot) }
        return true
    }

    /// The entry of finger `id` in `lastLocations`, tried first at `hint` (its place in the report).
    private func slot(of id: Int, hint: Int) -> Int? {
        hint < lastLocations.count && lastLocations[hint].finger == id
            ? hint : lastLocations.firstIndex { $0.finger == id }
    }

    private mutating func rememberLocation(_ finger: DigitizerEvent.Finger, slot: Int?) {
        switch (finger.isTouching, slot) {
        case (true, let slot?): lastLocations[slot].location = finger.location
        case (true, nil): lastLocations.append((finger.identity, finger.location))
        case (false, let slot?): lastLocations.remove(at: slot)
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
