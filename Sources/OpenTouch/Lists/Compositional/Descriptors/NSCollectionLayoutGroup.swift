import Foundation

/// Makes the frames of a custom group's items for a layout environment whose container is the
/// group's own size.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A container of items (or other groups) laid out in a row, a column or custom frames. A section
/// repeats its group until the section's items are used up; each leaf item takes the next cell.
@preconcurrency @MainActor
public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group arranges its subitems.
    enum Arrangement {
        /// Side by side along an axis; `repeatCount` repeats the single subitem at its own size.
        case line(LayoutAxis, repeatCount: Int?)
        /// Along an axis, `count` equally sized copies of the single subitem.
        case equal(LayoutAxis, count: Int)
        /// Frames from the provider.
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The items or groups this group contains, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// Spacing between consecutive subitems along the group's axis; nil for none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    /// The supplementary views attached to the group.
    override public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement) {
        self.arrangement = arrangement
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group that places `subitems` side by side, each at its own size.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .line(.horizontal, repeatCount: nil))
    }

    /// A group of `count` equally wide copies of `subitem` filling its width (the item's width is
    /// ignored; `interItemSpacing` shrinks them). Deprecated in iOS 16 but still common.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .equal(.horizontal, count: clampCount(count)))
    }

    /// A group that repeats `subitem`, at its own size, `count` times side by side.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .line(.horizontal, repeatCount: clampCount(count)))
    }

    /// A group that stacks `subitems` top to bottom, each at its own size.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .line(.vertical, repeatCount: nil))
    }

    /// A group of `count` equally tall copies of `subitem` filling its height (the item's height is
    /// ignored; `interItemSpacing` shrinks them). Deprecated in iOS 16 but still common.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .equal(.vertical, count: clampCount(count)))
    }

    /// A group that repeats `subitem`, at its own size, `count` times top to bottom.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .line(.vertical, repeatCount: clampCount(count)))
    }

    /// A group whose items take the frames `itemProvider` returns (relative to the group's
    /// origin), one cell per frame.
    public class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider))
    }

    /// A text sketch of the group's arrangement, for debugging.
    public func visualDescription() -> String {
        switch arrangement {
        case .line(let axis, let repeatCount):
            let subs = repeatCount.map { "\($0) × \(subitems[0].layoutSize)" } ?? subitems.map { "\($0.layoutSize)" }.joined(separator: ", ")
            return "\(axis) group \(layoutSize): [\(subs)]"
        case .equal(let axis, let count):
            return "\(axis) group \(layoutSize): \(count) equal items"
        case .custom:
            return "custom group \(layoutSize)"
        }
    }

    private static func clampCount(_ count: Int) -> Int {
        if count < 1 {
            reportUnsupportedCall("NSCollectionLayoutGroup: count \(count) must be at least 1; using 1")
        }
        return max(1, count)
    }
}

/// One item's frame in a custom group, relative to the group's origin, and its z-index.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    /// The item's frame in the group.
    public let frame: CGRect
    /// The item's z-index.
    public let zIndex: Int

    /// A custom item with a frame and z-index 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// A custom item with a frame and z-index.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
