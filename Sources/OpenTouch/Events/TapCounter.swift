import Foundation

/// Counts taps: a touch that begins near where the previous one ended, soon enough, continues its count.
///
/// UIKit does not document its limits. OpenTouch uses ``multiTapInterval`` (0.35 s, the
/// interval UIKit's tap recognizer allows between taps) and ``multiTapDistance`` (45 pt, the
/// movement UIKit's tap recognizer allows); both are properties you can change per application.
public struct TapCounter: Sendable {
    /// The longest time from one touch's lift to the next touch-down that still counts as another tap.
    public var multiTapInterval: TimeInterval = 0.35
    /// The farthest a touch-down may be from the previous lift, in points, and still count as another tap.
    public var multiTapDistance: CGFloat = 45

    private var lastLift: (location: CGPoint, timestamp: TimeInterval, tapCount: Int)?

    /// Creates a counter with the default limits.
    public init() {}

    /// The tap count for a touch beginning at `location` (screen points) at `timestamp`.
    func tapCount(at location: CGPoint, timestamp: TimeInterval) -> Int {
        guard let lastLift else { return 1 }
        let dx = location.x - lastLift.location.x, dy = location.y - lastLift.location.y
        let near = (dx * dx + dy * dy).squareRoot() <= multiTapDistance
        let soon = timestamp - lastLift.timestamp <= multiTapInterval
        return near && soon ? lastLift.tapCount + 1 : 1
    }

    /// Records a touch lifting at `location` (screen points).
    mutating func touchEnded(at location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
        lastLift = (location, timestamp, tapCount)
    }

    /// Forgets the last lift (after a cancelled touch, which is not a tap).
    mutating func reset() {
        lastLift = nil
    }
}
