import Foundation

/// A range of frame rates a display link asks for, as Core Animation's.
///
/// A link runs at the display rate nearest to ``preferred`` (or to ``maximum`` when there is no
/// preferred rate) within ``minimum`` and ``maximum``; see ``CADisplayLink/preferredFrameRateRange``.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second; 0 means the display's maximum.
    public var maximum: Float
    /// The rate wanted, in frames per second, or nil to let the link pick (``maximum``).
    public var preferred: Float?

    /// Creates a range; a preferred rate of 0 counts as none.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred == 0 ? nil : preferred
    }

    /// The range that leaves the rate to the display: 0 to 0 with no preferred rate, so a link
    /// runs at the display's maximum.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

    /// Whether the two ranges have the same bounds and preferred rate (the same as `==`).
    public func isEqual(to range: CAFrameRateRange) -> Bool {
        self == range
    }
}
