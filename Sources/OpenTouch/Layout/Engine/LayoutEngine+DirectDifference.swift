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
    ///
    /// `first` and `second` are the constraint's items, read by the caller and taken over: each
    /// is cast to a view once, consumed (a cast of a borrowed item made a new reference, whose
    /// retain and release took the runtime's side-table path: callgrind `layout-chain-10000`,
    /// about 20,000 of each for 10,000 constraints).
    func directDifference(of constraint: NSLayoutConstraint, first: consuming AnyObject?, second secondObject: consuming AnyObject?,
                          in space: UIView, rightToLeft: Bool,
                          multiplier: Double, constant: Double) -> Cassowary.Expression? {
        let hasSecondItem = secondObject != nil
        guard constraint.firstOffset == nil, constraint.secondOffset == nil,
              let firstView = (consume first) as? UIView,
              let firstAttribute = Self.directAttribute(constraint.firstAttribute, of: firstView, in: space,
                                                        rightToLeft: rightToLeft) else { return nil }
        // Nil when there is no second item, or when it is not a view (then no direct form).
        let secondView = (consume secondObject) as? UIView
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if hasSecondItem {
            guard let secondView,
                  let attribute = Self.directAttribute(constraint.secondAttribute, of: secondView, in: space,
                                                       rightToLeft: rightToLeft) else { return nil }
            secondAttribute = attribute
        }
        // Each side's expression has the constant +0 (a rectangle's edge, plus the empty offset
        // from a subview's superview to the space): the general path's sums, spelled out.
        let sideConstant = 0.0
        var terms = DirectTerms()
        guard let secondView else {
            appendDirectTerms(of: firstView, firstAttribute, in: space, scale: nil, to: &terms)
            return Cassowary.Expression(terms.makeArray(), constant: sideConstant + constant * -1)
        }
        appendDirectTerms(of: firstView, firstAttribute, in: space, scale: nil, to: &terms)
        appendDirectTerms(of: secondView, secondAttribute, in: space, scale: multiplier, to: &terms)
        return Cassowary.Expression(terms.makeArray(), constant: sideConstant + (sideConstant * multiplier + constant) * -1)
    }

    /// The physical attribute the direct path uses for `attribute` of `view`, or nil when the
    /// side is not of the common kind (see ``directDifference(of:first:second:in:rightToLeft:multiplier:constant:)``).
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
        // The superview compared by reference, without retaining it (a weakly referenced view,
        // whose retain and release take the runtime's side-table path).
        guard view === space || view.superviewReference.refers(to: space) else { return nil }
        return physical
    }

    /// Appends the (at most two) terms of a physical attribute of `view` in `space`'s
    /// coordinates, as ``rectExpression(x:y:width:height:_:baselineView:)`` orders them; makes
    /// the view's item (and a scroll view's content variables for its own edges) as the general
    /// path does. With a `scale` (the second side of a constraint) a coefficient `c` becomes
    /// `c × scale × -1`, as ``difference(_:_:multiplier:constant:)`` forms it.
    func appendDirectTerms(of view: UIView, _ attribute: NSLayoutConstraint.Attribute, in space: UIView,
                           scale: Double?, to terms: inout DirectTerms) {
        // No closure (`scale.map`): one formed here paid a main-actor isolation check when called
        // (callgrind `layout-chain-10000`: 1.4 M instructions for 5,000 second sides).
        func append(_ variable: Cassowary.Variable, _ coefficient: Double) {
            if let scale {
                terms.append(Cassowary.Term(variable, coefficient * scale * -1))
            } else {
                terms.append(Cassowary.Term(variable, coefficient))
            }
        }
        let item = item(for: view)
        switch attribute {
        case .width: return append(item.width, 1)
        case .height: return append(item.height, 1)
        default: break
        }
        guard view === space else {
            switch attribute {
            case .right: append(item.x, 1); append(item.width, 1)
            case .top: append(item.y, 1)
            case .bottom: append(item.y, 1); append(item.height, 1)
            case .centerX: append(item.x, 1); append(item.width, 0.5)
            case .centerY: append(item.y, 1); append(item.height, 0.5)
            default: append(item.x, 1)
            }
            return
        }
        // The view's own edges: at zero and at its size (a scroll view's: its content size).
        var width = item.width, height = item.height
        if item.isScrollView { (width, height) = contentVariables(of: item) }
        switch attribute {
        case .right: append(width, 1)
        case .bottom: append(height, 1)
        case .centerX: append(width, 0.5)
        case .centerY: append(height, 0.5)
        default: break
        }
    }
}

/// The (at most four) terms of a direct form, gathered before their array is made: the array is
/// then made at its size in one step (an array literal), where reserving room and appending made
/// it through the standard library's general growth path (about 400 instructions an array:
/// callgrind `layout-chain-10000`, 4 M for 10,000 constraints).
struct DirectTerms {
    private(set) var count = 0
    private var first, second, third, fourth: Cassowary.Term?

    /// Adds a term after the others (at most four in all: two a side).
    mutating func append(_ term: Cassowary.Term) {
        switch count {
        case 0: first = term
        case 1: second = term
        case 2: third = term
        default:
            precondition(count == 3, "a direct form has at most four terms")
            fourth = term
        }
        count += 1
    }

    /// The terms in the order they were added, taken out (the gatherer is empty afterwards).
    mutating func makeArray() -> [Cassowary.Term] {
        defer { count = 0 }
        switch count {
        case 0: return []
        case 1: return [first.take()!]
        case 2: return [first.take()!, second.take()!]
        case 3: return [first.take()!, second.take()!, third.take()!]
        default: return [first.take()!, second.take()!, third.take()!, fourth.take()!]
        }
    }
}
