#if os(Linux)
/// How a reader ends the touches still down when its input ends.
public enum ContactEnding: String, Sendable, Hashable, CaseIterable {
    /// The touches are cancelled (`touchesCancelled`, gestures cancelled), as UIKit cancels
    /// touches the system takes away: the fingers did not lift, the input went away.
    case cancel
    /// The touches end normally (`touchesEnded`) at their last positions, as if the fingers lifted.
    case lift
}
#endif
