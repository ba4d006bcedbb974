import Foundation

extension UICollectionView {
    /// Where ``UICollectionView/scrollToItem(at:at:animated:)`` puts an item: one vertical and one
    /// horizontal position may be combined; an empty set scrolls the least that shows the item.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The least scrolling that shows the item.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}

/// Scrolling to items.
extension UICollectionView {
    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, within the scrollable
    /// range, at once or animated on the application clock. An index path outside the data is
    /// reported and ignored.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfDue()
        guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame,
              isValid(ElementKey(category: .cell, kind: "", indexPath: indexPath)) else {
            report("scrollToItem(at:at:animated:) was given \(indexPath), which is not an item: nothing scrolled")
            return
        }
        setContentOffset(contentOffset(showing: frame, at: scrollPosition), animated: animated)
    }

    /// The content offset that puts `frame` at `position`, clamped to the scrollable range.
    func contentOffset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        offset.x = axisOffset(frame.minX, frame.maxX, current: offset.x, visibleStart: visible.minX - offset.x,
                              length: visible.width, start: position.contains(.left),
                              center: position.contains(.centeredHorizontally), end: position.contains(.right))
        offset.y = axisOffset(frame.minY, frame.maxY, current: offset.y, visibleStart: visible.minY - offset.y,
                              length: visible.height, start: position.contains(.top),
                              center: position.contains(.centeredVertically), end: position.contains(.bottom))
        return clampedOffset(offset)
    }

    /// One axis of ``contentOffset(showing:at:)``: `visibleStart` is the inset before the visible area.
    private func axisOffset(_ low: CGFloat, _ high: CGFloat, current: CGFloat, visibleStart: CGFloat,
                            length: CGFloat, start: Bool, center: Bool, end: Bool) -> CGFloat {
        if start { return low - visibleStart }
        if center { return (low + high) / 2 - length / 2 - visibleStart }
        if end { return high - length - visibleStart }
        if low < current + visibleStart { return low - visibleStart }
        if high > current + visibleStart + length { return high - length - visibleStart }
        return current
    }
}
