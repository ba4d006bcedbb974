/// A view's configuration state: its traits and whether it is disabled, highlighted, selected,
/// focused or pinned.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (a finger is on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    /// Whether the view is pinned (a sticky section header at the top of its list).
    public var isPinned = false
    /// App-defined states, in the order they were set.
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with the given traits and every flag off.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state the app stores under `key`; nil when unset.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
