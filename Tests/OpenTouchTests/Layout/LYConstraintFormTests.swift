import Foundation
@testable import OpenTouch
import OpenTouchSolver
import Testing

// The shortcuts of the constraint path (anchors without `Any` boxing, activation without an
// array of views, the solver form built as one difference), checked against the general paths
// they stand for. Reached through `@testable import`.

@MainActor
@Suite("Layout: the constraint path's shortcuts")
struct LYConstraintFormTests {
    /// The values the difference is checked over: signed zeros, fractions, large and small numbers.
    private static let samples: [Double] = [0, -0.0, 1, -1, 0.5, -2.25, 1.0 / 3.0, 1e-9, 123_456.789, -7e12]

    @Test("The engine's difference has the terms, coefficients and constant that lhs - (second × m + c) forms, bit for bit")
    func differenceMatchesSubtraction() {
        let a = Cassowary.Variable("a"), b = Cassowary.Variable("b"), c = Cassowary.Variable("c")
        for (index, multiplier) in Self.samples.enumerated() {
            let constant = Self.samples[(index + 3) % Self.samples.count]
            let offset = Self.samples[(index + 5) % Self.samples.count]
            let lhs = Cassowary.Expression([Cassowary.Term(a), Cassowary.Term(b, 0.5)], constant: offset)
            let second = Cassowary.Expression([Cassowary.Term(c, multiplier), Cassowary.Term(a, -1)], constant: constant)
            let reference = Cassowary.Constraint(lhs, .equal, second * multiplier + constant).expression
            let fused = LayoutEngine.difference(lhs, second, multiplier: multiplier, constant: constant)
            #expect(fused.terms.map(\.variable) == reference.terms.map(\.variable))
            #expect(fused.terms.map(\.coefficient.bitPattern) == reference.terms.map(\.coefficient.bitPattern))
            #expect(fused.constant.bitPattern == reference.constant.bitPattern)
        }
    }

    @Test("A solver constraint made from its difference keeps it, with the relation, clamped strength and name")
    func constraintFromDifference() {
        let x = Cassowary.Variable("x"), y = Cassowary.Variable("y")
        let constraint = Cassowary.Constraint(difference: x - y + 8, .lessThanOrEqual, strength: 5, name: "gap")
        #expect(constraint.description == "gap: x - y + 8 <= 0 (strength 5)")
        #expect(Cassowary.Constraint(difference: x - 1, .equal, strength: 1e30).isRequired)
    }

    @Test("Anchors make the constraints the public initializer makes")
    func anchorsMatchInitializer() {
        let root = UIView(), view = UIView()
        root.addSubview(view)
        let pairs: [(NSLayoutConstraint, NSLayoutConstraint)] = [
            (view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
             NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                                multiplier: 1, constant: 3)),
            (view.widthAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.5, constant: 2),
             NSLayoutConstraint(item: view, attribute: .width, relatedBy: .lessThanOrEqual, toItem: root, attribute: .height,
                                multiplier: 0.5, constant: 2)),
            (view.heightAnchor.constraint(greaterThanOrEqualToConstant: 40),
             NSLayoutConstraint(item: view, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
                                attribute: .top, multiplier: 1, constant: 40)),
        ]
        for (made, reference) in pairs {
            #expect(made.firstItem === reference.firstItem && made.secondItem === reference.secondItem)
            #expect(made.firstAttribute == reference.firstAttribute && made.secondAttribute == reference.secondAttribute)
            #expect(made.relation == reference.relation && made.multiplier == reference.multiplier)
            #expect(made.constant == reference.constant && made.priority == reference.priority)
        }
    }

    @Test("Activation installs on the items' nearest common ancestor, a guide counting as its owning view")
    func activationHost() {
        let root = UIView(), left = UIView(), right = UIView(), leaf = UIView()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(leaf)
        let guide = UILayoutGuide()
        right.addLayoutGuide(guide)
        let cousins = leaf.leadingAnchor.constraint(equalTo: right.trailingAnchor)
        let toGuide = leaf.topAnchor.constraint(equalTo: guide.topAnchor)
        let own = leaf.widthAnchor.constraint(equalToConstant: 10)
        let inside = leaf.leadingAnchor.constraint(equalTo: left.leadingAnchor)
        NSLayoutConstraint.activate([cousins, toGuide, own, inside])
        #expect(cousins.isActive && toGuide.isActive && own.isActive && inside.isActive)
        #expect(root.constraints.contains(cousins) && root.constraints.contains(toGuide))
        #expect(leaf.constraints.contains(own) && left.constraints.contains(inside))
        let stranger = UIView()
        let apart = leaf.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        apart.isActive = true
        #expect(!apart.isActive)
    }
}

/// A constraint subclass as an app declares one: no initializer of its own.
private final class TaggedConstraint: NSLayoutConstraint {}

extension NSLayoutConstraint {
    /// An app's convenience initializer, declared outside OpenTouch.
    fileprivate convenience init(equalWidthOf first: UIView, _ second: UIView) {
        self.init(item: first, attribute: .width, relatedBy: .equal, toItem: second, attribute: .width,
                  multiplier: 1, constant: 0)
    }
}

@MainActor
@Suite("Layout: constraint subclasses declared in an app")
struct LYConstraintSubclassTests {
    @Test("A subclass inherits the app's convenience initializers, as UIKit's do (no internal designated initializer hides them)")
    func subclassInheritsConvenienceInitializers() {
        let first = UIView(), second = UIView()
        let constraint: NSLayoutConstraint = TaggedConstraint(equalWidthOf: first, second)
        #expect(constraint is TaggedConstraint)
        #expect(constraint.firstItem === first && constraint.secondItem === second)
        #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .width)
    }
}
