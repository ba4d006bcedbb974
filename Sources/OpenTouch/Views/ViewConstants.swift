import Foundation

/// Every number the simple views and images use, in one place.
///
/// Values taken from UIKit are marked as such; the others are OpenTouch's choices where there is
/// no asset or glyph to measure (see <doc:TextMeasurement> for text).
public enum ViewConstants {
    // MARK: Images

    /// The size of a named image that was not registered with ``UIImage/register(size:scale:forName:)``:
    /// 100 × 100 points. (OpenTouch's choice: there are no asset files to read a size from.)
    public static let unregisteredImageSize = CGSize(width: 100, height: 100)
    /// A symbol image's side per point of its text size: 20/17, so that symbols beside 17 pt
    /// text are 20 × 20 points, about what iOS shows. (OpenTouch's choice: real symbols vary.)
    public static let symbolSidePerPoint: CGFloat = 20.0 / 17.0
    /// A small symbol's size relative to medium. (OpenTouch's choice.)
    public static let symbolSmallScale: CGFloat = 0.8
    /// A large symbol's size relative to medium. (OpenTouch's choice.)
    public static let symbolLargeScale: CGFloat = 1.3
    /// The text size symbols have without a configuration: the body style at Large. (UIKit's default.)
    public static let defaultSymbolPointSize: CGFloat = 17

    // MARK: UIImageView

    /// How long each frame of an image view's animation shows when ``UIImageView/animationDuration``
    /// is 0: 1/30 s. (UIKit's documented default.)
    public static let animationFrameDuration: TimeInterval = 1.0 / 30

    // MARK: UIActivityIndicatorView

    /// The size of a medium (and white or gray) activity indicator: 20 × 20. (UIKit's size.)
    public static let activityIndicatorMediumSize = CGSize(width: 20, height: 20)
    /// The size of a large (and white large) activity indicator: 37 × 37. (UIKit's size.)
    public static let activityIndicatorLargeSize = CGSize(width: 37, height: 37)

    // MARK: UIProgressView

    /// The height of a default-style progress view: 4 points. (UIKit's size since iOS 14.)
    public static let progressViewHeight: CGFloat = 4
    /// The height of a bar-style progress view: 2.5 points. (UIKit's earlier bar height; the
    /// current one is not documented.)
    public static let progressBarHeight: CGFloat = 2.5
}
