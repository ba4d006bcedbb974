import Foundation

/// One constraint a stack view wants, `first.firstAttribute relation multiplier ×
/// second.secondAttribute + constant @ priority`, compared with the constraints it holds so that
/// an update keeps the ones that did not change.
@MainActor
struct StackConstraintSpec {
    let first: AnyObject
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: AnyObject?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: UILayoutPriority
    let identifier: String

    /// Whether `constraint` is this one, active.
    func matches(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.isActive && constraint.firstItem === first && constraint.firstAttribute == firstAttribute
            && constraint.relation == relation && constraint.secondItem === second
            && constraint.secondAttribute == (second == nil ? .notAnAttribute : secondAttribute)
            && constraint.multiplier == multiplier && constraint.constant == constant
            && constraint.priority == priority && constraint.identifier == identifier
    }

    /// A new, inactive constraint.
    func make() -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                            toItem: second, attribute: secondAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }
}
