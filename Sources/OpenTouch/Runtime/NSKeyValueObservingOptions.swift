#if !canImport(ObjectiveC)
/// What a key-value observation reports, with Foundation's raw values (Foundation on Linux
/// has no key-value observing).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The option set's bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Report the new value in ``NSKeyValueObservedChange/newValue``.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Report the old value in ``NSKeyValueObservedChange/oldValue``.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Call the handler once at once, before `observe` returns.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Call the handler a second time for each change, flagged ``NSKeyValueObservedChange/isPrior``.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a key-value change, with Foundation's raw values; properties of views always
/// change by ``setting``.
public enum NSKeyValueChange: UInt, Sendable, Hashable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}

/// One change a key-value observation reports.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change: ``NSKeyValueChange``.
    public typealias Kind = NSKeyValueChange
    /// How the value changed: always ``NSKeyValueChange/setting`` for view properties.
    public let kind: Kind
    /// The value after the change, when the observation asked for ``NSKeyValueObservingOptions/new``
    /// (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when the observation asked for ``NSKeyValueObservingOptions/old``.
    public let oldValue: Value?
    /// The indexes of a to-many change; nil for view properties.
    public let indexes: IndexSet?
    /// Whether this is the notification ``NSKeyValueObservingOptions/prior`` asked for.
    public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}
#endif
