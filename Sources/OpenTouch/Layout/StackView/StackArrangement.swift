import Foundation

/// The attributes of one axis of a stack view's layout.
struct StackAxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let leadingMargin: NSLayoutConstraint.Attribute
    let trailingMargin: NSLayoutConstraint.Attribute
    let centerWithinMargins: NSLayoutConstraint.Attribute

    static let horizontal = StackAxisAttributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX,
                                                leadingMargin: .leadingMargin, trailingMargin: .trailingMargin,
                                                centerWithinMargins: .centerXWithinMargins)
    static let vertical = StackAxisAttributes(leading: .top, trailing: .bottom, size: .height, center: .centerY,
                                              leadingMargin: .topMargin, trailingMargin: .bottomMargin,
                                              centerWithinMargins: .centerYWithinMargins)

    static func of(_ axis: NSLayoutConstraint.Axis) -> StackAxisAttributes {
        axis == .horizontal ? horizontal : vertical
    }
}

/// The constraints of one arrangement, being gathered.
@MainActor
struct StackArrangement {
    let stack: UIStackView
    /// All arranged subviews, in order, and the visible ones among them.
    let arranged: [UIView]
    let visible: [UIView]
    /// Attributes along the stack's axis and across it.
    let along: StackAxisAttributes
    let across: StackAxisAttributes
    /// Whether the stack's edges are its margins.
    let margins: Bool
    var specs: [StackConstraintSpec] = []
    /// The guides the constraints use.
    var distributingGuidesUsed = 0
    var usesSpanner = false

    init(stack: UIStackView, arranged: [UIView]) {
        self.stack = stack
        self.arranged = arranged
        visible = arranged.filter { !$0.isHidden }
        along = .of(stack.axis)
        across = .of(stack.axis == .horizontal ? .vertical : .horizontal)
        margins = stack.isLayoutMarginsRelativeArrangement
    }

    /// The stack's own leading, trailing and center attributes on an axis: its edges, or its
    /// margins with ``UIStackView/isLayoutMarginsRelativeArrangement``.
    func canvas(_ axis: StackAxisAttributes) -> (leading: NSLayoutConstraint.Attribute,
                                                 trailing: NSLayoutConstraint.Attribute,
                                                 center: NSLayoutConstraint.Attribute) {
        margins ? (axis.leadingMargin, axis.trailingMargin, axis.centerWithinMargins) : (axis.leading, axis.trailing, axis.center)
    }

    /// Adds `first.firstAttribute == multiplier × second.secondAttribute + constant @ priority`.
    mutating func add(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                      _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
                      multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: UILayoutPriority = .required, _ identifier: String) {
        add(first, firstAttribute, .equal, second, secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority, identifier)
    }

    /// Adds `first.firstAttribute relation multiplier × second.secondAttribute + constant @ priority`.
    mutating func add(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                      _ relation: NSLayoutConstraint.Relation,
                      _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
                      multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: UILayoutPriority = .required, _ identifier: String) {
        specs.append(StackConstraintSpec(first: first, firstAttribute: firstAttribute, relation: relation,
                                         second: second, secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
                                         multiplier: multiplier, constant: constant, priority: priority,
                                         identifier: identifier))
    }

    /// A view's intrinsic length on an axis, or nil when it has none.
    static func intrinsicLength(of view: UIView, _ axis: StackAxisAttributes) -> CGFloat? {
        let size = view.intrinsicContentSize
        let length = axis.size == .width ? size.width : size.height
        return length >= 0 && length.isFinite ? length : nil
    }
}
