import Foundation
import OpenTouch
import OpenTouchEvdev

/// Decodes `events` and returns the digitizer events including ``EvdevTouchDecoder/finish()``'s.
func decodeAll(_ events: [EvdevEvent], device: EvdevDeviceDescription,
               mapping: EvdevScreenMapping = TestDevices.screen,
               options: EvdevTouchDecoder.Options = .init()) -> (events: [DigitizerEvent], decoder: EvdevTouchDecoder) {
    var decoder = EvdevTouchDecoder(device: device, mapping: mapping, options: options)
    var output: [DigitizerEvent] = []
    for event in events {
        if let digitizer = decoder.feed(event) { output.append(digitizer) }
    }
    if let last = decoder.finish() { output.append(last) }
    return (output, decoder)
}

extension DigitizerEvent.Finger {
    /// `down`, `move`, `up` or `other`, from the event mask.
    var phase: String {
        if eventMask.contains(.cancel) { return "cancel" }
        if eventMask.contains(.touch) { return isTouching ? "down" : "up" }
        return eventMask.contains(.position) ? "move" : "other"
    }

    /// A compact description for expectations: `down 1 (100,50)`.
    var summary: String {
        "\(phase) \(identity) (\(Self.format(location.x)),\(Self.format(location.y)))"
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3f", Double(value))
    }
}

extension Array where Element == DigitizerEvent {
    /// Every finger of every event, summarised.
    var summaries: [[String]] { map { $0.fingers.map(\.summary) } }
}
