import Foundation
import OpenTouch
import OpenTouchEvdev

/// Builds evdev event streams frame by frame for decoder tests.
struct EventScript {
    private(set) var events: [EvdevEvent] = []
    var time: Double = 10

    /// Appends an `EV_ABS` event.
    mutating func abs(_ code: UInt16, _ value: Int32) {
        events.append(.absolute(code, value, at: time))
    }

    /// Appends an `EV_KEY` event.
    mutating func key(_ code: UInt16, _ value: Int32) {
        events.append(.key(code, value, at: time))
    }

    /// Appends a `SYN_MT_REPORT`.
    mutating func mtReport() {
        events.append(.sync(EvdevSyncCode.mtReport, at: time))
    }

    /// Appends a `SYN_DROPPED`.
    mutating func dropped() {
        events.append(.sync(EvdevSyncCode.dropped, at: time))
    }

    /// Appends `SYN_REPORT` and moves time on by `step`.
    mutating func report(step: Double = 0.01) {
        events.append(.syncReport(at: time))
        time += step
    }

    /// Protocol B: selects `slot`.
    mutating func slot(_ slot: Int32) { abs(EvdevAbsoluteAxis.mtSlot, slot) }

    /// Protocol B: sets the current slot's tracking id.
    mutating func trackingID(_ id: Int32) { abs(EvdevAbsoluteAxis.mtTrackingID, id) }

    /// Sets the MT position of the current slot or contact.
    mutating func position(_ x: Int32, _ y: Int32) {
        abs(EvdevAbsoluteAxis.mtPositionX, x)
        abs(EvdevAbsoluteAxis.mtPositionY, y)
    }

    /// Protocol A: one contact at (`x`, `y`) closed by `SYN_MT_REPORT`.
    mutating func contact(_ x: Int32, _ y: Int32) {
        position(x, y)
        mtReport()
    }
}
