import Foundation
import OpenTouch

extension DigitizerRecording {
    /// Decodes a raw device recording onto a screen: the bridge from `evemu` and `libinput record`
    /// files to `UIApplication.replay(_:settle:)`.
    ///
    /// The screen is `placement.screen` when given, else the panel's physical size at
    /// ``EvdevReplayPlacement/pointsPerInch`` when both position axes report a resolution, else one
    /// point per device unit (with a warning that asks for a screen size). The reader's warnings
    /// and the decoder's diagnostics are in `readDiagnostics`.
    ///
    /// - Throws: ``EvdevReadError`` when the device has no position axes for the selected
    ///   protocol, or when a position axis's range is inverted or zero wide (every touch would
    ///   land on one line).
    public init(_ recording: EvdevRecording, placement: EvdevReplayPlacement = .init(),
                source: String? = nil) throws(EvdevReadError) {
        let (xAxis, yAxis) = try Self.positionAxes(of: recording.device, placement: placement, source: source)
        var warnings = recording.warnings.map(\.description)
        var size: CGSize
        if let screen = placement.screen {
            size = screen
        } else if xAxis.resolution > 0, yAxis.resolution > 0 {
            let pointsPerMillimetre = EvdevReplayPlacement.pointsPerInch / 25.4
            size = CGSize(width: Double(xAxis.span) / Double(xAxis.resolution) * pointsPerMillimetre,
                          height: Double(yAxis.span) / Double(yAxis.resolution) * pointsPerMillimetre)
        } else {
            size = CGSize(width: Double(xAxis.span), height: Double(yAxis.span))
            warnings.append("the device reports no resolution, so one point per device unit "
                            + "(\(Int(size.width))×\(Int(size.height))); pass a screen size (--screen WxH) for your screen")
        }
        if placement.screen == nil, placement.rotation == .clockwise90 || placement.rotation == .clockwise270 {
            size = CGSize(width: size.height, height: size.width)
        }
        let mapping = EvdevScreenMapping(size: size, rotation: placement.rotation,
                                         flipsHorizontally: placement.flipsHorizontally,
                                         flipsVertically: placement.flipsVertically)
        let decoding = recording.decode(mapping: mapping, options: .init(protocolSelection: placement.protocolSelection))
        self.init(header: Header(screenSize: size, device: recording.device.name, source: source),
                  events: decoding.events)
        readDiagnostics = warnings + decoding.diagnostics.map(\.description)
    }

    /// The x and y position axes the placement's protocol reads, checked to be usable.
    private static func positionAxes(of device: EvdevDeviceDescription, placement: EvdevReplayPlacement,
                                     source: String?) throws(EvdevReadError) -> (EvdevAbsInfo, EvdevAbsInfo) {
        let touchProtocol = device.touchProtocol(for: placement.protocolSelection)
        let single = touchProtocol == .singleTouch
        let codes = single ? (EvdevAbsoluteAxis.x, EvdevAbsoluteAxis.y)
                           : (EvdevAbsoluteAxis.mtPositionX, EvdevAbsoluteAxis.mtPositionY)
        guard touchProtocol != nil, let xAxis = device.absoluteAxis(codes.0),
              let yAxis = device.absoluteAxis(codes.1) else {
            throw EvdevReadError(line: 0, "the device \"\(device.name)\" has no touch position axes to read "
                                 + "(\(placement.protocolSelection.rawValue) protocol)", source: source)
        }
        for (code, axis) in [(codes.0, xAxis), (codes.1, yAxis)] where axis.maximum <= axis.minimum {
            let shape = axis.maximum < axis.minimum ? "inverted" : "zero wide"
            throw EvdevReadError(line: 0, "the device's \(EvdevNames.codeName(code, type: EvdevEventType.abs)) range "
                                 + "\(axis.minimum)…\(axis.maximum) is \(shape): a touch position axis needs "
                                 + "its minimum below its maximum", source: source)
        }
        return (xAxis, yAxis)
    }
}
