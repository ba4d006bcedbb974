import Foundation

/// A layout item's name, ``NSLayoutConstraint/describe(_:)`` of its view or guide, formatted
/// when first read: the engine names the four variables of every item it makes, and formatting
/// the address cost about 5,000 instructions an item (a 10,000-constraint chain makes 2,500).
///
/// What the name is made of is taken when the item is made (the class name, the object's
/// identity, a guide's identifier), so the name reads the same whenever it is formatted, even
/// after the view is gone.
final class LayoutItemName {
    /// The whole name when it was made eagerly (a guide); empty for a view.
    private let head: String
    /// A view's class, whose name (`String(describing:)`, as ``NSLayoutConstraint/typeName(of:)``
    /// gives it) heads the name; it is described at the first read too (looking the name up
    /// when the item was made cost about 500 instructions an item: a dictionary lookup and an
    /// access check; most names are never read).
    private let type: AnyObject.Type?
    /// The object whose address follows the class name; nil when `head` is the whole name.
    private let identity: ObjectIdentifier?
    /// The formatted name, once read.
    private var formatted: String?

    /// The name of a view (class name and address, formatted later), of a guide
    /// (``NSLayoutConstraint/describe(_:)`` now), or `item` for neither.
    @MainActor
    init(of object: AnyObject?) {
        if let object, object is UIView {
            head = ""
            type = Swift.type(of: object)
            identity = ObjectIdentifier(object)
        } else {
            head = object.map { NSLayoutConstraint.describe($0) } ?? "item"
            type = nil
            identity = nil
        }
    }

    /// The name, formatted the first time.
    var text: String {
        if let formatted { return formatted }
        let text: String
        if let type, let identity {
            text = String(describing: type) + ":" + addressString(of: identity)
        } else {
            text = head
        }
        formatted = text
        return text
    }
}
