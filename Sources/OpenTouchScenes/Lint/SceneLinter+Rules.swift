import Foundation
import OpenTouch

extension SceneLinter {
    func tapsBesideDoubleTaps() -> [LintFinding] {
        let taps = file.recognizers.filter { $0.kind == .tap && $0.isEnabled }
        var found: [LintFinding] = []
        for single in taps where (single.taps ?? 1) == 1 {
            guard let singleView = tree.index(of: single.view) else { continue }
            for double in taps where (double.taps ?? 1) > 1 && (double.touches ?? 1) == (single.touches ?? 1) {
                guard let doubleView = tree.index(of: double.view),
                      tree.isAncestor(doubleView, of: singleView) || tree.isAncestor(singleView, of: doubleView),
                      !waits(single, for: double) else { continue }
                let fix = double.name.map { "add requireToFail: \($0) to the single tap" }
                    ?? "name the double tap and add requireToFail: <its name> to the single tap"
                found.append(finding(.warning, .tapBesideDoubleTap, at: single.location,
                    "single tap \(quote(single)) on '\(single.view)' and double tap \(quote(double)) on '\(double.view)' see the same touches"
                    + " and the single tap does not wait: every double tap also fires the single tap", fix: fix))
            }
        }
        return found
    }

    /// Whether `recognizer` requires `other` to fail, directly or through others.
    private func waits(_ recognizer: RecognizerSpec, for other: RecognizerSpec) -> Bool {
        guard let target = other.name else { return false }
        var seen: [String] = []
        var pending = recognizer.requiresFailureOf
        while let name = pending.popLast() {
            if name == target { return true }
            guard !seen.contains(name) else { continue }
            seen.append(name)
            pending += file.recognizer(named: name)?.requiresFailureOf ?? []
        }
        return false
    }

    /// Single one-finger taps on a control's superview chain. Buttons, switches and steppers
    /// refuse such taps (the control wins); sliders do not, so the tap fires and, with
    /// `cancelsTouchesInView`, cancels the slider's touch.
    func tapsOverControls() -> [LintFinding] {
        var found: [LintFinding] = []
        for tap in file.recognizers where tap.kind == .tap && tap.isEnabled && (tap.taps ?? 1) == 1 && (tap.touches ?? 1) == 1 {
            guard let view = tree.index(of: tap.view) else { continue }
            for control in tree.descendants(view) where tree.nodes[control].spec.kind.isControl && tree.takesTouches(control) {
                let spec = tree.nodes[control].spec
                guard spec.isEnabled else { continue }
                let head = "tap \(quote(tap)) on '\(tap.view)' is over \(tree.label(control)): "
                if spec.kind == .slider {
                    found.append(finding(.warning, .tapOverControl, at: tap.location,
                        head + "sliders do not refuse their superviews' taps, so a tap on the slider fires the tap"
                        + (tap.cancelsTouchesInView ? " and cancels the slider's touch" : " as well"),
                        fix: "attach the tap to a view beside the slider, or refuse the slider's touches in the delegate (shouldReceiveTouch)"))
                } else {
                    found.append(finding(.warning, .tapOverControl, at: tap.location,
                        head + "taps on the control go to the control (UIKit's buttons, switches and steppers refuse"
                        + " their superviews' single taps), so the tap does not fire there",
                        fix: "if the tap should also act on the control, do it in the control's action; else attach the tap to a view beside the control"))
                }
            }
        }
        return found
    }

    func pansInScrollViews() -> [LintFinding] {
        var found: [LintFinding] = []
        for pan in file.recognizers where !pan.axes.isEmpty && pan.isEnabled && !pan.delegate.simultaneousWithAll {
            guard let view = tree.index(of: pan.view) else { continue }
            for scroll in tree.chain(view) where tree.nodes[scroll].spec.kind == .scrollView {
                let shared = pan.axes.intersection(scrollAxes(scroll))
                guard !shared.isEmpty else { continue }
                let axes = shared.map(\.rawValue).sorted()
                found.append(finding(.warning, .panInScrollView, at: pan.location,
                    "\(pan.kind.rawValue) \(quote(pan)) on '\(pan.view)' is inside \(tree.label(scroll)), which scrolls "
                    + axes.map { $0 + "ly" }.joined(separator: " and ")
                    + ": both want the same \(axes.joined(separator: " and ")) drags and whichever recognizes first takes them",
                    fix: "limit the \(pan.kind.rawValue) to the other axis (delegate: {shouldBegin: horizontal|vertical}),"
                    + " or let both run (delegate: {simultaneousWith: all})"))
            }
        }
        return found
    }

    private func scrollAxes(_ index: Int) -> Set<RecognizerSpec.Axis> {
        let spec = tree.nodes[index].spec
        guard spec.scroll.isScrollEnabled else { return [] }
        var axes: Set<RecognizerSpec.Axis> = []
        if spec.scroll.contentSize.width > spec.frame.width || spec.scroll.alwaysBounceHorizontal { axes.insert(.horizontal) }
        if spec.scroll.contentSize.height > spec.frame.height || spec.scroll.alwaysBounceVertical { axes.insert(.vertical) }
        return axes
    }

    func failureCycles() -> [LintFinding] {
        let names = file.recognizers.compactMap(\.name)
        var found: [LintFinding] = []
        var reported: [[String]] = []
        let edges = Dictionary(file.recognizers.compactMap { spec in spec.name.map { ($0, spec.requiresFailureOf) } },
                               uniquingKeysWith: { first, _ in first })
        for start in names {
            guard let cycle = cycle(from: start, edges: edges) else { continue }
            let first = cycle.min { names.firstIndex(of: $0)! < names.firstIndex(of: $1)! }!
            let offset = cycle.firstIndex(of: first)!
            let canonical = Array(cycle[offset...] + cycle[..<offset])
            guard !reported.contains(canonical), let spec = file.recognizer(named: first) else { continue }
            reported.append(canonical)
            found.append(finding(.error, .failureCycle, at: spec.requiresFailureLocation ?? spec.location,
                "recognizers require each other to fail: \((canonical + [first]).joined(separator: " → "))."
                + " Each waits for the next, so none of them can recognize while the others are still possible",
                fix: "remove one requireToFail from the cycle (usually the one on the recognizer that should win)"))
        }
        return found
    }

    /// The shortest cycle through `start` along requireToFail edges (breadth-first, so it takes
    /// time in proportion to the edges however they are tangled), without repeating `start`.
    private func cycle(from start: String, edges: [String: [String]]) -> [String]? {
        var cameFrom: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in edges[current] ?? [] {
                if next == start {
                    var path = [current]
                    while let previous = cameFrom[path[0]] { path.insert(previous, at: 0) }
                    return path
                }
                guard cameFrom[next] == nil, next != start else { continue }
                cameFrom[next] = current
                queue.append(next)
            }
        }
        return nil
    }
}
