import Foundation

extension UIView {
    /// The value of an ``intrinsicContentSize`` dimension a view has no natural size for (−1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Sets the bounds size to `sizeThatFits(bounds.size)` and moves the center so that the
    /// frame's top-left corner stays where it was (``sizeToFit()``). Non-finite or negative
    /// answers are ignored per dimension.
    func applySizeToFit() {
        let current = bounds.size
        let fitted = sizeThatFits(current)
        let size = CGSize(width: fitted.width.isFinite && fitted.width >= 0 ? fitted.width : current.width,
                          height: fitted.height.isFinite && fitted.height >= 0 ? fitted.height : current.height)
        guard size != current else { return }
        let origin = frame.origin
        bounds.size = size
        var moved = frame
        moved.origin = origin
        frame = moved
    }

    /// `size` rounded up to the pixel grid of the view's display scale (2 when unknown), as UIKit
    /// rounds the sizes text and image views report.
    func roundedUpToPixels(_ size: CGSize) -> CGSize {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
        return CGSize(width: PixelRounding.up(size.width, scale: scale), height: PixelRounding.up(size.height, scale: scale))
    }
}

/// Rounding to a display's pixel grid.
enum PixelRounding {
    /// `value` rounded up to a multiple of `1 / scale`; a tiny tolerance keeps values already on
    /// the grid (20.5 at 2×) from moving up a whole pixel through floating-point noise.
    static func up(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard value.isFinite, value > 0 else { return value.isFinite ? 0 : value }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return (value * scale - 1e-9).rounded(.up) / scale
    }
}
