import Foundation

/// Names a controller taking part in a transition, for
/// ``UIViewControllerContextTransitioning/viewController(forKey:)``.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Names a view taking part in a transition, for ``UIViewControllerContextTransitioning/view(forKey:)``.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving the screen.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view arriving on screen.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}
