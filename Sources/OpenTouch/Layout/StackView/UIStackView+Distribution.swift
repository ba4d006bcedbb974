import Foundation

extension UIStackView {
    /// How a stack view sizes and places its arranged views along its axis, with UIKit's raw values.
    ///
    /// In every distribution the first and last visible views touch the stack view's edges (its
    /// margins with ``UIStackView/isLayoutMarginsRelativeArrangement``).
    public enum Distribution: Int, Sendable, Hashable {
        /// The views keep their intrinsic sizes where they can; when they do not fill the stack
        /// view, the one with the lowest content hugging priority stretches, and when they do not
        /// fit, the one with the lowest compression resistance shrinks. Between equal priorities
        /// the first in ``UIStackView/arrangedSubviews`` order gives.
        case fill = 0
        /// The views all get the same size: the largest intrinsic size when the stack view's size
        /// is free, else the stack view's length (less spacing) shared equally.
        case fillEqually = 1
        /// The views' sizes keep the proportions of their intrinsic sizes; what is left over or
        /// missing is shared in those proportions.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes and the gaps between them are equal, at least
        /// ``UIStackView/spacing``; when the views do not fit they shrink as in `.fill`.
        case equalSpacing = 3
        /// The views keep their intrinsic sizes and their centers are spaced equally as far as
        /// the minimum ``UIStackView/spacing`` between edges allows; when the views do not fit
        /// they shrink as in `.fill`.
        case equalCentering = 4
    }

    /// The priority of `.fillProportionally`'s proportions (UIKit's `UISV-fill-proportionally`):
    /// below required, so a view that may not shrink breaks a proportion rather than the layout.
    static let proportionPriority: UILayoutPriority = 999
    /// The priority of `.equalCentering`'s equal center distances: just below the default content
    /// hugging, so centers give way before any view is stretched or squeezed to line them up.
    static let equalCenteringPriority: UILayoutPriority = 249
    /// The priority that pulls the gaps of `.equalSpacing` and `.equalCentering` to their
    /// minimum, so that a stack view whose length is free hugs its content.
    static let distributingFitPriority: UILayoutPriority = 1
}

extension StackArrangement {
    /// The constraints along the axis: the first and last visible views at the stack's edges,
    /// spacing between neighbours, hidden views collapsed, and the distribution's own constraints.
    mutating func addDistribution() {
        let edges = canvas(along)
        guard let first = visible.first, let last = visible.last else {
            // Every arranged view is hidden: they collapse, one after the other, to nothing.
            var previous: (AnyObject, NSLayoutConstraint.Attribute) = (stack, edges.leading)
            for view in arranged {
                add(view, along.size, nil, .notAnAttribute, "UISV-hiding")
                add(view, along.leading, previous.0, previous.1, "UISV-hiding")
                previous = (view, along.trailing)
            }
            add(stack, edges.trailing, previous.0, previous.1, "UISV-canvas-connection")
            return
        }
        add(stack, edges.leading, first, along.leading, "UISV-canvas-connection")
        add(stack, edges.trailing, last, along.trailing, "UISV-canvas-connection")
        addHiddenViews(leadingEdge: edges.leading)
        let spacingRelation: NSLayoutConstraint.Relation
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally: spacingRelation = .equal
        case .equalSpacing, .equalCentering: spacingRelation = .greaterThanOrEqual
        }
        for (view, next) in zip(visible, visible.dropFirst()) {
            addSpacing(after: view, before: next, spacingRelation)
        }
        switch stack.distribution {
        case .fill:
            addOrderDisambiguation()
        case .fillEqually:
            for view in visible.dropFirst() {
                add(view, along.size, first, along.size, "UISV-fill-equally")
            }
        case .fillProportionally:
            addProportions()
        case .equalSpacing:
            addDistributingGuides(from: along.trailing, to: along.leading, priority: .required)
            addOrderDisambiguation()
        case .equalCentering:
            addDistributingGuides(from: along.center, to: along.center, priority: UIStackView.equalCenteringPriority)
            addOrderDisambiguation()
        }
    }

    /// A hidden view has no length and sits right after the visible view before it (or at the
    /// stack's leading edge): no spacing is left for it.
    mutating func addHiddenViews(leadingEdge: NSLayoutConstraint.Attribute) {
        var previousVisible: UIView?
        for view in arranged {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            add(view, along.size, nil, .notAnAttribute, "UISV-hiding")
            if let previousVisible {
                add(view, along.leading, previousVisible, along.trailing, "UISV-hiding")
            } else {
                add(view, along.leading, stack, leadingEdge, "UISV-hiding")
            }
        }
    }

    /// `next` starts the spacing after `view` (its custom spacing, else the stack's) after it
    /// ends; in a baseline-relative vertical stack, from baseline to baseline where there is text.
    mutating func addSpacing(after view: UIView, before next: UIView, _ relation: NSLayoutConstraint.Relation) {
        let gap = stack.resolvedSpacing(after: view)
        if stack.axis == .vertical && stack.isBaselineRelativeArrangement {
            let upper: NSLayoutConstraint.Attribute = UIStackView.hasTextBaseline(view, last: true) ? .lastBaseline : .bottom
            let lower: NSLayoutConstraint.Attribute = UIStackView.hasTextBaseline(next, last: false) ? .firstBaseline : .top
            add(next, lower, relation, view, upper, constant: gap, "UISV-spacing")
        } else {
            add(next, along.leading, relation, view, along.trailing, constant: gap, "UISV-spacing")
        }
    }

    /// `.fillProportionally`: each view's length is its intrinsic length's share of the first
    /// view's that has one. Views without an intrinsic length are sized like in `.fill`.
    mutating func addProportions() {
        let lengths = visible.map { Self.intrinsicLength(of: $0, along) }
        guard let referenceIndex = lengths.firstIndex(where: { ($0 ?? 0) > 0 }), let referenceLength = lengths[referenceIndex] else {
            return addOrderDisambiguation()
        }
        let reference = visible[referenceIndex]
        for (view, length) in zip(visible, lengths) where view !== reference {
            guard let length else { continue }
            add(view, along.size, reference, along.size, multiplier: length / referenceLength,
                priority: UIStackView.proportionPriority, "UISV-fill-proportionally")
        }
    }

    /// `.equalSpacing` and `.equalCentering`: a guide from each view's `start` attribute to the
    /// next view's `end` attribute, all guides of equal length at `priority`, the first pulled
    /// weakly to nothing so that a free stack view hugs its content.
    mutating func addDistributingGuides(from start: NSLayoutConstraint.Attribute, to end: NSLayoutConstraint.Attribute,
                                        priority: UILayoutPriority) {
        var firstGuide: UILayoutGuide?
        for (index, (view, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let guide = stack.distributingGuide(at: index)
            distributingGuidesUsed = index + 1
            add(guide, along.leading, view, start, "UISV-distributing-edge")
            add(next, end, guide, along.trailing, "UISV-distributing-edge")
            if let firstGuide {
                add(guide, along.size, firstGuide, along.size, priority: priority, "UISV-fill-equally")
            } else {
                firstGuide = guide
            }
        }
        if let firstGuide {
            add(firstGuide, along.size, nil, .notAnAttribute, priority: UIStackView.distributingFitPriority, "OTSV-distributing-fit")
        }
    }

    /// UIKit resolves equal priorities by arrangement order ("according to arrangement order",
    /// UIStackView.h). Each visible view with an intrinsic length is held at it by a constraint
    /// far weaker than any priority that differs, slightly stronger for each later view, so that
    /// between views of equal hugging or compression priority the first one stretches or shrinks.
    mutating func addOrderDisambiguation() {
        let step = min(0.01, 0.99 / Float(max(visible.count, 1)))
        for (index, view) in visible.enumerated() {
            guard let length = Self.intrinsicLength(of: view, along) else { continue }
            add(view, along.size, nil, .notAnAttribute, constant: length,
                priority: UILayoutPriority(1 + step * Float(index + 1)), "OTSV-order-disambiguation")
        }
    }
}
