import OpenTouch

extension EvdevTouchDecoder {
    /// Decodes a whole stream: feeds every event, then ``finish()``.
    public static func decode<Events: Sequence<EvdevEvent>>(
        _ events: Events, device: EvdevDeviceDescription, mapping: EvdevScreenMapping,
        options: Options = .init()
    ) -> EvdevDecoding {
        var decoder = EvdevTouchDecoder(device: device, mapping: mapping, options: options)
        var output: [DigitizerEvent] = []
        for event in events {
            if let digitizer = decoder.feed(event) { output.append(digitizer) }
        }
        if let last = decoder.finish() { output.append(last) }
        return EvdevDecoding(events: output, diagnostics: decoder.removeDiagnostics())
    }
}
