// OpenTouch — Graphics
//
// Whether a gradient's end colours extend past its ends. On Apple platforms the system type is used.

#if !canImport(Darwin)
import Foundation

/// Whether a gradient's first and last colours extend before its start and after its end,
/// with CoreGraphics' raw values.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The bit mask.
    public let rawValue: UInt32

    /// Creates options from a bit mask.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Paint the first colour before the start point.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Paint the last colour after the end point.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
#endif
