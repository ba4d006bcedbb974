import Foundation

/// A raw motion report: a shake of the device beginning, ending or being cancelled.
///
/// Post one with ``EventFetcher/post(_:)-(MotionEvent)``; the application delivers it as a
/// ``UIEvent`` of type ``UIEvent/EventType/motion`` to the key window's first responder
/// (`motionBegan`, `motionEnded`, `motionCancelled`), which passes it up the responder chain.
public struct MotionEvent: Sendable, Hashable, Codable {
    /// Where a motion is.
    public enum Phase: String, Sendable, Hashable, Codable {
        /// The motion began.
        case began
        /// The motion ended.
        case ended
        /// The system cancelled the motion (it did not last as a shake).
        case cancelled
    }

    /// When the motion changed, in seconds on the application clock's time base.
    public var timestamp: TimeInterval
    /// The kind of motion; ``UIEvent/EventSubtype/motionShake``.
    public var subtype: UIEvent.EventSubtype
    /// Whether it began, ended or was cancelled.
    public var phase: Phase

    /// Creates a motion report.
    public init(timestamp: TimeInterval, subtype: UIEvent.EventSubtype = .motionShake, phase: Phase) {
        self.timestamp = timestamp
        self.subtype = subtype
        self.phase = phase
    }
}
