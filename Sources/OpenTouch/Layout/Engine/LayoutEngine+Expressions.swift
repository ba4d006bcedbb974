import Foundation

extension LayoutEngine {
    /// A constraint side as a solver expression in the coordinates of `space` (the view the
    /// constraint is installed on), or nil when an item is gone or not under `space`.
    ///
    /// In a right-to-left constraint (``LayoutEngine/isRightToLeft(_:)``) leading and trailing
    /// are the right and left edges taken negatively, as UIKit's engine flips them: the
    /// coordinate system itself is not mirrored, so constants still read "towards trailing" but a
    /// multiplier applies to the negated coordinate.
    func expression(_ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, offset: LayoutOffset?,
                    in space: UIView, rightToLeft: Bool) -> Cassowary.Expression? {
        if let offset {
            guard let to = expression(offset.to, offset.toAttribute, offset: nil, in: space, rightToLeft: rightToLeft),
                  let from = expression(offset.from, offset.fromAttribute, offset: nil, in: space, rightToLeft: rightToLeft)
            else { return nil }
            return to - from
        }
        guard let object, attribute != .notAnAttribute else { return nil }
        if let base = attribute.withoutMargin {
            let target: AnyObject = (object as? UIView)?.layoutMarginsGuide ?? object
            return expression(target, base, offset: nil, in: space, rightToLeft: rightToLeft)
        }
        let (physical, negated) = Self.physicalAttribute(attribute, rightToLeft: rightToLeft)
        guard let value = physicalExpression(object, physical, in: space) else { return nil }
        return negated ? value * -1 : value
    }

    /// The left or right edge a leading or trailing attribute stands for, and whether it is
    /// taken negatively (right to left); other attributes as they are.
    static func physicalAttribute(_ attribute: NSLayoutConstraint.Attribute,
                                  rightToLeft: Bool) -> (NSLayoutConstraint.Attribute, negated: Bool) {
        switch attribute {
        case .leading: rightToLeft ? (.right, true) : (.left, false)
        case .trailing: rightToLeft ? (.left, true) : (.right, false)
        default: (attribute, false)
        }
    }

    /// Whether a constraint installed on `space` treats leading and trailing as right to left:
    /// the layout direction of the view it is installed on decides for the whole constraint
    /// (see <doc:UIKitBehaviorChoices>).
    static func isRightToLeft(_ space: UIView) -> Bool {
        space.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// A physical attribute (no leading, trailing or margins) of a view or guide in `space`'s coordinates.
    private func physicalExpression(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                                    in space: UIView) -> Cassowary.Expression? {
        if let view = object as? UIView {
            if let inner = baselineDescendant(of: view, attribute) { return physicalExpression(inner, attribute, in: space) }
            if view === space { return ownSpaceExpression(of: view, attribute) }
            guard let superview = view.superview,
                  let chain = chainOffset(from: superview, to: space, vertical: attribute.isVertical) else { return nil }
            let local = rectExpression(of: item(for: view), attribute, view: view)
            return attribute.isDimension ? local : Self.offset(local, by: chain)
        }
        guard let guide = object as? UILayoutGuide, let owner = guide.owningView,
              let chain = chainOffset(from: owner, to: space, vertical: attribute.isVertical,
                                      includingStart: owner !== space) else { return nil }
        let local = rectExpression(of: item(for: guide), attribute, view: nil)
        return attribute.isDimension ? local : Self.offset(local, by: chain)
    }

    /// `local + chain`; when the chain has no terms (the item's superview is the constraint's
    /// space, the common case) only the constants are added, without making a new term array.
    static func offset(_ local: Cassowary.Expression, by chain: Cassowary.Expression) -> Cassowary.Expression {
        guard chain.terms.isEmpty else { return local + chain }
        var sum = local
        sum.constant = local.constant + chain.constant
        return sum
    }

    /// The sum of the origins (less the bounds origins) of `start` and its ancestors below
    /// `space`: what takes a point in `start`'s bounds coordinates to `space`'s. Nil when
    /// `space` is not an ancestor.
    func chainOffset(from start: UIView, to space: UIView, vertical: Bool, includingStart: Bool = true) -> Cassowary.Expression? {
        var expression = Cassowary.Expression()
        var view: UIView? = start
        if !includingStart { return start === space ? expression : nil }
        while let current = view, current !== space {
            noteBoundsOrigin(of: current)
            let item = item(for: current)
            expression = expression + Cassowary.Expression(vertical ? item.y : item.x)
            expression = expression - Double(vertical ? current.bounds.origin.y : current.bounds.origin.x)
            view = current.superview
        }
        return view === space ? expression : nil
    }

    /// A physical attribute of an item's rectangle, in the coordinates its variables are in.
    func rectExpression(of item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, view: UIView?) -> Cassowary.Expression {
        rectExpression(x: item.x, y: item.y, width: item.width, height: item.height, attribute, baselineView: view)
    }

    /// A physical attribute of the rectangle `(x, y, width, height)` (a nil origin is at 0);
    /// baselines from `baselineView`'s text.
    ///
    /// Built as one term array, with the terms, coefficients and constants (bit for bit, signs of
    /// zero included) that summing one-variable expressions gave: `x + width / 2` is
    /// `[x, 0.5 × width]` with constant `0 + 0`.
    func rectExpression(x: Cassowary.Variable?, y: Cassowary.Variable?, width: Cassowary.Variable,
                        height: Cassowary.Variable, _ attribute: NSLayoutConstraint.Attribute,
                        baselineView: UIView?) -> Cassowary.Expression {
        switch attribute {
        case .right: return Self.sum(x, width)
        case .top: return Self.sum(y)
        case .bottom: return Self.sum(y, height)
        case .width: return Self.sum(width)
        case .height: return Self.sum(height)
        case .centerX: return Self.sum(x, width, 0.5)
        case .centerY: return Self.sum(y, height, 0.5)
        case .firstBaseline, .lastBaseline:
            guard let baselineView, let offset = baselineOffset(of: baselineView, last: attribute == .lastBaseline) else {
                return Self.sum(y, height)
            }
            var expression = Self.sum(y, height, 0.5)
            expression.constant = expression.constant + Double(offset)
            return expression
        default: return Self.sum(x)
        }
    }

    /// `first + coefficient × second` (either may be missing), with the constant 0.
    private static func sum(_ first: Cassowary.Variable?, _ second: Cassowary.Variable? = nil,
                            _ coefficient: Double = 1) -> Cassowary.Expression {
        var terms: [Cassowary.Term] = []
        guard first != nil || second != nil else { return Cassowary.Expression(terms, constant: 0) }
        terms.reserveCapacity(first != nil && second != nil ? 2 : 1)
        if let first { terms.append(Cassowary.Term(first)) }
        if let second { terms.append(Cassowary.Term(second, coefficient)) }
        return Cassowary.Expression(terms, constant: 0)
    }

    /// A physical attribute of `view` in its own coordinates, for constraints between a view and
    /// its subviews: edges at zero and at its size — for a scroll view, at its content size.
    func ownSpaceExpression(of view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> Cassowary.Expression {
        let item = item(for: view)
        if attribute.isDimension { return rectExpression(of: item, attribute, view: view) }
        var width = item.width, height = item.height
        if view is UIScrollView { (width, height) = contentVariables(of: item) }
        return rectExpression(x: nil, y: nil, width: width, height: height, attribute, baselineView: view)
    }

    /// For a baseline attribute, the descendant whose baseline `view` reports
    /// (``UIView/forFirstBaselineLayout``, ``UIView/forLastBaselineLayout``), when it is not `view` itself.
    func baselineDescendant(of view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> UIView? {
        guard attribute == .firstBaseline || attribute == .lastBaseline else { return nil }
        let baselineView = attribute == .lastBaseline ? view.forLastBaselineLayout : view.forFirstBaselineLayout
        guard baselineView !== view, baselineView.isDescendant(of: view) else { return nil }
        return baselineView
    }

    /// Where the baseline of `view`'s own text lies from its center, when it has text.
    func baselineOffset(of view: UIView, last: Bool) -> CGFloat? {
        view.baselineOffsetFromCenter(last: last)
    }

    /// Records that the constraint being made took `view`'s bounds origin as a constant.
    func noteBoundsOrigin(of view: UIView) {
        guard let constraint = constraintBeingMade else { return }
        guard let index = boundsOriginDependencies.firstIndex(where: { $0.view === view }) else {
            return boundsOriginDependencies.append(BoundsOriginDependency(view: view, origin: view.bounds.origin, constraints: [constraint]))
        }
        if !boundsOriginDependencies[index].constraints.contains(where: { $0 === constraint }) {
            boundsOriginDependencies[index].constraints.append(constraint)
        }
    }

    /// Makes again the constraints that cross a view whose bounds origin moved (a scroll view
    /// that scrolled), so that content tied to views outside the scroll view stays with them.
    func refreshScrolledConstraints() {
        guard !needsRebuild, !boundsOriginDependencies.isEmpty else { return }
        var constraints: [NSLayoutConstraint] = []
        for index in boundsOriginDependencies.indices {
            guard let view = boundsOriginDependencies[index].view,
                  view.bounds.origin != boundsOriginDependencies[index].origin else { continue }
            boundsOriginDependencies[index].origin = view.bounds.origin
            for constraint in boundsOriginDependencies[index].constraints where !constraints.contains(where: { $0 === constraint }) {
                constraints.append(constraint)
            }
        }
        for constraint in constraints where constraint.isActive { update(constraint) }
    }
}

/// A view whose bounds origin constraints depend on, the origin they were made with, and those constraints.
@MainActor
struct BoundsOriginDependency {
    weak var view: UIView?
    var origin: CGPoint
    var constraints: [NSLayoutConstraint] = []
}
