import Foundation

extension UILabel {
    /// Whether the label wraps to its own width in Auto Layout: a multi-line label without a
    /// ``preferredMaxLayoutWidth`` (UIKit's automatic preferred width).
    var wrapsToLayoutWidth: Bool {
        numberOfLines != 1 && !(preferredMaxLayoutWidth.isFinite && preferredMaxLayoutWidth > 0)
    }

    /// The text's height at the label's current width, for baselines.
    var layoutTextHeight: CGFloat {
        let width = bounds.width
        return fittingTextSize(width: numberOfLines != 1 && width > 0 ? width : nil).height
    }
}
