import Foundation

/// The limit: the same rectangles as a ``TreeSpec``, in one flat array, hit-tested with the same
/// tests the tree walk makes (each level's children front to back, the first that contains the
/// point is entered) but with no objects, calls or reference counting: a loop over plain values.
///
/// Nodes are laid out breadth first, so each node's children are contiguous and stored front to
/// back. A rectangle is tested in the parent's bounds coordinates (half-open, as `CGRect.contains`),
/// then the point is moved into the child's bounds coordinates.
struct FlatHitTree {
    /// One view: its frame in the parent's bounds coordinates, its bounds origin, its children.
    struct Node {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
        var originX: Double, originY: Double
        var firstChild: Int32, childCount: Int32
        /// The view's index in the ``TreeSpec``.
        var id: Int32
    }

    /// The nodes, breadth first; kept for the whole run (the benchmark's trees never go away).
    let nodes: UnsafeMutableBufferPointer<Node>

    init(_ spec: TreeSpec) {
        var children = spec.views.map { _ in [Int]() }
        for (index, view) in spec.views.enumerated() where view.parent >= 0 { children[view.parent].append(index) }
        var order = [0], position = 0
        var layout: [Node] = []
        layout.reserveCapacity(spec.views.count)
        while position < order.count {
            let index = order[position]
            position += 1
            let view = spec.views[index]
            let front = Array(children[index].reversed())
            layout.append(Node(minX: view.frame.minX, minY: view.frame.minY, maxX: view.frame.maxX,
                               maxY: view.frame.maxY, originX: view.boundsOrigin.x, originY: view.boundsOrigin.y,
                               firstChild: Int32(order.count), childCount: Int32(front.count), id: Int32(index)))
            order.append(contentsOf: front)
        }
        nodes = .allocate(capacity: layout.count)
        _ = nodes.initialize(from: layout)
    }

    /// The index (in the spec) of the view hit at `point`, in the root's superview coordinates
    /// (for a root at the origin with no bounds origin, its own); -1 when the root is missed.
    @inline(__always)
    func hit(_ point: CGPoint) -> Int {
        let nodes = self.nodes
        var node = nodes[0]
        guard point.x >= node.minX, point.x < node.maxX, point.y >= node.minY, point.y < node.maxY else { return -1 }
        var x = point.x - node.minX + node.originX, y = point.y - node.minY + node.originY
        descending: while true {
            var child = Int(node.firstChild)
            let end = child + Int(node.childCount)
            while child < end {
                let candidate = nodes[child]
                if x >= candidate.minX, x < candidate.maxX, y >= candidate.minY, y < candidate.maxY {
                    x = x - candidate.minX + candidate.originX
                    y = y - candidate.minY + candidate.originY
                    node = candidate
                    continue descending
                }
                child += 1
            }
            return Int(node.id)
        }
    }
}
