import Foundation

/// Which of UIKit's default hit-testing methods a view's class keeps, decided once from its
/// dynamic type when the view is made.
///
/// Overrides cannot be detected in Swift, so only the engine's own classes that override neither
/// method count as keeping them; any other subclass — a user's, or an engine class that overrides
/// either method — is ``custom``, and the walk calls its methods.
enum HitTestClass: UInt8 {
    /// The class may override `hitTest(_:with:)` or `point(inside:with:)`: both are called.
    case custom
    /// UIWindow: it keeps `point(inside:with:)`; its `hitTest(_:with:)` is UIView's, but a window
    /// is never a plain node of another view's tree.
    case defaultPointInside
    /// UIView, UILabel, UIImageView: both methods are UIView's.
    case defaultHitTesting

    /// The class of `type`.
    init(_ type: UIView.Type) {
        let type = ObjectIdentifier(type)
        if type == ObjectIdentifier(UIView.self) || type == ObjectIdentifier(UILabel.self)
            || type == ObjectIdentifier(UIImageView.self) {
            self = .defaultHitTesting
        } else if type == ObjectIdentifier(UIWindow.self) {
            self = .defaultPointInside
        } else {
            self = .custom
        }
    }
}
