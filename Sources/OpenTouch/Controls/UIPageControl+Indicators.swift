import Foundation

/// Indicator images per page. OpenTouch draws nothing and every indicator keeps
/// ``ControlConstants/pageIndicatorDiameter``: the images are kept so UIKit code runs unchanged.
extension UIPageControl {
    /// Sets the image of the indicator of `page` (nil removes it, so ``preferredIndicatorImage`` is used).
    public func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImagesByPage[page] = image
    }

    /// The image set for the indicator of `page`, or nil when none was set.
    public func indicatorImage(forPage page: Int) -> UIImage? {
        indicatorImagesByPage[page]
    }
}
