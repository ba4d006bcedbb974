/// A cell's configuration state: the view states plus editing, swiping, expansion, reordering
/// and drag and drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The cell's drag state.
    public enum DragState: Hashable, Sendable {
        /// Not part of a drag.
        case none
        /// Lifting for a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// The cell's drop state.
    public enum DropState: Hashable, Sendable {
        /// Not a drop target.
        case none
        /// A drop target that is not the one the drop would land on.
        case notTargeted
        /// The drop would land on this cell.
        case targeted
    }

    /// The view states: traits, disabled, highlighted, selected, focused, pinned, custom states.
    private var view: UIViewConfigurationState
    /// Whether the list is in editing mode.
    public var isEditing = false
    /// Whether the cell's section is expanded (outline lists).
    public var isExpanded = false
    /// Whether the cell is swiped open to show its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's part in a drag.
    public var cellDragState = DragState.none
    /// The cell's part in a drop.
    public var cellDropState = DropState.none

    /// A state with the given traits and every flag off.
    public init(traitCollection: UITraitCollection) {
        view = UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// The cell's traits.
    public var traitCollection: UITraitCollection {
        get { view.traitCollection }
        set { view.traitCollection = newValue }
    }
    /// Whether the cell is disabled.
    public var isDisabled: Bool {
        get { view.isDisabled }
        set { view.isDisabled = newValue }
    }
    /// Whether the cell is highlighted (a finger is on it).
    public var isHighlighted: Bool {
        get { view.isHighlighted }
        set { view.isHighlighted = newValue }
    }
    /// Whether the cell is selected.
    public var isSelected: Bool {
        get { view.isSelected }
        set { view.isSelected = newValue }
    }
    /// Whether the cell has focus.
    public var isFocused: Bool {
        get { view.isFocused }
        set { view.isFocused = newValue }
    }
    /// Whether the cell is pinned.
    public var isPinned: Bool {
        get { view.isPinned }
        set { view.isPinned = newValue }
    }

    /// A custom state the app stores under `key`; nil when unset.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { view[key] }
        set { view[key] = newValue }
    }
}
