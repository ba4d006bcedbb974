#if !canImport(ObjectiveC)
/// The name of an action a responder can perform, standing in for Objective-C's `Selector`.
///
/// On Linux there is no Objective-C runtime; a selector here is just its name, so
/// `Selector("copy:")` means the same on both platforms.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, for example `"copy:"`.
    public let name: String

    /// Creates a selector from its name.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a selector from a string literal.
    public init(stringLiteral value: String) {
        self.name = value
    }

    public var description: String { name }
}
#endif
