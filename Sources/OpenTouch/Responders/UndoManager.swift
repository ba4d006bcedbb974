#if !canImport(Darwin)
import Foundation

/// Records changes so they can be undone and redone, standing in for Foundation's `UndoManager`
/// (missing from Foundation on Linux).
///
/// Registrations between ``beginUndoGrouping()`` and ``endUndoGrouping()`` form one undo step;
/// a registration made outside a group is a step of its own. Undoing a step runs its handlers in
/// reverse order; the registrations they make form the matching redo step.
@preconcurrency @MainActor
open class UndoManager {
    private struct Step {
        var actions: [@MainActor () -> Void] = []
        var targets: [ObjectIdentifier] = []
        var name = ""
    }

    private var undoStack: [Step] = []
    private var redoStack: [Step] = []
    private var openGroups: [Step] = []
    private var registering: Step?
    /// Whether an undo is running.
    public private(set) var isUndoing = false
    /// Whether a redo is running.
    public private(set) var isRedoing = false
    private var disabledCount = 0
    /// The most steps kept; 0 (the default) keeps every step.
    open var levelsOfUndo = 0

    /// Creates an empty undo manager.
    public init() {}

    /// Whether registrations are recorded (``disableUndoRegistration()`` turns it off).
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }
    /// Whether there is a step to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }
    /// The name of the step ``undo()`` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the step ``redo()`` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Records `handler`, run with `target` when the step is undone.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action: @MainActor () -> Void = { [target] in handler(target) }
        if registering != nil {
            registering!.actions.append(action)
            registering!.targets.append(ObjectIdentifier(target))
        } else if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
            openGroups[openGroups.count - 1].targets.append(ObjectIdentifier(target))
        } else {
            push(Step(actions: [action], targets: [ObjectIdentifier(target)]))
        }
    }

    /// Names the step being recorded (or the last one).
    open func setActionName(_ actionName: String) {
        if registering != nil { registering!.name = actionName }
        else if !openGroups.isEmpty { openGroups[openGroups.count - 1].name = actionName }
        else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    /// Opens a group: registrations until the matching ``endUndoGrouping()`` form one step.
    open func beginUndoGrouping() {
        openGroups.append(Step())
    }

    /// Closes the innermost group; a group inside another joins it.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if openGroups.isEmpty {
            if !group.actions.isEmpty { push(group) }
        } else {
            openGroups[openGroups.count - 1].actions.append(contentsOf: group.actions)
            openGroups[openGroups.count - 1].targets.append(contentsOf: group.targets)
        }
    }

    /// Undoes the last step; its handlers' registrations become the redo step.
    open func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let step = undoStack.popLast() else { return }
        isUndoing = true
        let redo = replay(step)
        isUndoing = false
        if !redo.actions.isEmpty { redoStack.append(redo) }
    }

    /// Redoes the last undone step.
    open func redo() {
        guard let step = redoStack.popLast() else { return }
        isRedoing = true
        let undo = replay(step)
        isRedoing = false
        if !undo.actions.isEmpty { undoStack.append(undo) }
    }

    /// Forgets every step.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Forgets the steps that involve `target`.
    open func removeAllActions(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        undoStack.removeAll { $0.targets.contains(id) }
        redoStack.removeAll { $0.targets.contains(id) }
    }

    /// Stops recording registrations until ``enableUndoRegistration()``.
    open func disableUndoRegistration() { disabledCount += 1 }
    /// Resumes recording registrations.
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    private func push(_ step: Step) {
        undoStack.append(step)
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    /// Runs a step's handlers, newest first, collecting what they register.
    private func replay(_ step: Step) -> Step {
        let outer = registering
        registering = Step(name: step.name)
        for action in step.actions.reversed() { action() }
        let collected = registering!
        registering = outer
        return collected
    }
}
#endif
