import Foundation

/// A blur of the content behind a ``UIVisualEffectView``, as UIKit's `UIBlurEffect`. Kept, not drawn.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur styles, with UIKit's raw values (3, `extraDark`, is tvOS-only and left out).
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// Much lighter than the content behind it.
        case extraLight = 0
        /// A little lighter than the content behind it.
        case light = 1
        /// Darker than the content behind it.
        case dark = 2
        /// Light or dark, following the interface style.
        case regular = 4
        /// Extra light or dark, following the interface style.
        case prominent = 5
        /// An ultra-thin material adapting to the interface style.
        case systemUltraThinMaterial = 6
        /// A thin material adapting to the interface style.
        case systemThinMaterial = 7
        /// A material of normal thickness adapting to the interface style.
        case systemMaterial = 8
        /// A thick material adapting to the interface style.
        case systemThickMaterial = 9
        /// The system chrome material adapting to the interface style.
        case systemChromeMaterial = 10
        /// An ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// A material of normal thickness, always light.
        case systemMaterialLight = 13
        /// A thick material, always light.
        case systemThickMaterialLight = 14
        /// The system chrome material, always light.
        case systemChromeMaterialLight = 15
        /// An ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// A material of normal thickness, always dark.
        case systemMaterialDark = 18
        /// A thick material, always dark.
        case systemThickMaterialDark = 19
        /// The system chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The blur's style (an OpenTouch extension: UIKit keeps it private).
    public let style: Style

    /// Creates a blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// `<UIBlurEffect> style=dark`.
    open override var description: String { "<UIBlurEffect> style=\(style)" }
}
