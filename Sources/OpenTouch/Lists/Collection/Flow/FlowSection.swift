import Foundation

/// A size along the scroll axis (`main`) and across it (`cross`).
struct FlowSize: Equatable, Sendable {
    var main: CGFloat
    var cross: CGFloat
}

/// The lines of one flow-layout section, measured along the scroll axis ("main") and across it
/// ("cross"), relative to the section's first line.
///
/// Three shapes keep queries independent of the item count:
/// - `uniform`: every item has the default size; lines are found arithmetically, O(1).
/// - `columns`: every item has the same cross size but main sizes vary (self-sizing heights);
///   a fixed number of items per line, line extents in an ``OffsetIndex``: O(log n) per query
///   and per resized item.
/// - `free`: cross sizes vary; lines are broken greedily in O(n) when built, then queried by
///   binary search in O(log n).
struct FlowSection {
    /// The section's shape, as described above.
    enum Lines {
        case uniform(perLine: Int)
        case columns(perLine: Int, cross: CGFloat, extents: OffsetIndex)
        case free(starts: [Int], extents: OffsetIndex)
    }

    var count: Int
    /// The item size used when neither the delegate nor self-sizing gives one.
    var defaultSize: FlowSize
    /// Per-item sizes from the delegate, when it gives them.
    var sizes: [FlowSize]?
    /// Sizes self-sizing cells preferred, by item.
    var overrides: [Int: FlowSize] = [:]
    /// The cross length lines fill.
    var available: CGFloat
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var lines: Lines = .uniform(perLine: 1)

    init(count: Int, defaultSize: FlowSize, sizes: [FlowSize]?, available: CGFloat,
         lineSpacing: CGFloat, interitemSpacing: CGFloat) {
        self.count = count
        self.defaultSize = defaultSize
        self.sizes = sizes
        self.available = available
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
    }

    /// Item `item`'s size.
    func size(of item: Int) -> FlowSize {
        overrides[item] ?? sizes?[item] ?? defaultSize
    }

    /// How many items of cross size `cross` fit in a line.
    func perLine(cross: CGFloat) -> Int {
        guard cross + interitemSpacing > 0 else { return max(1, count) }
        return max(1, Int(((available + interitemSpacing) / (cross + interitemSpacing)).rounded(.down)))
    }

    // MARK: Building

    /// Chooses the section's shape from its sizes and builds it.
    mutating func rebuild() {
        if sizes == nil && overrides.isEmpty {
            lines = .uniform(perLine: perLine(cross: defaultSize.cross))
        } else if let cross = uniformCross() {
            buildColumns(cross: cross)
        } else {
            buildFree()
        }
    }

    /// The cross size every item shares, or nil.
    private func uniformCross() -> CGFloat? {
        let cross = count > 0 ? size(of: 0).cross : defaultSize.cross
        if let sizes, sizes.contains(where: { $0.cross != cross }) { return nil }
        if sizes == nil, count > overrides.count, defaultSize.cross != cross { return nil }
        if overrides.values.contains(where: { $0.cross != cross }) { return nil }
        return cross
    }

    private mutating func buildColumns(cross: CGFloat) {
        let per = perLine(cross: cross)
        let lineCount = (count + per - 1) / per
        var extents: [Double]
        if sizes == nil {
            extents = [Double](repeating: Double(defaultSize.main + lineSpacing), count: lineCount)
            for line in Set(overrides.keys.filter { $0 < count }.map { $0 / per }) {
                extents[line] = Double(lineMainExtent(items: lineItems(line, per: per)) + lineSpacing)
            }
        } else {
            extents = (0..<lineCount).map { Double(lineMainExtent(items: lineItems($0, per: per)) + lineSpacing) }
        }
        lines = .columns(perLine: per, cross: cross, extents: OffsetIndex(extents: extents))
    }

    private func lineItems(_ line: Int, per: Int) -> Range<Int> {
        (line * per)..<min(count, (line + 1) * per)
    }

    private mutating func buildFree() {
        var starts: [Int] = []
        var extents: [Double] = []
        var item = 0
        while item < count {
            starts.append(item)
            var used = size(of: item).cross
            var end = item + 1
            while end < count {
                let next = size(of: end).cross
                guard used + interitemSpacing + next <= available + 0.0001 else { break }
                used += interitemSpacing + next
                end += 1
            }
            extents.append(Double(lineMainExtent(items: item..<end) + lineSpacing))
            item = end
        }
        lines = .free(starts: starts, extents: OffsetIndex(extents: extents))
    }

    /// The tallest main size among `items`.
    func lineMainExtent(items: Range<Int>) -> CGFloat {
        items.reduce(0) { max($0, size(of: $1).main) }
    }

    /// Records a self-sized item's size, updating the shape incrementally where it can.
    mutating func setOverride(_ size: FlowSize, for item: Int) {
        guard item >= 0, item < count else { return }
        overrides[item] = size
        switch lines {
        case .uniform:
            rebuild()
        case .columns(let per, let cross, var extents):
            guard size.cross == cross else {
                rebuild()
                return
            }
            let line = item / per
            extents.setExtent(Double(lineMainExtent(items: lineItems(line, per: per)) + lineSpacing), at: line)
            lines = .columns(perLine: per, cross: cross, extents: extents)
        case .free:
            rebuild()
        }
    }

    // MARK: Queries

    /// The number of lines.
    var lineCount: Int {
        switch lines {
        case .uniform(let per): (count + per - 1) / per
        case .columns(_, _, let extents), .free(_, let extents): extents.count
        }
    }

    /// The items of line `line`.
    func items(ofLine line: Int) -> Range<Int> {
        switch lines {
        case .uniform(let per), .columns(let per, _, _):
            return (line * per)..<min(count, (line + 1) * per)
        case .free(let starts, _):
            return starts[line]..<(line + 1 < starts.count ? starts[line + 1] : count)
        }
    }

    /// The line holding `item`.
    func line(of item: Int) -> Int {
        switch lines {
        case .uniform(let per), .columns(let per, _, _):
            return item / per
        case .free(let starts, _):
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= item { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    /// Where line `line` starts, from the first line's start.
    func offset(ofLine line: Int) -> CGFloat {
        switch lines {
        case .uniform: CGFloat(line) * (defaultSize.main + lineSpacing)
        case .columns(_, _, let extents), .free(_, let extents): CGFloat(extents.offset(of: line))
        }
    }

    /// Line `line`'s main extent, without the spacing after it.
    func extent(ofLine line: Int) -> CGFloat {
        switch lines {
        case .uniform: defaultSize.main
        case .columns(_, _, let extents), .free(_, let extents): CGFloat(extents[line]) - lineSpacing
        }
    }

    /// The main length of all lines.
    var linesLength: CGFloat {
        let lines = lineCount
        return lines == 0 ? 0 : offset(ofLine: lines - 1) + extent(ofLine: lines - 1)
    }

    /// The lines meeting `low...high` (offsets from the first line's start).
    func lines(from low: CGFloat, to high: CGFloat) -> ClosedRange<Int>? {
        let total = lineCount
        guard total > 0, high >= 0, low <= linesLength else { return nil }
        let first: Int, last: Int
        switch lines {
        case .uniform:
            let pitch = defaultSize.main + lineSpacing
            guard pitch > 0 else { return 0...(total - 1) }
            first = max(0, min(total - 1, Int((max(0, low) / pitch).rounded(.down))))
            last = max(first, min(total - 1, Int((high / pitch).rounded(.down))))
        case .columns(_, _, let extents), .free(_, let extents):
            first = extents.index(at: Double(max(0, low))) ?? 0
            last = max(first, extents.index(at: Double(high)) ?? total - 1)
        }
        return first...last
    }

    /// The cross position of each item of line `line`, from the line's cross origin, following
    /// UIKit's flow rules (see ``UICollectionViewFlowLayout``).
    func crossPositions(ofLine line: Int) -> [CGFloat] {
        let items = items(ofLine: line)
        let crosses = items.map { size(of: $0).cross }
        let used = crosses.reduce(0, +)
        let isLast = line == lineCount - 1, isOnly = lineCount == 1
        var gap = interitemSpacing
        var start: CGFloat = 0
        if crosses.count == 1 {
            start = (isLast && !isOnly) ? 0 : max(0, (available - used) / 2)
        } else if !isLast || isOnly {
            gap = (available - used) / CGFloat(crosses.count - 1)
        } else if case .uniform(let per) = lines, per > 1 {
            gap = (available - CGFloat(per) * defaultSize.cross) / CGFloat(per - 1)
        } else if case .columns(let per, let cross, _) = lines, per > 1 {
            gap = (available - CGFloat(per) * cross) / CGFloat(per - 1)
        }
        var positions: [CGFloat] = []
        positions.reserveCapacity(crosses.count)
        var position = start
        for cross in crosses {
            positions.append(position)
            position += cross + gap
        }
        return positions
    }
}
