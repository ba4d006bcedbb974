import Foundation
import OpenTouch

extension SceneLinter {
    /// The views that want touches: controls, scroll views and views with enabled recognizers.
    func touchTargets() -> [Int] {
        tree.nodes.indices.filter { index in
            guard index > 0, tree.takesTouches(index) else { return false }
            let spec = tree.nodes[index].spec
            return spec.kind.isControl || spec.kind == .scrollView
                || file.recognizers.contains { $0.view == spec.name && $0.isEnabled }
        }
    }

    func tooSmallTargets() -> [LintFinding] {
        let minimum = Self.minimumTargetSize
        return touchTargets().compactMap { index -> LintFinding? in
            let area = tree.touchRect(index)
            guard area.width < minimum || area.height < minimum else { return nil }
            let needed = max(minimum - area.width, minimum - area.height, 0) / 2
            let size = "\(Self.number(area.width)) × \(Self.number(area.height)) pt"
            return finding(.warning, .tooSmall, at: tree.nodes[index].spec.location,
                "\(tree.label(index)) takes touches in \(size), under the \(Self.number(minimum)) × \(Self.number(minimum)) pt"
                + " minimum touch target", fix: "make it at least \(Self.number(minimum)) pt each way, or add touchOutset: \(Self.number(needed.rounded(.up)))")
        }
    }

    func coveredViews() -> [LintFinding] {
        var found: [LintFinding] = []
        for target in touchTargets() {
            let area = tree.touchRect(target).intersection(tree.nodes[target].rect)
            for level in tree.chain(target).dropLast() {
                guard let parent = tree.nodes[level].parent else { continue }
                let siblings = tree.nodes[parent].children
                for sibling in siblings[(siblings.firstIndex(of: level)! + 1)...] {
                    for cover in coverers(sibling) {
                        let overlap = area.intersection(tree.touchRect(cover))
                        guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { continue }
                        found.append(coverFinding(target, by: cover, overlap: overlap, full: overlap == area))
                    }
                }
            }
        }
        return found
    }

    /// The views of a subtree that would take a touch before what lies below it: the view
    /// itself, or for a pass-through view, its subviews.
    private func coverers(_ index: Int) -> [Int] {
        let spec = tree.nodes[index].spec
        guard tree.canReachSubviews(index) || spec.overrides.passesThrough else { return [] }
        if tree.takesTouches(index) { return [index] }
        guard spec.overrides.passesThrough, !spec.isHidden, spec.alpha > 0.01 else { return [] }
        return tree.nodes[index].children.flatMap(coverers)
    }

    private func coverFinding(_ target: Int, by cover: Int, overlap: CGRect, full: Bool) -> LintFinding {
        let coverLabel = tree.label(cover)
        let line = tree.nodes[cover].spec.location.line
        let message = full
            ? "\(tree.label(target)) is covered by \(coverLabel) (added after it, line \(line)): every touch on it goes to \(coverLabel)"
            : "\(tree.label(target)) is partly covered by \(coverLabel) (added after it, line \(line)):"
                + " touches in \(Self.format(overlap)) go to \(coverLabel)"
        return finding(full ? .error : .warning, .covered, at: tree.nodes[target].spec.location, message,
            fix: "move \(coverLabel) before it, or give \(coverLabel) userInteractionEnabled: false or passThrough: true")
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
