import Foundation

/// A linear relation between two layout attributes, `first = multiplier × second + constant`
/// (or `≤`, `≥`), that Auto Layout keeps when it finds the views' frames.
///
/// Items are views or ``UILayoutGuide``s and are held weakly, as UIKit holds them. An active
/// constraint is installed on the nearest common ancestor of its items (``UIView/constraints``);
/// removing a view from its superview deactivates the constraints that tie it to views outside.
@preconcurrency @MainActor
open class NSLayoutConstraint: Hashable {
    /// The first item, a view or a layout guide.
    open var firstItem: AnyObject? { firstObject }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the first attribute relates to the second.
    public let relation: Relation
    /// The second item, or nil for a constant width or height.
    open var secondItem: AnyObject? { secondObject }
    /// The second item's attribute (``Attribute/notAnAttribute`` without a second item).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// The constant added to the second attribute; changing it updates the layout cheaply.
    // Exclusivity: the engine reads it for every constraint it makes in the solver, and the
    // observer reads it once a write is over; no access overlaps another. Checked, the reads of
    // a 10,000-constraint chain's rebuild paid a `swift_beginAccess` each (callgrind
    // `layout-chain-10000`: 0.76 M instructions for 10,000 reads of `constant`, 1.14 M for
    // 15,000 of `priority`).
    @exclusivity(unchecked) open var constant: CGFloat {
        didSet { if constant != oldValue { engineValuesDidChange(constantOnly: true) } }
    }
    /// The constraint's priority; a required (1000) constraint must hold.
    // Exclusivity: unchecked, as ``constant`` (the figures are there).
    @exclusivity(unchecked) open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { engineValuesDidChange() } }
    }
    /// A name shown in descriptions and diagnostics.
    open var identifier: String?
    /// Whether archiving keeps the constraint; kept, unused.
    open var shouldBeArchived = false

    weak var firstObject: AnyObject?
    weak var secondObject: AnyObject?
    /// The view the constraint is installed on while active.
    weak var installedOn: UIView?
    /// For constraints made from ``NSLayoutXAxisAnchor/anchorWithOffset(to:)``: the side is the
    /// distance between two anchors rather than an attribute.
    var firstOffset: LayoutOffset?
    /// Where the engine of its tree keeps the solver's form of the constraint: a slot of
    /// ``LayoutEngine/recordSlots``, with the engine's ``LayoutEngine/recordEpoch`` when it was
    /// made (``LayoutEngine/record(of:)``); stale once that engine rebuilds. The constraint keeps
    /// the slot, not the solver's constraint: that one's name describes this constraint, and
    /// holding it here made a cycle that kept both alive. Unchecked, as ``constant``: read and
    /// written only by single statements of the engine (it replaces the engine's hashed
    /// ``LayoutEngine/records``, whose checked accesses paid a `swift_beginAccess` each:
    /// callgrind `layout-chain-10000`, 0.8 M instructions for a rebuild's 10,000 constraints).
    @exclusivity(unchecked) var engineRecord: (epoch: UInt64, slot: Int)?
    var secondOffset: LayoutOffset?

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// `view1` and `view2` are views or ``UILayoutGuide``s; `view2` is nil (with
    /// ``Attribute/notAnAttribute``) for a constant width or height.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstObject = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondObject = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    /// A constraint between two items already known as objects (the anchors' constraints):
    /// as the public initializer with `view1` and `view2`, without boxing them through `Any`
    /// (bridging an item to `AnyObject` cost about 2,900 instructions a constraint). A nil
    /// `second` is a constant size (``Attribute/notAnAttribute``).
    ///
    /// `@usableFromInline`: a designated initializer hidden from other modules would stop their
    /// subclasses from inheriting convenience initializers, which UIKit's allow.
    @usableFromInline
    init(first: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
         second: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstObject = first
        firstAttribute = attr1
        self.relation = relation
        secondObject = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint takes part in layout. Setting it installs the constraint on its
    /// items' nearest common ancestor (or removes it from there).
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { activateConstraint() } else { deactivateConstraint() }
        }
    }

    /// Activates each constraint, as setting ``isActive`` to true does, in order.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for ``firstAttribute``.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstObject, attribute: firstAttribute)
    }

    /// The second item's anchor, or nil for a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondObject.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// UIKit-style: `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`.
    open var description: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        var text = "<NSLayoutConstraint:\(addressString(of: self)) \(name)\(Self.describe(firstObject)).\(firstAttribute.name) \(relation.symbol) "
        if let secondObject {
            text += multiplier == 1 ? "" : "\(UIKitFormat.number(multiplier))*"
            text += "\(Self.describe(secondObject)).\(secondAttribute.name)"
            if constant != 0 { text += constant > 0 ? " + \(UIKitFormat.number(constant))" : " - \(UIKitFormat.number(-constant))" }
        } else {
            text += UIKitFormat.number(constant)
        }
        if !priority.isRequired { text += " @\(UIKitFormat.number(CGFloat(priority.rawValue)))" }
        if isActive { text += "   (active)" }
        return text + ">"
    }

    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "UILayoutGuide:\(addressString(of: guide)) '\(guide.identifier)'" }
        return typeName(of: item) + ":" + addressString(of: item)
    }

    /// `String(describing: type(of: item))`, remembered per class: the engine names every item
    /// it makes, and describing a type costs about 11,000 instructions (a fifth of making the
    /// items of a 10,000-constraint chain).
    static func typeName(of item: AnyObject) -> String {
        let itemType: AnyObject.Type = type(of: item)
        if let known = typeNames[ObjectIdentifier(itemType)] { return known }
        let name = String(describing: itemType)
        typeNames[ObjectIdentifier(itemType)] = name
        return name
    }

    /// The names ``typeName(of:)`` made, by class.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    public nonisolated static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `0x…` for an object, as UIKit descriptions print addresses.
func addressString(of object: AnyObject) -> String {
    addressString(of: ObjectIdentifier(object))
}

/// ``addressString(of:)`` of the object with this identity.
func addressString(of identity: ObjectIdentifier) -> String {
    "0x" + String(UInt(bitPattern: identity.hashValue), radix: 16)
}

extension NSLayoutConstraint: @preconcurrency CustomStringConvertible {}
