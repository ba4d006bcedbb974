import Foundation

/// Per-state thumb images. OpenTouch draws nothing and the thumb keeps
/// ``ControlConstants/sliderThumbSize``: the images are kept so UIKit code runs unchanged.
extension UISlider {
    /// Sets the thumb image used in `state` (nil removes it, so the normal one is used).
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages.set(image, for: state)
    }

    /// The thumb image for `state`: the one set for exactly that state, else the normal one.
    public func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages.value(for: state)
    }

    /// The thumb image for the current ``UIControl/state``.
    public var currentThumbImage: UIImage? {
        thumbImage(for: state)
    }
}
