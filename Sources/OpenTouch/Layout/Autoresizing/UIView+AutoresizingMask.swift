import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's bounds change (``UIView/autoresizingMask``).
    ///
    /// Along each axis the flexible parts — the margin before the view, its size, the margin
    /// after it — share the change in the superview's size in proportion to their current sizes,
    /// as UIKit documents. With no flexible part the view keeps its distance from the top-left.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a mask from its bits (UIKit's `UIViewAutoresizing` values).
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension UIView.AutoresizingMask {
    /// UIKit's code for the mask in `NSAutoresizingMaskLayoutConstraint` descriptions,
    /// `h=--& v=--&`: per axis the margin before, the size and the margin after, `&` where
    /// flexible and `-` where fixed (with nothing flexible, the margin after counts as flexible).
    var constraintCode: String {
        func axis(_ before: Bool, _ size: Bool, _ after: Bool) -> String {
            (before ? "&" : "-") + (size ? "&" : "-") + (after || !(before || size) ? "&" : "-")
        }
        return "h=" + axis(contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            + " v=" + axis(contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
    }
}
