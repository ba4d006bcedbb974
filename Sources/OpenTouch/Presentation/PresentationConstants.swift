import Foundation

/// The numbers of OpenTouch's system presentations. UIKit documents none of them; each is
/// OpenTouch's choice, close to what an iPhone or iPad shows, and can be changed.
@MainActor
public enum PresentationConstants {
    /// How long a system presentation or dismissal slides, in seconds (OpenTouch's choice).
    public static var transitionDuration: TimeInterval = 0.5
    /// How long a sheet takes to move to another detent, in seconds (OpenTouch's choice).
    public static var detentChangeDuration: TimeInterval = 0.35
    /// The gap between the top of the safe area and a sheet at its large detent on compact
    /// width (an iPhone sheet leaves the presenter's top edge showing).
    public static var sheetTopGap: CGFloat = 10
    /// A sheet's corner radius when ``UISheetPresentationController/preferredCornerRadius`` is nil.
    public static var sheetCornerRadius: CGFloat = 10
    /// The medium detent's height as a fraction of the container's (about half the screen).
    public static var mediumDetentFraction: CGFloat = 0.5
    /// The page sheet's width on regular width (an iPad), at most the container's.
    public static var regularPageSheetWidth: CGFloat = 704
    /// The form sheet's size on regular width.
    public static var formSheetSize = CGSize(width: 540, height: 620)
    /// The gap above and below a sheet on regular width.
    public static var regularSheetVerticalMargin: CGFloat = 40
    /// The grabber's size, and its distance from the sheet's top edge.
    public static var grabberSize = CGSize(width: 36, height: 5)
    /// The grabber's distance from the sheet's top edge.
    public static var grabberTopInset: CGFloat = 5
    /// The dimming view's black alpha behind a sheet or a regular-width form sheet.
    public static var dimmingAlpha: CGFloat = 0.4
    /// A sheet released while moving is projected this far: the release velocity (points per
    /// second) times this factor is added to where it is, and it settles on the nearest detent
    /// (or dismisses when that is nearer the bottom). 0.099 is UIScrollView's fast deceleration
    /// projection (`rate / (1 − rate) / 1000` with rate 0.99).
    public static var sheetProjectionFactor: CGFloat = 0.099
    /// A popover's size when its controller's `preferredContentSize` is zero.
    public static var defaultPopoverSize = CGSize(width: 320, height: 480)
    /// The popover arrow's length.
    public static var popoverArrowLength: CGFloat = 13
    /// The smallest gap between a popover and the container's edges.
    public static var popoverMargin: CGFloat = 10
}
