import Foundation

/// The base class of gesture recognizers: a state machine fed with touches before views get them.
///
/// Subclasses override the touch methods and set ``state``; the gesture environment decides,
/// from delegates, failure requirements and prevention rules, whether a transition happens, sends
/// the actions, and cancels or delays the touches of views (see <doc:GestureArena>).
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// Values set with `objc_setAssociatedObject`, released with the recognizer (guarded by the
    /// associated-object registry's lock).
    nonisolated(unsafe) final var associatedValues: AssociatedValues?
    /// A recognizer's states. Discrete: possible → ended (recognized) or failed. Continuous:
    /// possible → began → changed… → ended or cancelled, or possible → failed.
    public enum State: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Not yet recognized; the default.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete one was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture was not recognized.
        case failed

        /// The discrete gesture was recognized (the same as `.ended`).
        public static let recognized = State.ended

        /// The state's name as UIKit prints it.
        public var description: String {
            switch self {
            case .possible: "Possible"
            case .began: "Began"
            case .changed: "Changed"
            case .ended: "Ended"
            case .cancelled: "Cancelled"
            case .failed: "Failed"
            }
        }

        /// Whether the state ends an attempt (ended, cancelled or failed).
        @inline(__always) var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Whether the gesture is recognized and running or done (began, changed or ended).
        @inline(__always) var isRecognizing: Bool { self == .began || self == .changed || self == .ended }
    }

    // MARK: Configuration

    /// The recognizer's delegate, held weakly. Unchecked: judging a member that begins reads the
    /// delegates of every other member, and each read's exclusivity check (about 76 instructions)
    /// took 15 M of `--profile pan20`'s 1,210 M instructions (callgrind).
    @exclusivity(unchecked) public weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging.
    open var name: String?
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (2.0 M of them in
    // `GestureEnvironment.transition`, 1.3 M in `commitState`, 0.8 M in `isEnabled`) and takes
    // 1.78× the instructions for the pipeline, 1.71× for five recognizers and 1.25× for the seed
    // hit test (callgrind, Benchmarks/README.md).
    /// Whether views get `touchesCancelled` for this recognizer's touches when it begins or recognizes. Default true.
    @exclusivity(unchecked) open var cancelsTouchesInView = true
    /// Whether views get no `touchesBegan` for this recognizer's touches until it fails. Default false.
    @exclusivity(unchecked) open var delaysTouchesBegan = false
    /// Whether views get `touchesEnded` for this recognizer's touches only once it fails. Default true.
    @exclusivity(unchecked) open var delaysTouchesEnded = true
    /// The touch types the recognizer receives, as `UITouch.TouchType` raw values. Default: all.
    open var allowedTouchTypes: [NSNumber] = UITouch.TouchType.allCases.map { NSNumber(value: $0.rawValue) }
    /// The press types the recognizer receives, as `UIPress.PressType` raw values. Default: none.
    open var allowedPressTypes: [NSNumber] = []
    /// Whether, once it has a touch of one type, the recognizer ignores touches of other types. Default true.
    @exclusivity(unchecked) open var requiresExclusiveTouchType = true

    /// Whether the recognizer takes part in touch handling. Disabling it mid-gesture cancels
    /// (or fails) the gesture; it receives no touches while disabled.
    @exclusivity(unchecked) open var isEnabled = true {
        didSet {
            if oldValue && !isEnabled { attempt?.arena?.recognizerWasDisabled(self) }
        }
    }

    /// The view the recognizer is attached to (not retained; the view clears it when it goes away).
    public internal(set) var view: UIView? {
        get { viewReference.object }
        set { viewReference.object = newValue }
    }
    private var viewReference = UnownedReference<UIView>()

    // MARK: State

    /// The current state. Subclasses set it; the environment applies UIKit's rules (see the type's discussion).
    ///
    /// A value a subclass sets reads back at once, inside the same `touches…` method, timer or
    /// `reset()`. The arena judges it (failure requirements, delegates, prevention) and sends the
    /// actions when that callback returns; from then on the getter returns what the arena decided:
    /// `.failed` when it refused, and `.possible` while it waits for a recognizer it requires to fail.
    ///
    /// A gesture that began may end with `.ended`, `.cancelled` or `.failed` (targets get one last
    /// action in that state). Illegal transitions (from a terminal state, or from `.possible` to
    /// `.changed`) are ignored with a diagnostic. Setting `.changed` again sends the action again.
    ///
    /// Subclasses may override it (observers, or a getter and setter calling `super`); the engine's
    /// own changes go through it too, as public subclasses expect (see <doc:UIKitBehaviorChoices>).
    open var state: State {
        get { attempt?.provisionalState ?? storedState }
        set {
            if let notice = stateNotice, notice == newValue {
                stateNotice = nil
                storedState = newValue
                return
            }
            statesSetAwaitingCommit.append(newValue)
            // The usual request (legal, set during a callback: a pan's `.changed`) is queued here;
            // the others go out of line (called for every request, `requestState` and the
            // queueing took about 36 instructions more a move in `--profile mixed5`, callgrind).
            let current = state
            guard Self.isLegal(from: current, to: newValue) else { return reportIllegalTransition(from: current, to: newValue) }
            if queueDuringCallback(newValue) { return }
            requestOutsideCallback(newValue, from: current)
        }
    }

    /// The state the arena has committed.
    @exclusivity(unchecked) var storedState: State = .possible
    /// The values that went through the ``state`` setter and the engine has not committed yet,
    /// in order, so an override hears of each committed change once.
    @exclusivity(unchecked) var statesSetAwaitingCommit = PendingStateLog()
    /// The committed state being passed through the ``state`` setter: the base setter stores it
    /// instead of requesting a transition.
    @exclusivity(unchecked) var stateNotice: State?

    // MARK: Storage used by the engine

    /// The recognizer's attempt, from its first touch to its reset; nil between attempts. Only the
    /// ``GestureArena`` sets it (see `GestureAttempt`).
    @exclusivity(unchecked) final var attempt: GestureAttempt?
    /// Recognizers this one requires to fail (`require(toFail:)`).
    @exclusivity(unchecked) var staticFailureRequirements: [WeakRecognizer] = []
    /// The centroid of the touches in window coordinates, kept after they end.
    @exclusivity(unchecked) var lastCentroid: CGPoint = .zero
    /// The window ``lastCentroid`` is in (see `UIGestureRecognizer+LastWindow.swift`).
    @exclusivity(unchecked) var lastWindowReference = UnownedReference<UIWindow>()
    @exclusivity(unchecked) var targets: [GestureTarget] = []

    // MARK: Creating

    /// Creates a recognizer that sends `action` to `target`: UIKit's designated initializer.
    ///
    /// There is no Objective-C runtime here: the target performs a ``Selector`` through
    /// ``UIResponder/perform(_:withSender:for:)`` when it is a ``UIResponder`` that
    /// ``UIResponder/responds(to:)`` it, as ``UIControl`` selectors do. A nil target or action adds
    /// nothing. Subclasses override this initializer and call `super.init(target:action:)`; the
    /// method-reference and closure initializers below all go through it.
    public init(target: Any?, action: Selector?) {
        if let action, let target = ControlTarget.object(target) {
            targets.append(.selector(action, target: target))
        }
    }

    /// Creates a recognizer with no target.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer that calls `action` on `target`, for example `ViewController.handleTap`.
    /// `actionName` only appears in ``description``.
    @preconcurrency public convenience init<T: AnyObject, G: UIGestureRecognizer>(
        target: T, action: @escaping @MainActor (T) -> @MainActor (G) -> Void, actionName: String = "action:"
    ) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action, actionName: actionName)
    }

    /// Creates a recognizer that calls a method taking no argument on `target`.
    @preconcurrency public convenience init<T: AnyObject>(target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void, actionName: String = "action") {
        self.init(target: nil, action: nil)
        addTarget(target, action: action, actionName: actionName)
    }

    /// Creates a recognizer that calls `handler` on every action.
    @preconcurrency public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(handler: handler)
    }

    // A plain (nonisolated) deinit, as UIView's: a recognizer must be released on the main actor.
    deinit {
        MainActor.assumeIsolated { leaveLastWindow() }
        OwnerLiveness.ended(self)
    }

    // MARK: Target-action

    /// Adds a target-action pair; the target is held weakly. Adding the same pair twice adds it once.
    @preconcurrency public func addTarget<T: AnyObject, G: UIGestureRecognizer>(
        _ target: T, action: @escaping @MainActor (T) -> @MainActor (G) -> Void, actionName: String = "action:"
    ) {
        guard !targets.contains(where: { $0.target === target && $0.name == actionName }) else { return }
        targets.append(.method(target, action, name: actionName, owner: self))
    }

    /// Adds a target with a method taking no argument; the target is held weakly.
    @preconcurrency public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> @MainActor () -> Void, actionName: String = "action") {
        guard !targets.contains(where: { $0.target === target && $0.name == actionName }) else { return }
        targets.append(.method(target, action, name: actionName))
    }

    /// Adds a target that performs `action` (see ``init(target:action:)``); the target is held weakly.
    public func addTarget(_ target: Any, action: Selector) {
        guard let object = ControlTarget.object(target),
              !targets.contains(where: { $0.target === object && $0.name == action.name }) else { return }
        targets.append(.selector(action, target: object))
    }

    /// Removes the pair of `target` and `action`; a nil target removes every pair with `action`,
    /// and a nil action every pair of `target` (both nil: every pair and closure).
    public func removeTarget(_ target: Any?, action: Selector?) {
        removeTarget(ControlTarget.object(target), actionName: action?.name)
    }

    /// Adds a closure called on every action.
    @preconcurrency public func addTarget(handler: @escaping @MainActor (UIGestureRecognizer) -> Void, actionName: String = "handler") {
        targets.append(.closure(handler, name: actionName))
    }

    /// Removes the actions of `target` (the one named `actionName`, or all of them when nil);
    /// a nil target removes the pairs named `actionName`, or every pair and closure when that is nil too.
    public func removeTarget(_ target: AnyObject?, actionName: String? = nil) {
        targets.removeAll { pair in
            (target == nil || pair.target === target) && (actionName == nil || pair.name == actionName)
        }
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it begins or
    /// recognizes; if the other one begins or recognizes, this one fails.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !staticFailureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        staticFailureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    // MARK: Touches

    /// The number of touches the recognizer is handling.
    public var numberOfTouches: Int {
        var count = 0
        for touch in trackedTouches where !isIgnored(touch) { count += 1 }
        return count
    }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's when nil);
    /// after the touches end, their last centroid.
    open func location(in view: UIView?) -> CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0, count: CGFloat = 0
        for touch in trackedTouches where !isIgnored(touch) {
            let point = touch.location(in: view)
            x += point.x
            y += point.y
            count += 1
        }
        guard count > 0 else { return Self.convert(lastCentroid, from: lastWindow, to: view) }
        return CGPoint(x: x / count, y: y / count)
    }

    /// The location of one of the recognizer's touches, by index in the order they began.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        var index = 0
        for touch in trackedTouches where !isIgnored(touch) {
            if index == touchIndex { return touch.location(in: view) }
            index += 1
        }
        attempt?.arena?.report(.invalidTouchIndex, "location(ofTouch: \(touchIndex)) with \(index) touches")
        return location(in: view)
    }

    /// The application clock, for subclasses' timers; nil until the recognizer is in a window.
    public var clock: (any EventClock)? {
        attempt?.arena?.host?.application?.clock ?? view?.window?.windowScene?.application?.clock
    }

    // MARK: For subclasses

    /// Called once the attempt is over and the recognizer is back to `.possible`; reset your state here.
    open func reset() {}

    /// Stops sending `touch` to the recognizer; the touch is not cancelled in its view on recognition.
    ///
    /// Only a touch the recognizer received counts (one passed to its `touches…` methods); before
    /// its first touch (from a delegate's `shouldReceive`, say) there is nothing to ignore.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        guard let attempt, !attempt.isIgnored(touch) else { return }
        attempt.ignored.append(touch)
        attempt.arena?.recognizer(self, didIgnore: touch)
    }

    /// Stops sending `press` to the recognizer.
    open func ignore(_ press: UIPress, for event: UIPressesEvent) {}

    /// Whether this recognizer, by beginning or recognizing, can make `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` can make this recognizer fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; asked once per attempt. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail; asked once per attempt. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer receives anything of `event`; asked at touch-down. Default true.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Whether the touch's view may be sent its began now; a refusal discards the touch for the
    /// view (it never sees it). Asked when the began would be delivered: at touch-down, or when a
    /// held began is released. Scroll views use it for `touchesShouldBegin(_:with:in:)`.
    func allowsViewBegan(of touch: UITouch, with event: UIEvent) -> Bool { true }

    /// New touches for the recognizer.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Estimated properties of the recognizer's touches were updated.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// Presses began.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses changed.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses ended.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses were cancelled.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// The UIKit class a custom subclass derives from, printed as `baseClass` (UIKit's standard
    /// recognizers override it with their own name).
    class var standardClassName: String? { nil }

    /// Extra `key = value` fields for the description, after the common ones; subclasses add theirs.
    open var descriptionFields: [String] { [] }

    // MARK: Internals

    /// The touches the recognizer receives this attempt, in the order they began (ended ones
    /// stay until the event is over); ignored ones included.
    var trackedTouches: [UITouch] { attempt?.touches ?? [] }

    /// Every touch received this attempt, lifted or not.
    var attemptTouches: [UITouch] { attempt?.allTouches.elements ?? [] }

    /// Whether the recognizer ignores `touch` (`ignore(_:for:)`).
    func isIgnored(_ touch: UITouch) -> Bool {
        attempt?.isIgnored(touch) ?? false
    }

    /// Reports a transition ``isLegal(from:to:)`` refuses (setting `.possible` again is not reported).
    @inline(never)
    private func reportIllegalTransition(from current: State, to newState: State) {
        if newState != current || newState != .possible {
            let message = "illegal transition \(current) → \(newState) ignored"
            attempt?.arena?.report(.illegalStateTransition, message)
        }
    }

    /// A legal state set outside a callback of its arena (from a timer, say): the arena judges it
    /// now; with no arena, a final state ends the attempt at once.
    @inline(never)
    private func requestOutsideCallback(_ newState: State, from current: State) {
        if let attempt, let arena = attempt.arena {
            // Its arena judges its attempt: no lookup of either again.
            arena.request(newState, for: self, attempt)
        } else if let arena = view?.window?.windowScene?.application?.gestureEnvironment.arena {
            arena.request(newState, for: self)
        } else if view != nil, newState.isTerminal {
            // In a view that is not in a window: no arena to judge it, no touches, no event
            // sequence to wait for. Targets hear of a final state, and it resets at once; a
            // gesture cannot be under way there, so `.began` and `.changed` are ignored.
            storedState = newState
            if Self.sendsActions(from: current, to: newState) { sendActions() }
            if newState.isTerminal, storedState == newState {
                commitState(.possible)
                reset()
            }
        }
        // Detached from every view (removed from inside its own callback, say): nothing to report on.
        // A recognizer that is not in a window and asks to begin is not tracking any touch either.
    }

    /// Queues `newState` for the end of the callback its attempt's arena is running, as
    /// `GestureArena.request(_:for:_:)` would then; returns false, doing nothing, when there is no
    /// attempt or no callback runs. The attempt and the arena are read in place, neither retained:
    /// the running callback holds the arena, and the attempt is last read before the queue grows
    /// (held across the append, it cost a retain and release a request, about 37 instructions a
    /// move in `--profile mixed5`, callgrind).
    @inline(__always)
    private func queueDuringCallback(_ newState: State) -> Bool {
        guard let link = attempt?.arenaReference, link.withObject({ $0.isRunningCallback }) == true else {
            return false
        }
        attempt?.provisionalState = newState
        link.withObject { $0.enqueue(newState, for: self) }
        return true
    }

    /// UIKit's legal transitions for a subclass setting ``state``. A gesture that began may also
    /// end by failing, as public subclasses do when the finger lifts outside their shape.
    static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled), (.changed, .failed): true
        default: false
        }
    }

    /// Whether targets hear of the transition: every one but to `.possible`, and to `.failed`
    /// only when the gesture had begun (their last action, so they can clean up).
    @inline(__always)
    static func sendsActions(from old: State, to new: State) -> Bool {
        switch new {
        case .possible: false
        case .failed: old == .began || old == .changed
        default: true
        }
    }

    /// Sends every action; targets that are gone are dropped.
    func sendActions() {
        // One pair (the usual case): its closure is held for the call, as the copy below would
        // hold it, without a copy of the list (a retain and release of the list and of the
        // closure's context fewer an action in `--profile pan5`, callgrind).
        if targets.count == 1 {
            let send = targets[0].send
            if !send(self) {
                targets.removeAll { $0.hasTarget && $0.target == nil }
            }
            return
        }
        // Iterates a copy: an action may add or remove targets. Indexing reads each pair's
        // closure in place, without copying the pair's weak reference.
        let current = targets
        var anyGone = false
        var index = 0
        while index < current.count {
            if !current[index].send(self) { anyGone = true }
            index += 1
        }
        if anyGone {
            targets.removeAll { $0.hasTarget && $0.target == nil }
        }
    }

    /// Reports a selector action whose target does not perform it.
    func reportUnperformedAction(_ action: Selector, target: AnyObject) {
        let message = "\(String(describing: type(of: target))) does not respond to \(action.name); "
            + "the action of \(String(describing: type(of: self))) was not sent "
            + "(override responds(to:) and perform(_:withSender:for:), or pass a method reference)"
        let application = attempt?.arena?.host?.application ?? view?.window?.windowScene?.application
        application?.report(InputDiagnostic(.unhandledAction, message))
    }

    private static func convert(_ point: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        guard let window else { return view.convertFromScreen(point) }
        return window.convert(point, to: view)
    }
}

/// A weak reference to a recognizer, for failure requirements.
@MainActor
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

extension UIGestureRecognizer: @preconcurrency CustomStringConvertible {
    /// UIKit's format: `<UITapGestureRecognizer: 0x…; state = Ended; view = <UIView: 0x…>;
    /// target= <(action=handleTap:, target=<ViewController 0x…>)>>`.
    public var description: String {
        let typeName = String(describing: type(of: self))
        var fields = ["\(typeName): \(address(self))"]
        let base = Self.standardClassName ?? "UIGestureRecognizer"
        if base != typeName { fields.append("baseClass = \(base)") }
        fields.append("state = \(storedState)")
        if !isEnabled { fields.append("enabled = NO") }
        if !cancelsTouchesInView { fields.append("cancelsTouchesInView = NO") }
        if delaysTouchesBegan { fields.append("delaysTouchesBegan = YES") }
        if !delaysTouchesEnded { fields.append("delaysTouchesEnded = NO") }
        if let view { fields.append("view = <\(String(describing: type(of: view))): \(address(view))>") }
        if !targets.isEmpty {
            let pairs = targets.map { pair -> String in
                let target = pair.target.map { "<\(String(describing: type(of: $0))) \(address($0))>" } ?? "(closure)"
                return "(action=\(pair.name), target=\(target))"
            }
            fields.append("target= <\(pairs.joined(separator: ", "))>")
        }
        if let name { fields.append("name = \(name)") }
        fields.append(contentsOf: descriptionFields)
        return "<" + fields.joined(separator: "; ") + ">"
    }

    private func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
