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

    // MARK: UISegmentedControl

    /// The height of a segmented control made with ``UISegmentedControl/init(items:)``. (UIKit, iOS 13+: 32.)
    public static let segmentedControlHeight: CGFloat = 32
    /// The width one title character counts for when a segment's content is measured.
    /// (OpenTouch's choice: 8, about a 13-point system font's average glyph; there is no text layout.)
    public static let segmentTitleCharacterWidth: CGFloat = 8
    /// The width an image counts for when a segment's content is measured. (OpenTouch's choice: 20;
    /// OpenTouch's images have no size.)
    public static let segmentImageContentWidth: CGFloat = 20
    /// The space added on each side of a segment's content when it is measured. (OpenTouch's choice: 10.)
    public static let segmentContentPadding: CGFloat = 10

    // MARK: UIPageControl

    /// The diameter of a page indicator, in points. (OpenTouch's choice: 8.)
    public static let pageIndicatorDiameter: CGFloat = 8
    /// The gap between two page indicators, in points. (OpenTouch's choice: 8, so indicators are 16 points apart.)
    public static let pageIndicatorSpacing: CGFloat = 8
    /// The space before the first and after the last indicator in
    /// ``UIPageControl/size(forNumberOfPages:)``. (OpenTouch's choice: 12.)
    public static let pageControlPadding: CGFloat = 12
    /// The height ``UIPageControl/size(forNumberOfPages:)`` returns. (OpenTouch's choice: 26.)
    public static let pageControlHeight: CGFloat = 26
    /// How far, in points along the indicators, a finger must move before a page-control touch
    /// scrubs rather than taps. (OpenTouch's choice: 10, the pan recognizer's threshold.)
    public static let pageControlScrubThreshold: CGFloat = 10
}
