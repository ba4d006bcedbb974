import Foundation

/// The software keyboard's sizes and timing: an iPhone's portrait keyboard.
///
/// UIKit does not document these; they are OpenTouch's choices, measured from iOS 17 iPhones.
enum SoftwareKeyboardMetrics {
    /// The height of the four rows of keys, in points (iOS's since the first iPhone).
    static let keyAreaHeight: CGFloat = 216
    /// The height of the predictive (QuickType) bar above the keys, in points. It is shown unless
    /// the first responder's `autocorrectionType` is `.no`, as on iOS.
    static let predictiveBarHeight: CGFloat = 44
    /// The height of the row under the keys that holds the globe and dictation buttons on an
    /// iPhone with a home indicator (a screen whose window has a bottom safe-area inset), in points.
    /// With it the keyboard is 216 + 76 = 292 points tall, 336 with the predictive bar (iOS 17's
    /// keyboard on a 390-point-wide iPhone 14).
    static let homeIndicatorRowHeight: CGFloat = 76
    /// The duration of the keyboard's slide, in seconds (UIKit's
    /// `keyboardAnimationDurationUserInfoKey` value).
    static let animationDuration: TimeInterval = 0.25
    /// UIKit's keyboard animation curve: the private `UIView.AnimationCurve` raw value 7 that the
    /// notifications carry.
    static let animationCurveRawValue: UInt = 7
    /// The window level of the keyboard's window: above alerts (2000) and every window an
    /// application makes with the usual levels.
    static let windowLevel = UIWindow.Level(rawValue: 10_000_000)
    /// The gap between keys, in points.
    static let keyGap: CGFloat = 6
    /// The gap between rows of keys, in points.
    static let rowGap: CGFloat = 12
    /// Two taps on shift this close together, in seconds, turn Caps Lock on (OpenTouch's choice).
    static let shiftDoubleTapInterval: TimeInterval = 0.35
    /// An interactive dismissal dismisses when the finger lifts while moving down faster than
    /// this, in points per second (OpenTouch's choice).
    static let interactiveDismissVelocity: CGFloat = 100
    /// An interactive dismissal also dismisses when the keyboard was lowered past this fraction
    /// of its height when the finger lifts (OpenTouch's choice); otherwise the keyboard returns.
    static let interactiveDismissFraction: CGFloat = 0.5
}
