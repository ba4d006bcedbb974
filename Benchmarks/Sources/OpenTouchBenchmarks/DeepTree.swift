import Foundation

extension TreeSpec {
    /// A large, deep tree for hit testing: `viewCount` views, `depth` levels below the root, and
    /// `fanOut` children under every container.
    ///
    /// A full tree with fan-out 8 would be only 4–5 levels deep at 10,000 views, so, as in real
    /// interfaces, most views are leaves: on each level only some views (chosen at random) are
    /// containers, and their number grows by a constant ratio per level, picked so the total is
    /// `viewCount` after `depth` levels.
    ///
    /// Frames are laid out as a treemap: a container's children split its bounds (less a 0.5 %
    /// margin) into strips along its longer side, each strip sized by the child's subtree (plus a
    /// little, so leaves are small but not slivers), then shrunk by a random inset of up to 1.5 %
    /// per side. A uniformly random point therefore usually lands deep in the tree (the report
    /// prints the mean hit depth). A quarter of the containers have a non-zero bounds origin
    /// (scrolled content), so conversions must honour it.
    static func deep(viewCount: Int, depth: Int, fanOut: Int, side: CGFloat, seed: UInt64) -> TreeSpec {
        var random = SeededRandom(seed: seed)
        let (parents, children) = structure(viewCount: viewCount, depth: depth, fanOut: fanOut, random: &random)

        // Subtree sizes: parents always precede children, so one backwards pass suffices.
        var subtreeSize = [Int](repeating: 1, count: parents.count)
        for index in stride(from: parents.count - 1, through: 1, by: -1) {
            subtreeSize[parents[index]] += subtreeSize[index]
        }

        // Every child's strip gets a little extra, so leaves are small but not slivers.
        let leafBonus = 2
        var views = [View(parent: -1, frame: CGRect(x: 0, y: 0, width: side, height: side), name: "root")]
        views.reserveCapacity(parents.count)
        for index in 1 ..< parents.count {
            views.append(View(parent: parents[index], frame: .zero))
        }
        for index in 0 ..< parents.count where !children[index].isEmpty {
            let content = CGRect(origin: views[index].boundsOrigin, size: views[index].frame.size)
            let margin = min(content.width, content.height) * 0.005
            let inner = content.insetBy(dx: margin, dy: margin)
            let horizontal = inner.width >= inner.height
            let total = CGFloat(children[index].reduce(0) { $0 + subtreeSize[$1] + leafBonus })
            var offset: CGFloat = 0
            for child in children[index] {
                let share = CGFloat(subtreeSize[child] + leafBonus) / total
                var strip = horizontal
                    ? CGRect(x: inner.minX + offset * inner.width, y: inner.minY,
                             width: share * inner.width, height: inner.height)
                    : CGRect(x: inner.minX, y: inner.minY + offset * inner.height,
                             width: inner.width, height: share * inner.height)
                offset += share
                strip = jittered(strip, random: &random)
                views[child].frame = strip
                if !children[child].isEmpty, random.unit() < 0.25 {
                    views[child].boundsOrigin = CGPoint(x: random.value(in: -16 ... 16).rounded(),
                                                        y: random.value(in: -16 ... 16).rounded())
                }
            }
        }
        return TreeSpec(views: views)
    }

    /// Parent of each view and children of each view (back to front), created level by level.
    private static func structure(viewCount: Int, depth: Int, fanOut: Int, random: inout SeededRandom)
        -> (parents: [Int], children: [[Int]]) {
        let growth = growthRatio(viewCount: viewCount, depth: depth, fanOut: fanOut)
        var parents = [-1]
        var children: [[Int]] = [[]]
        var level = [0]
        for levelIndex in 0 ..< depth {
            let remaining = viewCount - parents.count
            guard remaining > 0 else { break }
            let isLast = levelIndex == depth - 1
            let planned = isLast ? (remaining + fanOut - 1) / fanOut
                                 : max(1, Int(pow(growth, Double(levelIndex)).rounded()))
            var containers = level
            containers.shuffle(using: &random)
            containers = containers.prefix(min(planned, level.count)).sorted()
            let toCreate = isLast ? remaining : min(remaining, containers.count * fanOut)
            var next: [Int] = []
            for (position, container) in containers.enumerated() {
                // Spread `toCreate` as evenly as possible; at most `fanOut` per container.
                let share = toCreate / containers.count + (position < toCreate % containers.count ? 1 : 0)
                for _ in 0 ..< min(share, fanOut) {
                    let index = parents.count
                    parents.append(container)
                    children.append([])
                    children[container].append(index)
                    next.append(index)
                }
            }
            level = next
        }
        return (parents, children)
    }

    /// The per-level growth of the number of containers that makes a tree of `depth` levels and
    /// `fanOut` children per container hold `viewCount` views: 1 + fanOut · Σ r^d = viewCount.
    private static func growthRatio(viewCount: Int, depth: Int, fanOut: Int) -> Double {
        var low = 1.0, high = Double(fanOut)
        for _ in 0 ..< 60 {
            let middle = (low + high) / 2
            var total = 1.0, containers = 1.0
            for _ in 0 ..< depth {
                total += containers * Double(fanOut)
                containers *= middle
            }
            if total < Double(viewCount) { low = middle } else { high = middle }
        }
        return low
    }

    /// `rect` shrunk on each side by a random 0–1.5 % of its size.
    private static func jittered(_ rect: CGRect, random: inout SeededRandom) -> CGRect {
        let left = random.value(in: 0 ... 0.015) * rect.width, right = random.value(in: 0 ... 0.015) * rect.width
        let top = random.value(in: 0 ... 0.015) * rect.height, bottom = random.value(in: 0 ... 0.015) * rect.height
        return CGRect(x: rect.minX + left, y: rect.minY + top,
                      width: rect.width - left - right, height: rect.height - top - bottom)
    }

    /// `count` uniformly random points in `rect`.
    static func randomPoints(_ count: Int, in rect: CGRect, seed: UInt64) -> [CGPoint] {
        var random = SeededRandom(seed: seed)
        return (0 ..< count).map { _ in
            CGPoint(x: random.value(in: Double(rect.minX) ... Double(rect.maxX)),
                    y: random.value(in: Double(rect.minY) ... Double(rect.maxY)))
        }
    }
}
