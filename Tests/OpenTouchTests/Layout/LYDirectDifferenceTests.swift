import Foundation
@testable import OpenTouch
import OpenTouchSolver
import Testing

// The engine's direct path for the common constraint (``LayoutEngine/directDifference``) against
// the general path it stands for (an expression per side, then their difference): the same
// items made in the same order, the same terms, coefficients and constant, bit for bit; and no
// direct form (nothing made) where the general path is needed. Reached through `@testable import`.

@MainActor
@Suite("Layout: the direct solver form of common constraints")
struct LYDirectDifferenceTests {
    private static let attributes: [NSLayoutConstraint.Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute,
    ]
    private static let numbers: [Double] = [0, -0.0, 1, -1, 0.5, -2.25, 1.0 / 3.0, 1e-9, 123_456.789, -7e12]

    /// A space (optionally a scroll view, optionally right to left) with two subviews, a
    /// grandchild, a guide and a view outside: every kind of item a side can name.
    private struct Tree {
        let space: UIView
        let items: [AnyObject]

        init(scroll: Bool, rightToLeft: Bool) {
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            space = scroll ? UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 500)) : UIView()
            outer.addSubview(space)
            if rightToLeft { space.semanticContentAttribute = .forceRightToLeft }
            let a = UIView(), b = UILabel(), grandchild = UIView(), guide = UILayoutGuide()
            b.text = "Label"
            for view in [a, b] { space.addSubview(view) }
            a.addSubview(grandchild)
            space.addLayoutGuide(guide)
            items = [space, a, b, grandchild, guide, outer]
        }
    }

    /// The general path's form, as ``LayoutEngine/solverConstraint(for:)`` made it before the direct path.
    private static func general(_ constraint: NSLayoutConstraint, in space: UIView, engine: LayoutEngine) -> Cassowary.Expression? {
        let rightToLeft = LayoutEngine.isRightToLeft(space)
        guard let lhs = engine.expression(constraint.firstObject, constraint.firstAttribute, offset: constraint.firstOffset,
                                          in: space, rightToLeft: rightToLeft) else { return nil }
        guard constraint.secondObject != nil || constraint.secondOffset != nil else {
            var difference = lhs
            difference.constant = lhs.constant + Double(constraint.constant) * -1
            return difference
        }
        guard let second = engine.expression(constraint.secondObject, constraint.secondAttribute, offset: constraint.secondOffset,
                                             in: space, rightToLeft: rightToLeft) else { return nil }
        return LayoutEngine.difference(lhs, second, multiplier: Double(constraint.multiplier), constant: Double(constraint.constant))
    }

    /// Checks one constraint: direct (when it applies) against general, in two fresh engines of the same tree.
    private static func check(_ constraint: NSLayoutConstraint, in space: UIView) -> Bool {
        let direct = LayoutEngine(root: space), reference = LayoutEngine(root: space)
        let rightToLeft = LayoutEngine.isRightToLeft(space)
        let made = direct.directDifference(of: constraint, first: constraint.firstObject, second: constraint.secondObject,
                                           in: space, rightToLeft: rightToLeft,
                                           multiplier: Double(constraint.multiplier), constant: Double(constraint.constant))
        guard let made else {
            #expect(direct.itemOrder.isEmpty, "the direct path made items for a constraint it left to the general path")
            return false
        }
        let expected = general(constraint, in: space, engine: reference)
        #expect(expected != nil, "\(constraint)")
        guard let expected else { return true }
        #expect(made.terms.map(\.variable.name) == expected.terms.map(\.variable.name), "\(constraint)")
        #expect(made.terms.map(\.coefficient.bitPattern) == expected.terms.map(\.coefficient.bitPattern), "\(constraint)")
        #expect(made.constant.bitPattern == expected.constant.bitPattern, "\(constraint)")
        #expect(direct.itemOrder.map(\.x.name) == reference.itemOrder.map(\.x.name), "\(constraint)")
        #expect(direct.itemOrder.map { $0.contentWidth?.name } == reference.itemOrder.map { $0.contentWidth?.name }, "\(constraint)")
        return true
    }

    @Test("Every pairing of items and attributes: the direct form equals the general one, or there is none and nothing is made")
    func directMatchesGeneral() {
        var directCount = 0, total = 0
        for scroll in [false, true] {
            for rightToLeft in [false, true] {
                let tree = Tree(scroll: scroll, rightToLeft: rightToLeft)
                for (firstIndex, first) in tree.items.enumerated() {
                    for (attributeIndex, firstAttribute) in Self.attributes.enumerated() {
                        // A constant constraint, then one against every item and attribute.
                        let number = Self.numbers[(firstIndex + attributeIndex) % Self.numbers.count]
                        let single = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: .equal, toItem: nil,
                                                        attribute: .notAnAttribute, multiplier: 1, constant: CGFloat(number))
                        total += 1
                        if Self.check(single, in: tree.space) { directCount += 1 }
                        for (secondIndex, second) in tree.items.enumerated() {
                            for (index, secondAttribute) in Self.attributes.enumerated() {
                                let multiplier = Self.numbers[(index + secondIndex + 2) % Self.numbers.count]
                                let constant = Self.numbers[(index + firstIndex + attributeIndex) % Self.numbers.count]
                                let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: .lessThanOrEqual,
                                                                    toItem: second, attribute: secondAttribute,
                                                                    multiplier: CGFloat(multiplier), constant: CGFloat(constant))
                                total += 1
                                if Self.check(constraint, in: tree.space) { directCount += 1 }
                            }
                        }
                    }
                }
            }
        }
        // The direct path takes its share of them (plain attributes of the space and its
        // subviews, left to right): 3,060 of the 64,008.
        #expect(directCount > total / 30)
    }
}
