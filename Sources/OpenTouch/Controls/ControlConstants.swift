import Foundation

/// Every number the controls use, in one place.
///
/// Values taken from UIKit (sizes Apple's controls enforce) are marked as such; the others are
/// OpenTouch's choices where UIKit's are unknown (see <doc:UIKitBehaviorChoices>).
public enum ControlConstants {
    // MARK: UIControl

    /// How far outside its bounds, in points on every side, a tracked touch still counts as inside
    /// the control (``UIControl/isTouchInside``, touchDragEnter/Exit, touchUpInside).
    /// (Reference facts: about 70; UIKit's exact value is unknown.)
    public static let touchInsideSlop: CGFloat = 70

    // MARK: UIButton

    /// The title colour of a system button with none set: iOS's light-mode system blue
    /// (0, 122, 255), the tint such buttons take. (UIKit's default.)
    public static let systemButtonTitleColor = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

    // MARK: UISwitch

    /// The size every switch has, whatever frame it is given. (UIKit: 51 × 31.)
    public static let switchSize = CGSize(width: 51, height: 31)
    /// The gap between the switch's edge and its knob, in points. (UIKit's look: 2.)
    public static let switchKnobInset: CGFloat = 2
    /// The diameter of the switch's knob, in points. (UIKit's look: 27.)
    public static let switchKnobDiameter: CGFloat = 27
    /// How far, in points, a finger must move sideways before a switch touch is a drag of the knob
    /// rather than a tap. (OpenTouch's choice: 5, well under the tap recognizer's 45.)
    public static let switchDragThreshold: CGFloat = 5

    // MARK: UISlider

    /// The size of the slider's thumb, in points. (UIKit's default thumb: 28 × 28.)
    public static let sliderThumbSize = CGSize(width: 28, height: 28)
    /// The height of the slider's track, in points. (UIKit's look: 4.)
    public static let sliderTrackHeight: CGFloat = 4
    /// How far around the thumb, in points on every side, a touch-down still grabs it.
    /// (OpenTouch's choice: 10, so a 48 × 48 target, near Apple's 44-point minimum.)
    public static let sliderThumbTouchSlop: CGFloat = 10

    // MARK: UIStepper

    /// The size every stepper has, whatever frame it is given. (UIKit: 94 × 32.)
    public static let stepperSize = CGSize(width: 94, height: 32)
    /// How long a stepper button must be held before it repeats, in seconds. (OpenTouch's choice: 0.5.)
    public static let stepperFirstRepeatDelay: TimeInterval = 0.5
    /// The time between repeats after the first, in seconds. (OpenTouch's choice: 0.1.)
    public static let stepperRepeatInterval: TimeInterval = 0.1
}
