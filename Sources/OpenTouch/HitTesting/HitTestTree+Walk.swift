import Foundation

extension HitTestTree {
    /// The root's answer, given that the root passed its own checks: the same view as asking its
    /// subviews' `hitTest(_:with:)` front to back (`point` is in the root's bounds coordinates).
    ///
    /// Plain nodes are decided from the numbers they hold; custom nodes are asked.
    func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Each level scans the 16-byte filters; a node's own fields are read in place, and only
        // for nodes that admit the point (copying 104-byte nodes cost a third of the walk).
        var node = 0, point = point
        descending: while true {
            if nodes[node].grid >= 0 {
                switch gridStep(node, point, event) {
                case let .descend(child, local):
                    node = child
                    point = local
                    continue descending
                case let .answer(hit):
                    return hit
                case .none:
                    return view(node)
                }
            }
            var position = Int(nodes[node].first)
            let end = position + Int(nodes[node].count)
            // Rounded once a level: the filters compare in `Float` (see `Filter.admits`).
            let probe = Filter.probe(point)
            while position < end {
                if filters[position].admits(probe) {
                    if nodes[position].kind == .plain {
                        if let local = localPoint(position, point) {
                            assert(isInPlace(position, under: node), "hit-test tree does not match the views it names")
                            node = position
                            point = local
                            continue descending
                        }
                    } else if let hit = customAnswer(position, under: node, point, event) {
                        return hit  // custom nodes admit every point; ignoring ones none
                    }
                }
                position += 1
            }
            return view(node)
        }
    }

    /// What a level with a grid found.
    private enum GridStep {
        case descend(Int, CGPoint)
        case answer(UIView)
    }

    /// A level with a grid: the plain nodes listed under the point's cell and every custom node,
    /// front to back; nil when none answers (the level's view is the answer).
    @inline(never)
    private func gridStep(_ node: Int, _ point: CGPoint, _ event: UIEvent?) -> GridStep? {
        let first = Int(nodes[node].first)
        let grid = grids[Int(nodes[node].grid)]
        if grid.customs.isEmpty {
            // No custom subviews: only the plain ones listed under the point's cell can answer.
            let table = grid.table
            for slot in table.cell(x: point.x, y: point.y) {
                let child = first + Int(table.items[slot])
                guard nodes[child].kind == .plain, let local = localPoint(child, point) else { continue }
                assert(isInPlace(child, under: node), "hit-test tree does not match the views it names")
                return .descend(child, local)
            }
            return nil
        }
        return grid.firstAnswer(at: point) { position -> GridStep? in
            switch nodes[first + position].kind {
            case .plain:
                guard let local = localPoint(first + position, point) else { return nil }
                assert(isInPlace(first + position, under: node), "hit-test tree does not match the views it names")
                return .descend(first + position, local)
            case .ignoring:
                return nil
            case .custom:
                return customAnswer(first + position, under: node, point, event).map(GridStep.answer)
            }
        }
    }

    /// A custom node's answer: its own hit test. The level's view and subviews are held across
    /// the call (user code may change the tree). Nil when it returned nil and the tree still
    /// stands; when the call moved ``HitTestEpoch``, the rest of the level is asked from that
    /// snapshot, live, as ``HitTestCache`` does for a level, and the first answer, or the
    /// level's view, is the answer.
    @inline(never)
    private func customAnswer(_ node: Int, under parent: Int, _ point: CGPoint, _ event: UIEvent?) -> UIView? {
        assert(isInPlace(node, under: parent), "hit-test tree does not match the views it names")
        let epoch = self.epoch
        let parentView = view(parent)
        let subviews = parentView.subviews
        let index = Int(nodes[node].index)
        let child = subviews[index]
        let local = child.presentationHitTestingAnimations > 0
            ? child.presentationPointFromSuperview(point) : child.pointFromSuperview(point)
        if let hit = child.hitTest(local, with: event) { return hit }
        guard HitTestEpoch.value != epoch else { return nil }
        return HitTestCache.uncachedHitTest(subviews, below: index, point, event) ?? parentView
    }

    /// `point` in `node`'s bounds, when they contain it (see ``Buffers/localPoint(_:_:)``).
    @inline(__always)
    private func localPoint(_ node: Int, _ point: CGPoint) -> CGPoint? { buffers.localPoint(node, point) }

    /// Debug check (see ``Buffers/isInPlace(_:under:)``).
    private func isInPlace(_ node: Int, under parent: Int) -> Bool { buffers.isInPlace(node, under: parent) }
}

extension HitTestTree.Node {
    /// Whether `other` (made from the view now) has this node's kind, index and numbers; a custom
    /// node's numbers are not used, and may be NaN.
    func hasSameNumbers(as other: Self) -> Bool {
        guard kind == other.kind, index == other.index else { return false }
        return kind == .custom || (centerX == other.centerX && centerY == other.centerY
            && halfWidth == other.halfWidth && halfHeight == other.halfHeight && originX == other.originX
            && originY == other.originY && minX == other.minX && minY == other.minY && maxX == other.maxX
            && maxY == other.maxY)
    }
}
