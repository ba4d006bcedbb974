import Foundation
import OpenTouch

/// A scene's views flattened for static checks: parents, window rectangles, who takes touches.
struct LintTree: Sendable {
    struct Node: Sendable {
        let spec: ViewSpec
        let parent: Int?
        /// The frame in window coordinates (scroll views' content shifted by their offset).
        let rect: CGRect
        var children: [Int] = []
    }

    private(set) var nodes: [Node] = []

    init(_ file: SceneFile) {
        add(file.root, parent: nil, origin: .zero)
    }

    private mutating func add(_ spec: ViewSpec, parent: Int?, origin: CGPoint) {
        let rect = CGRect(x: origin.x + spec.frame.minX, y: origin.y + spec.frame.minY,
                          width: spec.frame.width, height: spec.frame.height)
        let index = nodes.count
        nodes.append(Node(spec: spec, parent: parent, rect: rect))
        if let parent { nodes[parent].children.append(index) }
        let offset = spec.kind == .scrollView ? spec.scroll.contentOffset : .zero
        let childOrigin = CGPoint(x: rect.minX - offset.x, y: rect.minY - offset.y)
        for child in spec.subviews { add(child, parent: index, origin: childOrigin) }
    }

    /// The index of the view called `name`.
    func index(of name: String) -> Int? {
        nodes.firstIndex { $0.spec.name == name }
    }

    /// `index` and its ancestors, nearest first.
    func chain(_ index: Int) -> [Int] {
        var result = [index]
        while let parent = nodes[result.last!].parent { result.append(parent) }
        return result
    }

    /// Whether `ancestor` is `index` or one of its ancestors.
    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        chain(index).contains(ancestor)
    }

    /// The descendants of `index`, depth-first.
    func descendants(_ index: Int) -> [Int] {
        nodes[index].children.flatMap { [$0] + descendants($0) }
    }

    /// Whether hit testing can stop at the view itself: shown, opaque enough, interactive, not
    /// passing through or refusing points (labels are not interactive unless the file says so).
    func takesTouches(_ index: Int) -> Bool {
        let spec = nodes[index].spec
        let interactive = spec.isUserInteractionEnabled ?? (spec.kind != .label)
        return !spec.isHidden && spec.alpha > 0.01 && interactive && !spec.overrides.passesThrough
            && !spec.overrides.refusesPoints && chain(index).dropFirst().allSatisfy(canReachSubviews)
    }

    /// Whether hit testing goes into the view's subviews at all.
    func canReachSubviews(_ index: Int) -> Bool {
        let spec = nodes[index].spec
        return !spec.isHidden && spec.alpha > 0.01 && spec.isUserInteractionEnabled ?? (spec.kind != .label)
            && !spec.overrides.refusesPoints
    }

    /// The rectangle where the view takes touches: its frame grown by its touch outset.
    func touchRect(_ index: Int) -> CGRect {
        let rect = nodes[index].rect, outset = nodes[index].spec.overrides.touchOutset
        return CGRect(x: rect.minX - outset.left, y: rect.minY - outset.top,
                      width: rect.width + outset.left + outset.right, height: rect.height + outset.top + outset.bottom)
    }

    /// How messages name a view: `button 'Like'`, `the root view`.
    func label(_ index: Int) -> String {
        index == 0 ? "the root view" : nodes[index].spec.label
    }
}
