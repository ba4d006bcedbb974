import Foundation

/// A haptic a feedback generator played, as ``TraceRecord/haptic(_:)`` reports it.
public struct HapticFeedback: Hashable, Sendable, CustomStringConvertible {
    /// Which generator played it, with its style or type.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// ``UIImpactFeedbackGenerator/impactOccurred()`` (or with an intensity).
        case impact(UIImpactFeedbackGenerator.FeedbackStyle)
        /// ``UISelectionFeedbackGenerator/selectionChanged()``.
        case selection
        /// ``UINotificationFeedbackGenerator/notificationOccurred(_:)``.
        case notification(UINotificationFeedbackGenerator.FeedbackType)

        /// `impact medium`, `selection` or `notification success`.
        public var description: String {
            switch self {
            case .impact(let style): "impact \(style)"
            case .selection: "selection"
            case .notification(let type): "notification \(type)"
            }
        }
    }

    /// Which haptic.
    public var kind: Kind
    /// Its intensity, 0 to 1 (1 unless given to ``UIImpactFeedbackGenerator/impactOccurred(intensity:)``).
    public var intensity: CGFloat
    /// The application clock's time when it played.
    public var time: TimeInterval

    /// Creates a record of a haptic.
    public init(kind: Kind, intensity: CGFloat, time: TimeInterval) {
        self.kind = kind
        self.intensity = intensity
        self.time = time
    }

    /// `haptic impact medium intensity 1.0 at 1000.25`.
    public var description: String {
        "haptic \(kind) intensity \(Double(intensity)) at \(time)"
    }
}
