import Foundation

/// How strongly vibrant content shows through a blur, as UIKit's `UIVibrancyEffectStyle`
/// (UIKit's raw values).
public enum UIVibrancyEffectStyle: Int, Sendable, Hashable, CaseIterable {
    /// For primary text.
    case label = 0
    /// For secondary text.
    case secondaryLabel = 1
    /// For tertiary text.
    case tertiaryLabel = 2
    /// For quaternary text.
    case quaternaryLabel = 3
    /// For filled shapes.
    case fill = 4
    /// For secondary filled shapes.
    case secondaryFill = 5
    /// For tertiary filled shapes.
    case tertiaryFill = 6
    /// For separators.
    case separator = 7
}
