import Foundation

/// How device coordinates land on the screen: the screen's size in points, the panel's rotation
/// and mirroring.
///
/// Each device axis's range is stretched over the screen axis it maps to with libinput's
/// convention, `(value - min) * size / (max - min + 1)`: the range's `max - min + 1` distinct
/// values tile the screen length evenly, so `min` lands on 0 and `max` one tile short of `size`.
/// Values outside `min...max` are clamped into the range first (some panels overshoot their
/// advertised range by a few units at the edges).
///
/// ``rotation`` turns the device's picture clockwise onto the screen, then ``flipsHorizontally``
/// and ``flipsVertically`` mirror the result along the screen's axes. Mirroring happens in device
/// units (`max - (value - min)`), so every result stays in `0 ..< size`.
public struct EvdevScreenMapping: Sendable, Hashable {
    /// The screen's size in points. Non-finite or negative lengths count as 0.
    public var size: CGSize
    /// The clockwise rotation from the device's axes to the screen's.
    public var rotation: Rotation
    /// Whether to mirror the result left to right.
    public var flipsHorizontally: Bool
    /// Whether to mirror the result top to bottom.
    public var flipsVertically: Bool

    /// Creates a mapping onto a screen of `size` points.
    public init(
        size: CGSize,
        rotation: Rotation = .none,
        flipsHorizontally: Bool = false,
        flipsVertically: Bool = false
    ) {
        self.size = size
        self.rotation = rotation
        self.flipsHorizontally = flipsHorizontally
        self.flipsVertically = flipsVertically
    }

    /// Creates a mapping onto a screen `width` × `height` points.
    public init(width: CGFloat, height: CGFloat, rotation: Rotation = .none) {
        self.init(size: CGSize(width: width, height: height), rotation: rotation)
    }

    /// The screen point for device position (`x`, `y`) on axes `xAxis` and `yAxis`.
    public func point(x: Int32, y: Int32, xAxis: EvdevAbsInfo, yAxis: EvdevAbsInfo) -> CGPoint {
        let swapsAxes = rotation.swapsAxes
        let screenXSource = swapsAxes ? (value: y, axis: yAxis) : (value: x, axis: xAxis)
        let screenYSource = swapsAxes ? (value: x, axis: xAxis) : (value: y, axis: yAxis)
        let mirrorX = rotation.mirrorsScreenX != flipsHorizontally
        let mirrorY = rotation.mirrorsScreenY != flipsVertically
        return CGPoint(
            x: Self.scale(screenXSource.value, on: screenXSource.axis, length: width, mirrored: mirrorX),
            y: Self.scale(screenYSource.value, on: screenYSource.axis, length: height, mirrored: mirrorY)
        )
    }

    /// Points per device unit along the device's X axis (`xAxis`), after rotation.
    ///
    /// Contact sizes (`ABS_MT_TOUCH_MAJOR` and friends) are in the same surface units as the
    /// position axes; the decoder converts them with this X-axis scale.
    public func pointsPerUnit(xAxis: EvdevAbsInfo) -> CGFloat {
        let length = rotation.swapsAxes ? height : width
        let span = xAxis.span
        guard span > 0 else { return 0 }
        return length / CGFloat(span)
    }

    /// Maps `value` of `axis` onto `0 ..< length` with `(value - min) * length / (max - min + 1)`,
    /// clamping `value` into `min...max` first; `mirrored` measures from `max` instead of `min`.
    public static func scale(_ value: Int32, on axis: EvdevAbsInfo, length: CGFloat, mirrored: Bool = false) -> CGFloat {
        let span = axis.span
        guard span > 0, length > 0, length.isFinite else { return 0 }
        let clamped = Int64(axis.clamped(value))
        let offset = mirrored ? Int64(axis.maximum) - clamped : clamped - Int64(axis.minimum)
        return CGFloat(Double(offset) / Double(span) * Double(length))
    }

    /// The usable width: `size.width`, or 0 when it is negative or not finite.
    var width: CGFloat { Self.sanitized(size.width) }

    /// The usable height: `size.height`, or 0 when it is negative or not finite.
    var height: CGFloat { Self.sanitized(size.height) }

    private static func sanitized(_ length: CGFloat) -> CGFloat {
        length.isFinite && length > 0 ? length : 0
    }
}
