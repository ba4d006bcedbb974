import Foundation

/// Adding, removing and configuring segments.
///
/// As in UIKit, an index past the last segment is pinned to the last segment (to the end, for
/// insertions); a negative index is pinned to the first. With no segments, setters do nothing and
/// getters return nil, 0 or true. The `animated` arguments are accepted; nothing animates.
extension UISegmentedControl {
    /// `segment` pinned to an existing segment's index; nil when there are no segments.
    func pinnedIndex(_ segment: Int) -> Int? {
        guard !segments.isEmpty else { return nil }
        return min(max(segment, 0), segments.count - 1)
    }

    private func insert(_ segment: SegmentedControlSegment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(segment, at: position)
        adjustSelection(insertedAt: position)
        if trackedSegment != Self.noSegment && trackedSegment >= position { trackedSegment += 1 }
    }

    // MARK: Inserting and removing

    /// Inserts a segment with a title before the segment at `segment` (at the end when `segment`
    /// is ``numberOfSegments`` or more); the selected segment stays selected.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(title: title), at: segment)
    }

    /// Inserts a segment with an image before the segment at `segment`; the selected segment stays selected.
    public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(image: image), at: segment)
    }

    /// Inserts a segment made from `action` (its image, else its title) before the segment at
    /// `segment`; choosing it runs the action.
    public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(action: action), at: segment)
    }

    /// Removes the segment at `segment`; removing the selected segment leaves none selected.
    /// An index that is not a segment's is ignored.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        adjustSelection(removedAt: segment)
        if trackedSegment == segment {
            trackedSegment = Self.noSegment
        } else if trackedSegment > segment {
            trackedSegment -= 1
        }
    }

    /// Removes every segment; none is selected afterwards.
    public func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        resetTracking()
    }

    // MARK: Content

    /// Sets a segment's title; the segment then shows no image (a segment has one or the other).
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment) else { return }
        segments[index].title = title
        segments[index].image = nil
    }

    /// The segment's title, or nil.
    public func titleForSegment(at segment: Int) -> String? {
        pinnedIndex(segment).flatMap { segments[$0].title }
    }

    /// Sets a segment's image; the segment then shows no title (a segment has one or the other).
    public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment) else { return }
        segments[index].image = image
        segments[index].title = nil
    }

    /// The segment's image, or nil.
    public func imageForSegment(at segment: Int) -> UIImage? {
        pinnedIndex(segment).flatMap { segments[$0].image }
    }

    // MARK: Width, state and offset

    /// Sets a segment's width; 0 (the default, and any negative width) lets the control size it.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment) else { return }
        segments[index].width = max(width, 0)
    }

    /// The width set for the segment; 0 when the control sizes it.
    public func widthForSegment(at segment: Int) -> CGFloat {
        pinnedIndex(segment).map { segments[$0].width } ?? 0
    }

    /// Enables or disables a segment; a touch cannot choose a disabled segment (it can still be
    /// selected by setting ``selectedSegmentIndex``).
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment) else { return }
        segments[index].isEnabled = enabled
    }

    /// Whether the segment is enabled; true by default.
    public func isEnabledForSegment(at segment: Int) -> Bool {
        pinnedIndex(segment).map { segments[$0].isEnabled } ?? true
    }

    /// Sets how far the segment's content is moved from its centre. Kept only: OpenTouch draws nothing.
    public func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard let index = pinnedIndex(segment) else { return }
        segments[index].contentOffset = offset
    }

    /// How far the segment's content is moved from its centre; zero by default.
    public func contentOffsetForSegment(at segment: Int) -> CGSize {
        pinnedIndex(segment).map { segments[$0].contentOffset } ?? .zero
    }

    // MARK: Actions

    /// The action of the segment at `segment`, or nil when it has none (or there is no such segment).
    public func actionForSegment(at segment: Int) -> UIAction? {
        guard segments.indices.contains(segment) else { return nil }
        return segments[segment].action
    }

    /// Gives the segment at `segment` an action, replacing any it had, and shows the action's
    /// image, else its title. An index that is not a segment's is ignored.
    ///
    /// UIKit asserts when the identifiers conflict; OpenTouch does not check them (see
    /// <doc:UIKitBehaviorChoices>): ``segmentIndex(identifiedBy:)`` finds the first match.
    public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        let replacement = SegmentedControlSegment(action: action)
        segments[segment].title = replacement.title
        segments[segment].image = replacement.image
        segments[segment].action = action
    }

    /// The index of the segment whose action has `actionIdentifier`, or `NSNotFound`.
    public func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? NSNotFound
    }
}
