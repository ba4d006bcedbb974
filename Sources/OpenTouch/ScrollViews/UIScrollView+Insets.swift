import Foundation

extension UIScrollView {
    /// How the safe area is added to the content inset, with UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// As ``scrollableAxes``, and vertically too in a navigation or tab bar controller.
        case automatic
        /// The safe area is added on the axes that scroll.
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// The look of the scroll indicators, with UIKit's raw values.
    public enum IndicatorStyle: Int, Sendable, Hashable {
        /// Black or white, whichever contrasts with the content.
        case `default`
        /// Black, for light content.
        case black
        /// White, for dark content.
        case white
    }
}

/// UIKit's older single indicator-insets property.
extension UIScrollView {
    /// Both indicators' insets (UIKit's pre-iOS 13 property): setting it sets
    /// ``verticalScrollIndicatorInsets`` and ``horizontalScrollIndicatorInsets``; reading it
    /// gives the vertical ones.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
}
