import Foundation
import OpenTouch

/// Turns a protocol's raw contact samples into screen fingers for one device and mapping.
///
/// It picks the axes once: the `ABS_MT_*` axes for the multitouch protocols (falling back to
/// `ABS_X`/`ABS_Y` when the MT ones are not described), `ABS_X`/`ABS_Y` and `ABS_PRESSURE` for
/// single touch. Out-of-range values are clamped, with one diagnostic per axis.
struct ContactTransform: Sendable {
    private let mapping: EvdevScreenMapping
    private let xAxis: EvdevAbsInfo
    private let yAxis: EvdevAbsInfo
    private let xCode: UInt16
    private let yCode: UInt16
    private let pressureAxis: EvdevAbsInfo?
    private let pressureCode: UInt16
    private let shapeAxes: [UInt16: EvdevAbsInfo]
    private let pointsPerUnit: CGFloat
    private var reportedCodes: UInt64 = 0

    init(device: EvdevDeviceDescription, mapping: EvdevScreenMapping, protocol touchProtocol: EvdevTouchProtocol,
         log: inout DiagnosticLog) {
        let multitouch = touchProtocol != .singleTouch
        self.mapping = mapping
        xCode = multitouch ? EvdevAbsoluteAxis.mtPositionX : EvdevAbsoluteAxis.x
        yCode = multitouch ? EvdevAbsoluteAxis.mtPositionY : EvdevAbsoluteAxis.y
        xAxis = Self.positionAxis(device, xCode, fallback: EvdevAbsoluteAxis.x, length: mapping.width, log: &log)
        yAxis = Self.positionAxis(device, yCode, fallback: EvdevAbsoluteAxis.y, length: mapping.height, log: &log)
        pressureCode = multitouch ? EvdevAbsoluteAxis.mtPressure : EvdevAbsoluteAxis.pressure
        pressureAxis = device.absoluteAxis(pressureCode)
        let shapeCodes = [EvdevAbsoluteAxis.mtTouchMajor, EvdevAbsoluteAxis.mtTouchMinor,
                          EvdevAbsoluteAxis.mtWidthMajor, EvdevAbsoluteAxis.mtWidthMinor]
        var shapes: [UInt16: EvdevAbsInfo] = [:]
        for code in shapeCodes { shapes[code] = device.absoluteAxis(code) }
        shapeAxes = shapes
        pointsPerUnit = mapping.pointsPerUnit(xAxis: xAxis)
    }

    /// The finger for `change`, with the masks of `DigitizerEvent.Finger.down`, `.move` and `.up`.
    mutating func finger(for change: ContactChange, log: inout DiagnosticLog) -> DigitizerEvent.Finger {
        switch change {
        case let .down(identity, sample):
            return finger(identity, sample, touching: true, mask: [.range, .touch, .position], log: &log)
        case let .moved(identity, sample):
            return finger(identity, sample, touching: true, mask: [.position], log: &log)
        case let .up(identity, sample):
            var lifted = finger(identity, sample, touching: false, mask: [.range, .touch], log: &log)
            lifted.pressure = 0
            return lifted
        }
    }

    private mutating func finger(_ identity: Int, _ sample: ContactSample, touching: Bool,
                                 mask: DigitizerEvent.EventMask, log: inout DiagnosticLog) -> DigitizerEvent.Finger {
        checkRange(sample.x, xAxis, xCode, log: &log)
        checkRange(sample.y, yAxis, yCode, log: &log)
        let location = mapping.point(x: sample.x, y: sample.y, xAxis: xAxis, yAxis: yAxis)
        let (major, minor) = radii(sample, log: &log)
        return DigitizerEvent.Finger(
            identity: identity, location: location, isTouching: touching, isInRange: touching,
            pressure: pressure(sample, log: &log), majorRadius: major, minorRadius: minor, eventMask: mask)
    }

    /// Pressure normalised by its axis range to 0...1; 0 without a pressure axis or value.
    private mutating func pressure(_ sample: ContactSample, log: inout DiagnosticLog) -> Double {
        guard let value = sample.pressure, let axis = pressureAxis, axis.maximum > axis.minimum else { return 0 }
        checkRange(value, axis, pressureCode, log: &log)
        let offset = Double(Int64(axis.clamped(value)) - Int64(axis.minimum))
        return offset / Double(Int64(axis.maximum) - Int64(axis.minimum))
    }

    /// Half the touch ellipse's axes (width axes as fallback), in points on the X-axis scale.
    private mutating func radii(_ sample: ContactSample, log: inout DiagnosticLog) -> (CGFloat, CGFloat) {
        let majorSource = sample.touchMajor.map { ($0, EvdevAbsoluteAxis.mtTouchMajor) }
            ?? sample.widthMajor.map { ($0, EvdevAbsoluteAxis.mtWidthMajor) }
        guard let (majorValue, majorCode) = majorSource else {
            return (DigitizerEvent.defaultMajorRadius, DigitizerEvent.defaultMajorRadius)
        }
        let minorSource = sample.touchMinor.map { ($0, EvdevAbsoluteAxis.mtTouchMinor) }
            ?? sample.widthMinor.map { ($0, EvdevAbsoluteAxis.mtWidthMinor) }
        let major = radius(majorValue, majorCode, log: &log)
        let minor = minorSource.map { radius($0.0, $0.1, log: &log) } ?? major
        return (major, minor)
    }

    private mutating func radius(_ value: Int32, _ code: UInt16, log: inout DiagnosticLog) -> CGFloat {
        var length = max(0, value)
        if let axis = shapeAxes[code] {
            checkRange(value, axis, code, log: &log)
            length = max(0, axis.clamped(value))
        }
        return min(CGFloat(length) * pointsPerUnit / 2, .greatestFiniteMagnitude)
    }

    private mutating func checkRange(_ value: Int32, _ axis: EvdevAbsInfo, _ code: UInt16, log: inout DiagnosticLog) {
        guard value < axis.minimum || value > axis.maximum, axis.isValid else { return }
        let bit: UInt64 = 1 << UInt64(code & 63)
        guard reportedCodes & bit == 0 else { return }
        reportedCodes |= bit
        log.report(.valueOutOfRange,
                   "\(EvdevNames.codeName(code, type: EvdevEventType.abs)) \(value) is outside "
                   + "\(axis.minimum)...\(axis.maximum); clamped (reported once per axis)", aboutEvent: false)
    }

    private static func positionAxis(_ device: EvdevDeviceDescription, _ code: UInt16, fallback: UInt16,
                                     length: CGFloat, log: inout DiagnosticLog) -> EvdevAbsInfo {
        let name = EvdevNames.codeName(code, type: EvdevEventType.abs)
        guard let axis = device.absoluteAxis(code) ?? device.absoluteAxis(fallback) else {
            let points = min(Double(length), Double(Int32.max)).rounded(.up)
            let maximum = Int32(max(1, points)) - 1
            log.report(.missingAxis, "\(name) is not described; using 0...\(maximum), one unit per point",
                       aboutEvent: false)
            return EvdevAbsInfo(minimum: 0, maximum: maximum)
        }
        if !axis.isValid {
            log.report(.invalidAxisRange, "\(name) range \(axis.minimum)...\(axis.maximum) is inverted; "
                       + "its values map to 0", aboutEvent: false)
        }
        return axis
    }
}
