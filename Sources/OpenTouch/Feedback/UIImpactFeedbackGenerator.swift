import Foundation

/// A generator of the haptics of physical impacts: a view snapping into place, a collision.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable, Hashable, CustomStringConvertible {
        /// A light impact.
        case light = 0
        /// A medium impact; the default.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact (iOS 13).
        case soft = 3
        /// A hard, rigid impact (iOS 13).
        case rigid = 4

        /// The style's name: `light`, `medium`, `heavy`, `soft` or `rigid`.
        public var description: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            }
        }
    }

    /// The style of every impact this generator plays.
    public let style: FeedbackStyle

    /// Creates a generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of `style` impacts for `view` (iOS 17.5).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Creates a generator of medium impacts, as UIKit's `init()`.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Creates a generator of medium impacts for `view` (iOS 17.5).
    public convenience override init(view: UIView) {
        self.init(style: .medium, view: view)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        play(.impact(style), intensity: 1)
    }

    /// Plays an impact at `intensity`, from 0 to 1 (iOS 13). Values outside are clamped to
    /// 0…1; a NaN intensity plays nothing and is reported as a diagnostic.
    open func impactOccurred(intensity: CGFloat) {
        guard !intensity.isNaN else {
            application.report(InputDiagnostic(.unsupportedCall, "impactOccurred(intensity:) was given NaN: no haptic was played"))
            return
        }
        play(.impact(style), intensity: min(1, max(0, intensity)))
    }
}
