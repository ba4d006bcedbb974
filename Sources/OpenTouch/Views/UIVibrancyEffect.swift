import Foundation

/// Vibrant content over a blur, as UIKit's `UIVibrancyEffect`: for the ``UIVisualEffectView/contentView``
/// of a view placed in a blur effect view's content view. Kept, not drawn.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy sits on (an OpenTouch extension: UIKit keeps it private).
    public let blurEffect: UIBlurEffect
    /// The vibrancy style; `.label` for effects made with ``init(blurEffect:)`` (an OpenTouch extension).
    public let style: UIVibrancyEffectStyle

    /// Creates a vibrancy effect for content over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Creates a vibrancy effect of `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// `<UIVibrancyEffect> style=label blur=dark`.
    open override var description: String { "<UIVibrancyEffect> style=\(style) blur=\(blurEffect.style)" }
}
