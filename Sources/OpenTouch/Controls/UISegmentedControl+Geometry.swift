import Foundation

/// Where a segmented control's segments are, and the size it takes when made from items.
extension UISegmentedControl {
    /// The segments' rectangles in the control's coordinates, left to right, each the bounds' height.
    ///
    /// Segments with an explicit width keep it; the others share the rest of the bounds' width
    /// (none when explicit widths use it all), equally or, with
    /// ``apportionsSegmentWidthsByContent``, in proportion to their content's measure. Segments
    /// wider in total than the bounds run past the right edge, where touches do not reach them.
    func segmentFrames() -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(segments.count)
        var x = bounds.minX
        for width in segmentWidths() {
            frames.append(CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
            x += width
        }
        return frames
    }

    /// Each segment's width (see ``segmentFrames()``).
    func segmentWidths() -> [CGFloat] {
        let explicit = segments.reduce(CGFloat(0)) { $0 + max($1.width, 0) }
        let automatic = segments.filter { $0.width <= 0 }
        let remaining = max(bounds.width - explicit, 0)
        let totalContent = automatic.reduce(CGFloat(0)) { $0 + $1.contentWidth }
        return segments.map { segment in
            if segment.width > 0 { return segment.width }
            if apportionsSegmentWidthsByContent && totalContent > 0 {
                return remaining * segment.contentWidth / totalContent
            }
            return remaining / CGFloat(automatic.count)
        }
    }

    /// The segment under horizontal position `x` (control coordinates), or the nearest one when
    /// `x` is beside them; nil when there are no segments.
    func segmentIndex(nearestTo x: CGFloat) -> Int? {
        let frames = segmentFrames()
        guard let first = frames.first else { return nil }
        if x < first.minX { return 0 }
        for (index, frame) in frames.enumerated() where x < frame.maxX {
            return index
        }
        return frames.count - 1
    }

    /// The size ``init(items:)`` gives: every segment as wide as the widest content, and
    /// ``ControlConstants/segmentedControlHeight`` high; zero without segments.
    var fittingSize: CGSize {
        guard !segments.isEmpty else { return .zero }
        let widest = segments.map(\.contentWidth).max() ?? 0
        return CGSize(width: widest * CGFloat(segments.count), height: ControlConstants.segmentedControlHeight)
    }
}
