import Foundation

/// One attribute of a view or layout guide, from which constraints are made:
/// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`.
///
/// The subclasses keep constraints between compatible attributes: ``NSLayoutXAxisAnchor`` with
/// x-axis anchors, ``NSLayoutYAxisAnchor`` with y-axis anchors, ``NSLayoutDimension`` with sizes.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: Hashable {
    weak var itemObject: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        itemObject = item
        self.attribute = attribute
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { itemObject }
    /// The anchor's name, for example `UIView:0x….leading`.
    open var name: String { "\(NSLayoutConstraint.describe(itemObject)).\(attribute.name)" }
    open var description: String { name }

    /// A constraint `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    /// A constraint `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// A constraint `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// A constraint `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// A constraint `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// A constraint `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// Whether the anchor's item has an ambiguous value for this attribute.
    open var hasAmbiguousLayout: Bool {
        (itemObject as? UIView)?.hasAmbiguousLayout(attribute: attribute)
            ?? (itemObject as? UILayoutGuide)?.hasAmbiguousLayout ?? false
    }

    /// The active constraints that involve this anchor's item on its axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = (itemObject as? UIView) ?? (itemObject as? UILayoutGuide)?.owningView else { return [] }
        return view.constraintsAffectingLayout(for: attribute.isVertical ? .vertical : .horizontal)
    }

    /// The constraint `self relation multiplier × anchor + constant`.
    ///
    /// While both items live they are passed as objects; an anchor whose item is gone goes
    /// through the public initializer as before (its `nil` bridges to an `NSNull` item there).
    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat,
              multiplier: CGFloat = 1) -> NSLayoutConstraint {
        if let first = itemObject, let second = anchor.itemObject {
            return NSLayoutConstraint(first: first, attribute: attribute, relatedBy: relation,
                                      second: second, attribute: anchor.attribute,
                                      multiplier: multiplier, constant: constant)
        }
        return NSLayoutConstraint(item: itemObject as Any, attribute: attribute, relatedBy: relation,
                                  toItem: anchor.itemObject as Any, attribute: anchor.attribute,
                                  multiplier: multiplier, constant: constant)
    }

    public nonisolated static func == (lhs: NSLayoutAnchor, rhs: NSLayoutAnchor) -> Bool {
        MainActor.assumeIsolated { lhs.itemObject === rhs.itemObject && lhs.attribute == rhs.attribute }
    }
    public nonisolated func hash(into hasher: inout Hasher) {
        MainActor.assumeIsolated {
            hasher.combine(itemObject.map(ObjectIdentifier.init))
            hasher.combine(attribute)
        }
    }
}

/// An anchor on the x axis: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension that is the distance from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
    /// A constraint placing this anchor `multiplier` × the system spacing (8 points) after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// A constraint placing this anchor at least `multiplier` × the system spacing after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// A constraint placing this anchor at most `multiplier` × the system spacing after `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// An anchor on the y axis: top, bottom, centerY, first and last baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension that is the distance from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
    /// A constraint placing this anchor `multiplier` × the system spacing (8 points) below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// A constraint placing this anchor at least `multiplier` × the system spacing below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// A constraint placing this anchor at most `multiplier` × the system spacing below `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// The standard spacing between sibling views, in points (UIKit's system spacing).
let systemSpacing: CGFloat = 8

extension NSLayoutAnchor: @preconcurrency CustomStringConvertible {}
