import Foundation

/// An effect a ``UIVisualEffectView`` applies, as UIKit's `UIVisualEffect`: the base of
/// ``UIBlurEffect`` and ``UIVibrancyEffect``.
///
/// Effects are immutable descriptions and may be shared. OpenTouch draws nothing, so an effect
/// only records what it would look like; it changes no touch handling.
open class UIVisualEffect: @unchecked Sendable, CustomStringConvertible {
    /// Creates an effect that does nothing (UIKit's plain `UIVisualEffect()`).
    public init() {}

    /// `<UIVisualEffect>`, or the subclass's name and its settings.
    open var description: String { "<\(String(describing: type(of: self)))>" }
}
