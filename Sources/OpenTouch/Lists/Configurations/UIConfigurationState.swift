/// The state a configuration reads when a view asks for an updated one: traits plus flags such as
/// highlighted and selected, and any custom states an app sets.
public protocol UIConfigurationState {
    /// A state with the given traits and every flag off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view whose state this is.
    var traitCollection: UITraitCollection { get set }
    /// A custom state the app stores under `key`; nil when unset.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of an app-defined configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A key named `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
