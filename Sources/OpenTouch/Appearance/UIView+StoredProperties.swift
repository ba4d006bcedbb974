import Foundation

/// How a view's content flips for right-to-left languages (UIKit's raw values).
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// Flips with the layout direction.
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback = 1
    /// Spatial controls: never flipped.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

// Properties pasted view code sets and reads back; nothing is drawn, so they change no behaviour.
extension UIView {
    /// Whether the view is opaque; true for plain views, false for controls (UIKit's defaults).
    /// Kept: OpenTouch draws nothing, and descriptions print UIKit's default for the kind.
    public var isOpaque: Bool {
        get { extras?.isOpaque ?? !(self is UIControl) }
        set { writableExtras.isOpaque = newValue }
    }

    /// Whether drawing clears the view's area first; true by default. Kept.
    public var clearsContextBeforeDrawing: Bool {
        get { extras?.clearsContextBeforeDrawing ?? true }
        set { writableExtras.clearsContextBeforeDrawing = newValue }
    }

    /// How the content flips for right-to-left languages; `.unspecified` by default. Kept.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { extras?.semanticContentAttribute ?? .unspecified }
        set { writableExtras.semanticContentAttribute = newValue }
    }

    /// The layout direction for `attribute`: left to right unless forced, as OpenTouch has no
    /// right-to-left locale.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The view's identifier for state restoration; kept.
    public var restorationIdentifier: String? {
        get { extras?.restorationIdentifier }
        set { writableExtras.restorationIdentifier = newValue }
    }

    /// The view's effective layout direction: from its ``semanticContentAttribute``.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
}

/// Left to right or right to left.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
