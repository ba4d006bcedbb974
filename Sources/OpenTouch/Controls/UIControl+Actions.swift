import Foundation

/// Target-action: registering, removing and sending actions.
///
/// Targets are held weakly, like UIKit's; a released target's actions are dropped. Linux has no
/// Objective-C selectors, so a target's action is an unapplied method reference —
/// `ViewController.buttonTapped` for `func buttonTapped(_ sender: UIButton)`, with no argument,
/// the sender, or the sender and the event. Pass `actionName:` (`"buttonTapped:"`) to let
/// ``actions(forTarget:forControlEvent:)`` and ``removeTarget(_:actionName:for:)`` name it and to
/// have a second registration of the same target and name merged into the first, as UIKit does.
/// ``Selector``-based actions (`Selector("save:")`) go through ``UIApplication/sendAction(_:to:from:for:)-(Selector,_,_,_)``,
/// so a nil target walks the responder chain. Actions are sent in registration order.
extension UIControl {
    /// Registers a method of `target` that takes no argument for `controlEvents`.
    @preconcurrency public func addTarget<T: AnyObject>(
        _ target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void,
        actionName: String? = nil, for controlEvents: Event
    ) {
        register(target, actionName, controlEvents) { object, _, _ in
            guard let target = object as? T else { return }
            action(target)()
        }
    }

    /// Registers a method of `target` that takes the sender (cast to `Sender` when sent) for `controlEvents`.
    @preconcurrency public func addTarget<T: AnyObject, Sender: UIControl>(
        _ target: T, action: @escaping @MainActor (T) -> @MainActor (Sender) -> Void,
        actionName: String? = nil, for controlEvents: Event
    ) {
        register(target, actionName, controlEvents) { object, control, _ in
            guard let target = object as? T, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Registers a method of `target` that takes the sender as `Any` (UIKit's `@IBAction func f(_ sender: Any)`).
    @preconcurrency public func addTarget<T: AnyObject>(
        _ target: T, action: @escaping @MainActor (T) -> @MainActor (Any) -> Void,
        actionName: String? = nil, for controlEvents: Event
    ) {
        register(target, actionName, controlEvents) { object, control, _ in
            guard let target = object as? T else { return }
            action(target)(control)
        }
    }

    /// Registers a method of `target` that takes the sender and the event (UIKit's `action:forEvent:` form).
    @preconcurrency public func addTarget<T: AnyObject, Sender: UIControl>(
        _ target: T, action: @escaping @MainActor (T) -> @MainActor (Sender, UIEvent?) -> Void,
        actionName: String? = nil, for controlEvents: Event
    ) {
        register(target, actionName, controlEvents) { object, control, event in
            guard let target = object as? T, let sender = control as? Sender else { return }
            action(target)(sender, event)
        }
    }

    /// Registers a method of `target` that takes the sender and a non-optional event
    /// (`func saveTapped(_ sender: UIButton, forEvent event: UIEvent)`). It is not called for
    /// actions sent without an event (``sendActions(for:)`` from code), which UIKit would pass nil.
    @preconcurrency public func addTarget<T: AnyObject, Sender: UIControl>(
        _ target: T, action: @escaping @MainActor (T) -> @MainActor (Sender, UIEvent) -> Void,
        actionName: String? = nil, for controlEvents: Event
    ) {
        register(target, actionName, controlEvents) { object, control, event in
            guard let target = object as? T, let sender = control as? Sender, let event else { return }
            action(target)(sender, event)
        }
    }

    /// Registers a selector for `controlEvents`; with a nil target it travels the responder chain.
    ///
    /// The target must be a ``UIResponder`` that performs the action (see
    /// ``UIResponder/perform(_:withSender:for:)``); a target that is not an object counts as nil.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = ControlTarget.object(target)
        insert(ControlTarget(target: object, hasTarget: object != nil, name: action.name, isNamed: true,
                             events: controlEvents, payload: .selector))
    }

    /// Removes `controlEvents` from the matching registrations (a registration left with no events goes).
    ///
    /// A nil `target` matches every target (nil-targeted ones included); a nil `action` matches
    /// every action of the target. With both nil, UIActions are removed too.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeTarget(target, actionName: action?.name, for: controlEvents)
    }

    /// Removes `controlEvents` from `target`'s registrations named `actionName` (all of them when nil).
    public func removeTarget(_ target: Any?, actionName: String?, for controlEvents: Event) {
        let object = ControlTarget.object(target)
        removeEvents(controlEvents) { entry in
            if entry.action != nil { return target == nil && actionName == nil }
            if target != nil && !entry.hasTarget(object) { return false }
            return actionName == nil || entry.name == actionName
        }
    }

    /// The live targets of the control's target-actions, each once, in registration order.
    ///
    /// UIKit returns a `Set<AnyHashable>`; OpenTouch's targets need not be hashable, so this is an array.
    public var allTargets: [AnyObject] {
        dropDeadTargets()
        var targets: [AnyObject] = []
        for entry in controlTargets {
            guard let target = entry.target, !targets.containsIdentical(target) else { continue }
            targets.append(target)
        }
        return targets
    }

    /// Every event some target-action or UIAction is registered for.
    public var allControlEvents: Event {
        dropDeadTargets()
        var events: Event = []
        for entry in controlTargets { events.formUnion(entry.events) }
        return events
    }

    /// The names of `target`'s actions registered for any of `controlEvent` (nil target: the
    /// nil-targeted ones), or nil when there are none. Unnamed method references read "action".
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        dropDeadTargets()
        let object = ControlTarget.object(target)
        var names: [String] = []
        for entry in controlTargets where entry.hasTarget(object) && !entry.events.isDisjoint(with: controlEvent) {
            names.append(entry.name)
        }
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for any of `controlEvents`, in registration order, with no event.
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Sends the actions registered for any of `controlEvents` with `event`.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        activeTraceHub(during: event)?.record(.controlEvents(control: self, events: controlEvents))
        dropDeadTargets()
        let snapshot = controlTargets
        for entry in snapshot where !entry.events.isDisjoint(with: controlEvents) {
            send(entry, event)
        }
    }

    private func send(_ entry: ControlTarget, _ event: UIEvent?) {
        switch entry.payload {
        case .action(let action):
            sendAction(action)
        case .selector:
            guard !entry.isDead else { return }
            sendAction(Selector(entry.name), to: entry.target, for: event)
        case .method(let call):
            guard let target = entry.target else { return }
            let previous = pendingInvocation
            pendingInvocation = ControlTarget.Invocation(selector: Selector(entry.name), target: target, call: call)
            sendAction(Selector(entry.name), to: target, for: event)
            pendingInvocation = previous
        }
    }

    // MARK: Storage

    @preconcurrency private func register(_ target: AnyObject, _ actionName: String?, _ events: Event,
                          _ call: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void) {
        insert(ControlTarget(target: target, hasTarget: true, name: actionName ?? "action",
                             isNamed: actionName != nil, events: events, payload: .method(call)))
    }

    /// Adds a registration, or merges its events (and, for a UIAction, the action) into the same one.
    func insert(_ entry: ControlTarget) {
        dropDeadTargets()
        for index in controlTargets.indices where controlTargets[index].isSameRegistration(as: entry) {
            controlTargets[index].events.formUnion(entry.events)
            controlTargets[index].payload = entry.payload
            return
        }
        controlTargets.append(entry)
    }

    /// Removes `events` from the registrations `matches` picks; drops those left with none.
    func removeEvents(_ events: Event, where matches: (ControlTarget) -> Bool) {
        var kept: [ControlTarget] = []
        for var entry in controlTargets where !entry.isDead {
            if matches(entry) { entry.events.subtract(events) }
            if !entry.events.isEmpty { kept.append(entry) }
        }
        controlTargets = kept
    }

    func dropDeadTargets() {
        var index = controlTargets.startIndex
        while index < controlTargets.endIndex {
            if controlTargets[index].isDead {
                controlTargets.remove(at: index)
            } else {
                index += 1
            }
        }
    }
}
