import Foundation

/// A width or height anchor, which can also be set to a constant or a multiple of another size.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// For ``NSLayoutXAxisAnchor/anchorWithOffset(to:)``: the two anchors whose distance this is.
    let offset: LayoutOffset?

    override init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        offset = nil
        super.init(item: item, attribute: attribute)
    }

    init<T>(offsetFrom from: NSLayoutAnchor<T>, to: NSLayoutAnchor<T>) {
        offset = LayoutOffset(from: from.itemObject, fromAttribute: from.attribute,
                              to: to.itemObject, toAttribute: to.attribute)
        super.init(item: from.itemObject, attribute: from.attribute.isVertical ? .height : .width)
    }

    /// A constraint `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }
    /// A constraint `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.greaterThanOrEqual, c) }
    /// A constraint `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }

    /// A constraint `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0, multiplier: m)
    }
    /// A constraint `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, multiplier: m)
    }
    /// A constraint `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0, multiplier: m)
    }
    /// A constraint `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, multiplier: m)
    }
    /// A constraint `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c, multiplier: m)
    }
    /// A constraint `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c, multiplier: m)
    }

    /// The constraint `self relation c`; a live item is passed as an object (see ``NSLayoutAnchor/make(_:_:constant:multiplier:)``).
    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        let constraint = if let first = itemObject {
            NSLayoutConstraint(first: first, attribute: attribute, relatedBy: relation,
                               second: nil, attribute: .notAnAttribute, multiplier: 1, constant: c)
        } else {
            NSLayoutConstraint(item: itemObject as Any, attribute: attribute, relatedBy: relation,
                               toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: c)
        }
        constraint.firstOffset = offset
        return constraint
    }

    override func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<NSLayoutDimension>,
                       constant: CGFloat, multiplier: CGFloat = 1) -> NSLayoutConstraint {
        let constraint = super.make(relation, anchor, constant: constant, multiplier: multiplier)
        constraint.firstOffset = offset
        constraint.secondOffset = (anchor as? NSLayoutDimension)?.offset
        return constraint
    }
}

/// The distance between two anchors on one axis, `to − from`, as a dimension.
@MainActor
final class LayoutOffset {
    weak var from: AnyObject?
    let fromAttribute: NSLayoutConstraint.Attribute
    weak var to: AnyObject?
    let toAttribute: NSLayoutConstraint.Attribute

    init(from: AnyObject?, fromAttribute: NSLayoutConstraint.Attribute, to: AnyObject?, toAttribute: NSLayoutConstraint.Attribute) {
        self.from = from
        self.fromAttribute = fromAttribute
        self.to = to
        self.toAttribute = toAttribute
    }
}
