import Foundation

extension UIStackView {
    /// How a stack view places its arranged views across its axis, with UIKit's raw values.
    ///
    /// Except with `.fill`, the views keep their intrinsic size across the axis (a view without
    /// one collapses to zero) and the stack view is as wide (or tall) as its widest (tallest) view.
    public enum Alignment: Int, Sendable, Hashable {
        /// The views fill the stack view across the axis.
        case fill = 0
        /// Leading edges aligned with the stack view's: top edges in a horizontal stack.
        case leading = 1
        /// Horizontal stacks: the views' first baselines aligned, the highest view at the top. A
        /// vertical stack treats it as `.leading`.
        case firstBaseline = 2
        /// Centers aligned with the stack view's.
        case center = 3
        /// Trailing edges aligned with the stack view's: bottom edges in a horizontal stack.
        case trailing = 4
        /// Horizontal stacks: the views' last baselines aligned, the lowest view at the bottom. A
        /// vertical stack treats it as `.trailing`.
        case lastBaseline = 5

        /// Top edges aligned, for horizontal stacks: the same value as `.leading`.
        public static var top: Alignment { .leading }
        /// Bottom edges aligned, for horizontal stacks: the same value as `.trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// The priority that pulls the spanner guide to nothing, so that a stack view whose size
    /// across the axis is free hugs its widest view (UIKit's `UISV-spanning-fit`); above
    /// ``UILayoutPriority/fittingSizeLevel``.
    static let spanningFitPriority: UILayoutPriority = 51
    /// The priority that collapses a view with no intrinsic size across the axis (UIKit's
    /// `UISV-ambiguity-suppression`).
    static let ambiguitySuppressionPriority: UILayoutPriority = 25
    /// The priority that pulls a baseline-aligned row to the top (first baseline) or bottom
    /// (last baseline) of a stack view taller than the row.
    static let baselineFitPriority: UILayoutPriority = 1
}

extension StackArrangement {
    /// The constraints across the axis, for ``UIStackView/alignment``. Hidden views are aligned
    /// like the others but do not widen the stack view.
    mutating func addAlignment() {
        let edges = canvas(across)
        let reference = arranged[0]
        switch effectiveAlignment {
        case .fill:
            add(stack, edges.leading, reference, across.leading, "UISV-canvas-connection")
            add(stack, edges.trailing, reference, across.trailing, "UISV-canvas-connection")
            for view in arranged.dropFirst() {
                add(reference, across.leading, view, across.leading, "UISV-alignment")
                add(reference, across.trailing, view, across.trailing, "UISV-alignment")
            }
        case .leading, .center, .trailing:
            let (own, canvasAttribute) = effectiveAlignment == .leading ? (across.leading, edges.leading)
                : effectiveAlignment == .center ? (across.center, edges.center) : (across.trailing, edges.trailing)
            add(stack, canvasAttribute, reference, own, "UISV-canvas-connection")
            for view in arranged.dropFirst() {
                add(reference, own, view, own, "UISV-alignment")
            }
            addSpanner()
        case .firstBaseline, .lastBaseline:
            let last = effectiveAlignment == .lastBaseline
            let baseline: NSLayoutConstraint.Attribute = last ? .lastBaseline : .firstBaseline
            let baselineReference = visible.first ?? reference
            for view in arranged where view !== baselineReference {
                add(baselineReference, baseline, view, baseline, "UISV-alignment")
            }
            addSpanner()
            for view in visible {
                add(view, last ? across.trailing : across.leading, stack, last ? edges.trailing : edges.leading,
                    priority: UIStackView.baselineFitPriority, "OTSV-baseline-fit")
            }
        }
    }

    /// The alignment in effect: baselines only align in horizontal stacks.
    var effectiveAlignment: UIStackView.Alignment {
        guard stack.axis == .vertical else { return stack.alignment }
        switch stack.alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return stack.alignment
        }
    }

    /// A guide that contains every visible view across the axis, at the stack's edges and pulled
    /// weakly to nothing: the stack view is as wide as its widest view when its width is free.
    /// A view without an intrinsic size across the axis collapses weakly to zero.
    mutating func addSpanner() {
        let edges = canvas(across)
        let spanner = stack.spannerGuide()
        usesSpanner = true
        add(stack, edges.leading, spanner, across.leading, "UISV-canvas-connection")
        add(stack, edges.trailing, spanner, across.trailing, "UISV-canvas-connection")
        add(spanner, across.size, nil, .notAnAttribute, priority: UIStackView.spanningFitPriority, "UISV-spanning-fit")
        for view in visible {
            add(spanner, across.leading, .lessThanOrEqual, view, across.leading, "UISV-spanning-boundary")
            add(spanner, across.trailing, .greaterThanOrEqual, view, across.trailing, "UISV-spanning-boundary")
        }
        for view in arranged where Self.intrinsicLength(of: view, across) == nil {
            add(view, across.size, nil, .notAnAttribute, priority: UIStackView.ambiguitySuppressionPriority,
                "UISV-ambiguity-suppression")
        }
    }
}
