import Foundation

extension HitTestTree {
    /// A tree's packed arrays as plain values: four buffer pointers, no reference count.
    ///
    /// The buffers belong to the tree and live exactly as long as it does. A walk of a tree with
    /// custom nodes holds the tree, since an override may change the tree while it runs. A walk of
    /// a tree without custom nodes (``plainHitTest(_:)``) calls nothing on the way down, so no code
    /// can release the tree while it reads: its level hands out these buffers, checked in debug
    /// builds to still be its tree's (see ``HitTestLevel/standingPlainTree``), and the walk
    /// retains nothing but its answer.
    @MainActor
    struct Buffers {
        /// Node 0 is the root (its own numbers unused), then each level, breadth first.
        let nodes: UnsafeMutableBufferPointer<Node>
        /// Each node's filter (node 0's unused).
        let filters: UnsafeMutableBufferPointer<Filter>
        /// Each node's view, unretained.
        let views: UnsafeMutableBufferPointer<UnownedReference<UIView>>
        /// The tables of the tree's grids, by ``Node/grid``.
        let gridTables: UnsafeMutableBufferPointer<HitTestGrid.Table>

        /// Levels with more subviews than this scan the 16-byte filters before a node's own numbers.
        static let filterScanThreshold = 4

        /// The view of `node`.
        @inline(__always)
        func view(_ node: Int) -> UIView { views[node].object.unsafelyUnwrapped }

        /// The root's answer in a tree with no custom node, given that the root passed its own
        /// checks: the same view as ``HitTestTree/hitTest(_:with:)``. The point must not be NaN.
        @inline(__always)
        func plainHitTest(_ point: CGPoint) -> UIView {
            var node = 0, point = point
            while let child = plainChild(of: node, point) {
                assert(isInPlace(child.node, under: node), "hit-test tree does not match the views it names")
                node = child.node
                point = child.point
            }
            return view(node)
        }

        /// The front-most plain child of `node` whose bounds contain `point`, and the point in its
        /// bounds; nil when none does.
        @inline(__always)
        private func plainChild(of node: Int, _ point: CGPoint) -> (node: Int, point: CGPoint)? {
            var position = Int(nodes[node].first)
            let end = position + Int(nodes[node].count), grid = Int(nodes[node].grid)
            if grid >= 0 {
                let table = gridTables[grid]
                for slot in table.cell(x: point.x, y: point.y) {
                    let child = position + Int(table.items[slot])
                    if nodes[child].kind == .plain, let local = localPoint(child, point) { return (child, local) }
                }
                return nil
            }
            if end - position > Self.filterScanThreshold {
                let probe = Filter.probe(point)
                while position < end {
                    if filters[position].admits(probe), nodes[position].kind == .plain,
                       let local = localPoint(position, point) {
                        return (position, local)
                    }
                    position += 1
                }
                return nil
            }
            while position < end {
                if nodes[position].kind == .plain, let local = localPoint(position, point) { return (position, local) }
                position += 1
            }
            return nil
        }

        /// `point` (in the superview's bounds) in `node`'s bounds, when its bounds contain it: the
        /// view's own conversion and bounds test, on the numbers held.
        @inline(__always)
        func localPoint(_ node: Int, _ point: CGPoint) -> CGPoint? {
            let x = point.x - nodes[node].centerX + nodes[node].halfWidth + nodes[node].originX
            let y = point.y - nodes[node].centerY + nodes[node].halfHeight + nodes[node].originY
            guard x >= nodes[node].minX, x < nodes[node].maxX, y >= nodes[node].minY, y < nodes[node].maxY else {
                return nil
            }
            return CGPoint(x: x, y: y)
        }

        /// Debug check: `node`'s view is still the subview at its index of `parent`'s view, and
        /// holds the numbers the tree holds. A failure is a change that did not move ``HitTestEpoch``.
        func isInPlace(_ node: Int, under parent: Int) -> Bool {
            let child = view(node), parentView = view(parent)
            let held = nodes[node], index = Int(held.index)
            return child.superview === parentView && parentView.subviews.indices.contains(index)
                && parentView.subviews[index] === child && held.hasSameNumbers(as: Node(child, at: index))
        }
    }
}
