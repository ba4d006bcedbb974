import Foundation

/// A generator of the haptics that tell a task succeeded, failed or needs attention.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification haptic conveys.
    public enum FeedbackType: Int, Sendable, Hashable, CustomStringConvertible {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2

        /// The type's name: `success`, `warning` or `error`.
        public var description: String {
            switch self {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    /// Creates a notification generator.
    public override init() {
        super.init()
    }

    /// Creates a notification generator for `view` (iOS 17.5).
    public override init(view: UIView) {
        super.init(view: view)
    }

    /// Plays the haptic of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        play(.notification(notificationType))
    }
}
