import Foundation

extension LayoutEngine {
    /// The solver form `lhs - (second × multiplier + constant)` of the common constraint, built
    /// straight into one term array; nil when the constraint is not of that kind (nothing is
    /// made then, and ``solverConstraint(for:)`` takes the general path).
    ///
    /// The common kind: no anchor offsets, each item a view that is the constraint's space or
    /// a subview of it, and each attribute a plain one (no margins, no baselines, no leading or
    /// trailing read right to left). Its items are made in the general path's order (first,
    /// then second), and its terms, coefficients and constant are those the general path forms,
    /// bit for bit: the general path makes an expression per side (a term array each) and a
    /// third array for their difference, with their retains and releases — about 2,000
    /// instructions a constraint of a 10,000-constraint chain.
    func directDifference(of constraint: NSLayoutConstraint, in space: UIView, rightToLeft: Bool,
                          multiplier: Double, constant: Double) -> Cassowary.Expression? {
        guard constraint.firstOffset == nil, constraint.secondOffset == nil,
              let firstView = constraint.firstObject as? UIView,
              let firstAttribute = Self.directAttribute(constraint.firstAttribute, of: firstView, in: space,
                                                        rightToLeft: rightToLeft) else { return nil }
        let secondObject = constraint.secondObject
        var secondView: UIView?, secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondObject {
            guard let view = secondObject as? UIView,
                  let attribute = Self.directAttribute(constraint.secondAttribute, of: view, in: space,
                                                       rightToLeft: rightToLeft) else { return nil }
            secondView = view
            secondAttribute = attribute
        }
        // Each side's expression has the constant +0 (a rectangle's edge, plus the empty offset
        // from a subview's superview to the space): the general path's sums, spelled out.
        let sideConstant = 0.0
        let first = directVariables(of: firstView, firstAttribute, in: space)
        guard let secondView else {
            var terms: [Cassowary.Term] = []
            terms.reserveCapacity(first.count)
            first.append(to: &terms, scale: nil)
            return Cassowary.Expression(terms, constant: sideConstant + constant * -1)
        }
        let second = directVariables(of: secondView, secondAttribute, in: space)
        var terms: [Cassowary.Term] = []
        terms.reserveCapacity(first.count + second.count)
        first.append(to: &terms, scale: nil)
        second.append(to: &terms, scale: multiplier)
        return Cassowary.Expression(terms, constant: sideConstant + (sideConstant * multiplier + constant) * -1)
    }

    /// The physical attribute the direct path uses for `attribute` of `view`, or nil when the
    /// side is not of the common kind (see ``directDifference(of:in:rightToLeft:multiplier:constant:)``).
    /// Reads only; makes nothing.
    static func directAttribute(_ attribute: NSLayoutConstraint.Attribute, of view: UIView, in space: UIView,
                                rightToLeft: Bool) -> NSLayoutConstraint.Attribute? {
        let physical: NSLayoutConstraint.Attribute
        switch attribute {
        case .left, .right, .top, .bottom, .width, .height, .centerX, .centerY: physical = attribute
        case .leading: guard !rightToLeft else { return nil }; physical = .left
        case .trailing: guard !rightToLeft else { return nil }; physical = .right
        default: return nil
        }
        guard view === space || view.superview === space else { return nil }
        return physical
    }

    /// The (at most two) terms of a physical attribute of `view` in `space`'s coordinates, as
    /// ``rectExpression(x:y:width:height:_:baselineView:)`` orders them; makes the view's item
    /// (and a scroll view's content variables for its own edges) as the general path does.
    func directVariables(of view: UIView, _ attribute: NSLayoutConstraint.Attribute, in space: UIView) -> DirectTerms {
        let item = item(for: view)
        let ownEdges = view === space && !attribute.isDimension
        var width = item.width, height = item.height
        if ownEdges && item.isScrollView { (width, height) = contentVariables(of: item) }
        let x: Cassowary.Variable? = ownEdges ? nil : item.x, y: Cassowary.Variable? = ownEdges ? nil : item.y
        switch attribute {
        case .right: return DirectTerms(x, width, 1)
        case .top: return DirectTerms(y, nil, 1)
        case .bottom: return DirectTerms(y, height, 1)
        case .width: return DirectTerms(width, nil, 1)
        case .height: return DirectTerms(height, nil, 1)
        case .centerX: return DirectTerms(x, width, 0.5)
        case .centerY: return DirectTerms(y, height, 0.5)
        default: return DirectTerms(x, nil, 1)
        }
    }
}

/// `first + coefficient × second` (either may be missing) for the direct path, without an array.
struct DirectTerms {
    let first: Cassowary.Variable?
    let second: Cassowary.Variable?
    let coefficient: Double

    init(_ first: Cassowary.Variable?, _ second: Cassowary.Variable?, _ coefficient: Double) {
        self.first = first
        self.second = second
        self.coefficient = coefficient
    }

    /// How many terms there are.
    var count: Int { (first == nil ? 0 : 1) + (second == nil ? 0 : 1) }

    /// Appends the terms; with a `scale` (the second side of a constraint) each coefficient `c`
    /// becomes `c × scale × -1`, as ``LayoutEngine/difference(_:_:multiplier:constant:)`` forms it.
    func append(to terms: inout [Cassowary.Term], scale: Double?) {
        if let first {
            terms.append(Cassowary.Term(first, scale.map { 1 * $0 * -1 } ?? 1))
        }
        if let second {
            terms.append(Cassowary.Term(second, scale.map { coefficient * $0 * -1 } ?? coefficient))
        }
    }
}
