import Foundation

/// Why hit testing at a point aimed at `target` chose another view (or none): the view in front
/// that covers it, or the first view on the way down to it that let the point go.
@MainActor
struct BlockReason {
    let text: String

    init(target: UIView, local: CGPoint, hit: UIView?) {
        guard let hit else {
            text = "hit testing chose no view there, because " + Self.chainReason(target: target, local: local, below: nil)
            return
        }
        let hitName = TraceName.positioned(hit)
        if target.isDescendant(of: hit) {
            text = "hit testing chose its ancestor \(hitName), because "
                + Self.chainReason(target: target, local: local, below: hit)
            return
        }
        let frame = TouchDriver.format(hit.window.map { hit.convert(hit.bounds, to: $0) } ?? hit.frame)
        if let relation = Self.inFront(hit, of: target) {
            text = "hit testing chose \(hitName), which covers it: frame \(frame), \(relation)"
        } else {
            text = "hit testing chose \(hitName) (frame \(frame)) behind it, because "
                + Self.chainReason(target: target, local: local, below: nil)
        }
    }

    /// How `hit` lies in front of `target` (`added after it`, `inside X, added after Y`, `in a
    /// window in front`), or nil when it is behind.
    private static func inFront(_ hit: UIView, of target: UIView) -> String? {
        guard hit.window === target.window else {
            return hit is UIWindow ? "a window in front" : "in \(TraceName(hit.window ?? hit).short), a window in front"
        }
        let hitChain = chain(of: hit), targetChain = chain(of: target)
        var index = 0
        while index < min(hitChain.count, targetChain.count), hitChain[index] === targetChain[index] { index += 1 }
        guard index > 0, index < hitChain.count, index < targetChain.count else { return nil }
        let parent = hitChain[index - 1], hitBranch = hitChain[index], targetBranch = targetChain[index]
        guard let hitIndex = parent.subviews.firstIndex(where: { $0 === hitBranch }),
              let targetIndex = parent.subviews.firstIndex(where: { $0 === targetBranch }),
              hitIndex > targetIndex else { return nil }
        let after = targetBranch === target ? "it" : "\(TraceName.positioned(targetBranch)), which holds it"
        if hitBranch === hit { return "added after \(after)" }
        return "inside \(TraceName.positioned(hitBranch)), added after \(after)"
    }

    /// The window down to `view`.
    private static func chain(of view: UIView) -> [UIView] {
        var result: [UIView] = []
        var current: UIView? = view
        while let node = current {
            result.insert(node, at: 0)
            current = node.superview
        }
        return result
    }

    /// The first view from below `top` (or the window) down to `target` that lets the point go.
    private static func chainReason(target: UIView, local: CGPoint, below top: UIView?) -> String {
        var nodes = chain(of: target)
        if let top, let index = nodes.firstIndex(where: { $0 === top }) { nodes.removeFirst(index + 1) }
        for node in nodes {
            let name = node === target ? "it has" : "\(TraceName.positioned(node)) has"
            if !node.isUserInteractionEnabled { return "\(name) isUserInteractionEnabled = false" }
            let point = node.convert(local, from: target)
            if !node.point(inside: point, with: nil) {
                let position = "the point \(TouchDriver.format(point)) in \(TraceName(node).short)"
                if node.bounds.contains(point) {
                    return "\(TraceName(node).short)'s point(inside:with:) said no at \(TouchDriver.format(point))"
                }
                let hint = node is UIScrollView ? ": it is scrolled out of view, call scrollTo(_:) first" : ""
                return "\(position) is outside its bounds \(TouchDriver.format(node.bounds))\(hint)"
            }
        }
        let owner = top.map { TraceName($0).short } ?? "a view on the way down"
        return "\(owner)'s hitTest(_:with:) returned another view (an override, or an animation without .allowUserInteraction)"
    }
}
