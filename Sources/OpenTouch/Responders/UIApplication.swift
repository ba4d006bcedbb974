import DequeModule
import Dispatch
import Foundation
import Logging

/// The methods an application's delegate may implement.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// The application: it owns the event pipeline, its scenes and windows, and ends the responder chain.
///
/// Each application has its own clock, event fetcher and queue, so tests can build as many as
/// they like, side by side. Raw input posted to ``eventFetcher`` becomes touches when the main
/// thread drains the queue (``drainEvents()``), which programs get automatically from ``run()``.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The clock every timer and touch timestamp uses.
    public let clock: any EventClock
    /// Where diagnostics are logged (label `OpenTouch`).
    public var logger: Logger
    /// The door for raw input: post ``DigitizerEvent``s, ``KeyboardEvent``s and ``MotionEvent``s
    /// here from any thread; they are delivered in the order they were posted.
    nonisolated public let eventFetcher: EventFetcher
    /// The application's delegate; the responder chain continues to it when it is a plain responder.
    public weak var delegate: UIApplicationDelegate?
    /// The connected scenes, in connection order.
    public private(set) var connectedScenes: [UIWindowScene] = []
    /// The keyboards' state: translators, presses down, key repeat, and the input-view hooks.
    let keyboardEnvironment = KeyboardEnvironment()

    let eventQueue: EventQueue
    let touchEnvironment = TouchEnvironment()
    let gestureEnvironment = GestureEnvironment()
    let traceHub = TraceHub()
    /// What the fetcher's wake-ups drain; cleared when the application goes away.
    private let drainTarget = DrainTarget()
    // Exclusivity (issue 24 audit): the `@exclusivity(unchecked)` stored properties here are on the
    // benchmarks' hot paths. Over the nine `Benchmarks --profile` runs, a release build without any
    // such annotation makes 58 M runtime exclusivity checks (1.35 M of them in `drainEvents`, 0.37
    // M in `windows`) and takes 1.78× the instructions for the pipeline, 1.71× for five recognizers
    // and 1.25× for the seed hit test (callgrind, Benchmarks/README.md).
    @exclusivity(unchecked) private var drainBuffer = Deque<QueuedInput>()
    @exclusivity(unchecked) private var isDraining = false
    /// Whether a window asked for a layout pass (``layoutWindowsIfNeeded()`` runs it).
    @exclusivity(unchecked) var layoutPassRequested = false
    /// View updates asked for during the current event's delivery.
    @preconcurrency @exclusivity(unchecked) private var deferredViewUpdates: [@MainActor () -> Void] = []
    /// How many digitizer events the application has delivered (``runMainLoopTurn()`` counts them).
    @exclusivity(unchecked) var deliveredEventCount = 0
    /// Whether the current stall of the clock's timers has been reported (see ``checkTimerService()``).
    @exclusivity(unchecked) var timerStallReported = false
    /// Whether ``runMainLoopTurn()`` is running.
    @exclusivity(unchecked) var isInMainLoopTurn = false
    /// ``clock`` when it is a ``SystemClock``: drains fire its timers before the events they precede.
    let systemClock: SystemClock?
    /// Whether ``clock`` is a ``VirtualClock``, whose timers are never late.
    let clockIsVirtual: Bool

    /// Creates an application with its own event pipeline.
    ///
    /// - Parameters:
    ///   - clock: The time source; a ``VirtualClock`` (the default) for tests, ``SystemClock`` for programs.
    ///   - logger: Where diagnostics go.
    public init(clock: any EventClock = VirtualClock(), logger: Logger = Logger(label: "OpenTouch")) {
        self.clock = clock
        self.systemClock = clock as? SystemClock
        self.clockIsVirtual = clock is VirtualClock
        self.logger = logger
        let queue = EventQueue()
        self.eventQueue = queue
        self.eventFetcher = EventFetcher(queue: queue, logger: logger)
        super.init()
        UIApplication.newestInstance = self
        AnimationClockEpoch.advance()
        MediaTimeMirror.newest = (clock as? VirtualClock)?.mediaTime
        (clock as? VirtualClock)?.timerObservers.add(self)
        systemClock?.timerObservers.add(self)
        drainTarget.application = self
        touchEnvironment.application = self
        keyboardEnvironment.application = self
        SoftwareKeyboard.install(in: self)
        gestureEnvironment.application = self
        gestureEnvironment.traceHub = traceHub
    }

    /// Released with fingers down, the application ends what it started, as if the system had
    /// cancelled every touch: running gestures are cancelled (their targets hear it), every
    /// responder still owed a touch's end gets `touchesCancelled`, and then nothing it held (timers,
    /// touches, recognizers' state) outlives it. Responder chains end at the windows meanwhile.

    // A plain (nonisolated) deinit, as UIKit's `dealloc`, so that subclasses may write their own
    // `deinit`. Like UIKit's objects, an application must be released on the main actor.
    deinit {
        MainActor.assumeIsolated {
            // `UIApplication.shared` may change, and layers may have kept this application.
            AnimationClockEpoch.advance()
            drainTarget.application = nil
            for scene in connectedScenes where scene.application === self {
                scene.application = nil
            }
            let held = gestureEnvironment.tearDown()
            touchEnvironment.tearDown(including: held)
        }
        OwnerLiveness.ended(self)
    }

    private static var sharedInstance: UIApplication?
    /// The most recently created application, while it is alive.
    private static weak var newestInstance: UIApplication?
    /// The most recently created application while it is alive, without creating one.
    static var newest: UIApplication? { newestInstance }

    /// The application, as UIKit's singleton: the most recently created application, while it is
    /// alive (in a test, the one the test made, so pasted code's `UIApplication.shared.windows` or
    /// `sendAction(_:to:from:for:)` reach the test's scene); otherwise a process-wide application
    /// on the ``SystemClock``, created on first use, for programs.
    public static var shared: UIApplication {
        if let newestInstance { return newestInstance }
        if let sharedInstance { return sharedInstance }
        let application = UIApplication(clock: SystemClock())
        sharedInstance = application
        return application
    }

    /// How touch-downs continue a tap count (``UITouch/tapCount``): the limits can be changed.
    public var tapCounter: TapCounter {
        get { touchEnvironment.tapCounter }
        set { touchEnvironment.tapCounter = newValue }
    }

    /// Every window of every connected scene.
    public var windows: [UIWindow] { connectedScenes.flatMap(\.windows) }

    /// The key window of the first scene that has one.
    public var keyWindow: UIWindow? { connectedScenes.lazy.compactMap(\.keyWindow).first }

    /// The delegate, when it is a responder that is not a view, a view controller or the application.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder,
              !(responder is UIView), !(responder is UIViewController), !(responder is UIApplication)
        else { return nil }
        return responder
    }

    /// Dispatches an event: each window with touches in it gets ``UIWindow/sendEvent(_:)``.
    /// Override to observe every event; call `super`.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        // Each window once, in the order of its first touch. One window (the common case) is
        // called directly: no closure, so no retain and release of the event for its context.
        var manyWindows = false
        if let window = event.soleTouchedWindow(manyWindows: &manyWindows) {
            window.sendEvent(event)
        } else if manyWindows {
            event.forEachOfManyTouchedWindows { $0.sendEvent(event) }
        }
    }

    func connect(_ scene: UIWindowScene) {
        guard !connectedScenes.contains(where: { $0 === scene }) else { return }
        connectedScenes.append(scene)
    }

    // MARK: Draining the event queue

    /// Turns every queued raw event into touches and delivers them, in order, on the main thread.
    ///
    /// Like UIKit's event-queue source callback. A call made while a drain is running (from a
    /// responder, say) returns at once; the running drain picks up the new events.
    ///
    /// On a ``SystemClock``, the timers due at or before an event's timestamp fire before the
    /// event is delivered, so a timer and the input around it are handled in time order (on a
    /// ``VirtualClock`` they already have: advancing the clock fires them). Timers due after the
    /// last event are left to ``runMainLoopTurn()`` or the main queue; when the clock's timers
    /// have been left overdue for more than ``timerStallThreshold``, the drain reports it first
    /// (``InputDiagnostic/Kind/timersNotServiced``).
    public func drainEvents() {
        guard !isDraining else { return }
        checkTimerService()
        isDraining = true
        defer { isDraining = false }
        while !eventQueue.isEmpty {
            eventQueue.takeAll(into: &drainBuffer)
            while let queued = drainBuffer.popFirst() {
                if !queued.diagnostics.isEmpty { report(queued.diagnostics) }
                // The raw event is moved out of the queued item, never copied (a copy retains and
                // releases a digitizer event's finger array: 76 instructions a move in
                // `--profile pipeline`, callgrind).
                let input = queued.takeInput()
                switch consume input {
                case .digitizer(let event)?:
                    prepareDelivery(at: event.timestamp)
                    touchEnvironment.process(event, for: self)
                case .keyboard(let event)?:
                    prepareDelivery(at: event.timestamp)
                    keyboardEnvironment.process(event)
                case .motion(let event)?:
                    prepareDelivery(at: event.timestamp)
                    keyboardEnvironment.process(event)
                case nil:
                    break
                }
                performDeferredViewUpdates()
                layoutWindowsIfNeeded()
            }
        }
    }

    /// What a drain does before it delivers an event sampled at `timestamp`: the timers due by
    /// then fire, the event is counted, and the display cycle runs so that a touch is hit-tested
    /// against the frames the screen would show.
    private func prepareDelivery(at timestamp: TimeInterval) {
        fireTimersDue(before: timestamp)
        deliveredEventCount &+= 1
        layoutWindowsIfNeeded()
    }

    /// Runs the view updates views asked for while the event was delivered (button configuration
    /// updates), in the order they were asked for, as UIKit runs them at the end of the run-loop turn.
    func performDeferredViewUpdates() {
        while !deferredViewUpdates.isEmpty {
            let updates = deferredViewUpdates
            deferredViewUpdates.removeAll()
            for update in updates { update() }
        }
    }

    /// Asks for `update` to run once the event being delivered has been handled (at once when no
    /// event is being delivered).
    @preconcurrency func deferViewUpdate(_ update: @escaping @MainActor () -> Void) {
        guard isDraining else { return update() }
        deferredViewUpdates.append(update)
    }

    /// Waits for the fetcher thread to queue everything posted so far, then drains the queue.
    public func processPendingInput() {
        eventFetcher.waitUntilIdle()
        drainEvents()
    }

    /// Makes the fetcher wake the main queue to drain events as they arrive.
    ///
    /// ``run()`` calls this; call it yourself when you drive the main queue another way.
    public func startAutomaticEventDelivery() {
        let flag = DrainRequestFlag()
        let target = drainTarget
        eventQueue.setWakeHandler {
            guard flag.request() else { return }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    flag.clear()
                    target.application?.drainEvents()
                }
            }
        }
    }

    /// Runs the main loop forever, draining events as the fetcher delivers them.
    public func run() -> Never {
        startAutomaticEventDelivery()
        dispatchMain()
    }

    /// Runs the main loop until `seconds` have passed, draining events as they arrive.
    public func run(forSeconds seconds: TimeInterval) {
        startAutomaticEventDelivery()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    /// Logs diagnostics and passes them to trace observers.
    func report(_ diagnostics: [InputDiagnostic]) {
        for diagnostic in diagnostics {
            traceHub.record(.diagnostic(diagnostic))
        }
    }

    /// Reports a diagnostic found on the main thread.
    func report(_ diagnostic: InputDiagnostic) {
        logger.warning("\(diagnostic.description)")
        traceHub.record(.diagnostic(diagnostic))
    }
}

/// The application a main-queue drain is for, held weakly: a wake-up may arrive after it is gone.
@MainActor
private final class DrainTarget {
    weak var application: UIApplication?
}

/// Coalesces wake-ups: one pending main-queue drain at a time.
private final class DrainRequestFlag: Sendable {
    private let pending = LockedState(false)

    /// Returns true when no drain was pending (the caller must schedule one).
    func request() -> Bool {
        pending.withLock { value in
            if value { return false }
            value = true
            return true
        }
    }

    func clear() {
        pending.withLock { $0 = false }
    }
}
