import Foundation

/// A timer that calls a method of its target once per frame of the display, as Core Animation's.
///
/// Make one with the target and a method reference (Linux has no `#selector`), add it to a run
/// loop, and read ``timestamp`` and ``targetTimestamp`` in the method to move things by time:
///
/// ```swift
/// link = CADisplayLink(target: self, selector: GameView.step)
/// link.add(to: .main, forMode: .common)
///
/// func step(_ link: CADisplayLink) {
///     ball.center.x += speed * (link.targetTimestamp - link.timestamp)
/// }
/// ```
///
/// The link holds its target strongly, as Core Animation does, and the run loop holds the link
/// until it is invalidated: a view that keeps its own link makes a retain cycle, which
/// ``invalidate()`` breaks (for example when the view leaves its window).
///
/// **Frames.** The link runs on the clock of the application that is ``UIApplication/shared``
/// when it is first added (in a test, the test's ``VirtualClock``). The display refreshes at
/// 60 Hz (the main screen's ``UIScreen/maximumFramesPerSecond``): display frame `k` falls at `start + k/60`
/// seconds, where `start` is the time the link was first added, computed from the start so
/// frame times do not drift. Scroll view motions run on the same frames, so a link and a motion
/// that start at the same time fire at the same clock times. After each frame the application
/// lays out, as after any timer. OpenTouch's display has no vsync phase of its own: each link's
/// frames count from its own start.
///
/// **Frame rate.** See ``preferredFramesPerSecond``: a lower rate skips display frames.
///
/// **Run loops.** The run loop and mode are only recorded: the link fires while it is in at
/// least one, whichever they are (OpenTouch has no tracking mode, so unlike UIKit a link in
/// `.default` keeps firing while a scroll view is dragged).
///
/// A link whose application has been released stops at its next frame and releases its target.
@preconcurrency @MainActor
public final class CADisplayLink {
    /// Calls the target's method; nil once invalidated, which releases the target.
    @preconcurrency private var action: (@MainActor (CADisplayLink) -> Void)?
    /// The application whose clock runs the frames.
    private weak var application: UIApplication?
    private var ticker: FrameTicker?
    /// The display frame the link last fired at (0 before the first).
    private var frame = 0
    private var runLoops: [RunLoopEntry] = []

    private struct RunLoopEntry: Equatable {
        let runLoop: ObjectIdentifier
        let mode: RunLoop.Mode
    }

    /// The time of the frame being shown, in seconds on the application clock (the
    /// ``CACurrentMediaTime()`` time base); 0 until the first frame.
    public private(set) var timestamp: CFTimeInterval = 0

    /// The time of the link's next frame: draw for this time. 0 until the first frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0

    /// The time between display refreshes (1/60 s); 0 until the first frame. With a lower
    /// preferred rate, `targetTimestamp − timestamp` is the link's own frame time.
    public private(set) var duration: CFTimeInterval = 0

    /// Whether the link is paused: a paused link schedules no frames. On resuming it fires at the
    /// next display frame that its rate allows.
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            restartFrames()
        }
    }

    /// The frame rate wanted, in frames per second; 0 (the default) means the display's maximum.
    ///
    /// The link runs at the rate `60/n`, for `n` a divisor of 60 (60, 30, 20, 15, 12, 10, 6, 5,
    /// 4, 3, 2 or 1 frames per second), nearest to the one asked for; halfway between two, the
    /// higher. It fires on every `n`th display frame (frames `n`, `2n`, … from its start), so
    /// 30 fires every other frame. Rates at or above 60 run at 60. A
    /// ``preferredFrameRateRange`` other than ``CAFrameRateRange/default`` takes precedence.
    public var preferredFramesPerSecond = 0 {
        didSet { restartFrames() }
    }

    /// The range of frame rates wanted; ``CAFrameRateRange/default`` (the default) defers to
    /// ``preferredFramesPerSecond``.
    ///
    /// Otherwise the rate asked for is the range's preferred rate, or its maximum when it has
    /// none (a maximum of 0 is the display's), kept within the range, and the link runs at the
    /// display rate nearest to it as ``preferredFramesPerSecond`` describes.
    public var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet { restartFrames() }
    }

    /// Creates a link that calls `selector` on `target` with the link each frame, once added to
    /// a run loop: `CADisplayLink(target: self, selector: GameView.step)` for
    /// `func step(_ link: CADisplayLink)`. The target is held strongly until ``invalidate()``.
    @preconcurrency public init<T: AnyObject>(target: T, selector: @escaping @MainActor (T) -> @MainActor (CADisplayLink) -> Void) {
        action = { link in selector(target)(link) }
    }

    /// Creates a link that calls a method of `target` taking no argument each frame.
    @preconcurrency public init<T: AnyObject>(target: T, selector: @escaping @MainActor (T) -> @MainActor () -> Void) {
        action = { _ in selector(target)() }
    }

    /// Starts the link's frames: adds it to `runloop` for `mode`. The first add binds it to the
    /// clock of ``UIApplication/shared``. Adding an invalidated link does nothing.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil else { return }
        let entry = RunLoopEntry(runLoop: ObjectIdentifier(runloop), mode: mode)
        guard !runLoops.contains(entry) else { return }
        runLoops.append(entry)
        guard runLoops.count == 1 else { return }
        let current = UIApplication.shared
        if application !== current || ticker?.clock !== current.clock {
            application = current
            ticker = FrameTicker(clock: current.clock)
            frame = 0
        }
        restartFrames()
    }

    /// Removes the link from `runloop` for `mode`; out of every run loop and mode, it stops.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let entry = RunLoopEntry(runLoop: ObjectIdentifier(runloop), mode: mode)
        runLoops.removeAll { $0 == entry }
        if runLoops.isEmpty { ticker?.cancel() }
    }

    /// Removes the link from every run loop and mode and releases its target; the link never
    /// fires again. Call it to break the retain cycle of a view that holds its own link.
    public func invalidate() {
        action = nil
        runLoops.removeAll()
        ticker?.cancel()
    }

    /// Whether frames should come: valid, in a run loop and not paused.
    private var isRunning: Bool {
        action != nil && !runLoops.isEmpty && !isPaused
    }

    /// Cancels the pending frame and, when running, schedules the next one the rate allows.
    private func restartFrames() {
        guard let ticker else { return }
        ticker.cancel()
        scheduleNextFrame(after: ticker)
    }

    private func scheduleNextFrame(after ticker: FrameTicker) {
        guard isRunning, let now = ticker.clock?.now else { return }
        let stride = frameStride(displayRate: ticker.rate)
        let next = Self.roundUp(max(frame + 1, ticker.firstFrame(after: now)), toMultipleOf: stride)
        // The run loop holds the link: the pending frame captures it strongly.
        ticker.schedule(frame: next) { self.fire(frame: next) }
    }

    private func fire(frame k: Int) {
        guard isRunning, let ticker else { return }
        guard let application, application.clock === ticker.clock else {
            invalidate()
            return
        }
        frame = k
        timestamp = ticker.time(ofFrame: k)
        targetTimestamp = ticker.time(ofFrame: k + frameStride(displayRate: ticker.rate))
        duration = ticker.interval
        let call = action
        call?(self)
        if !ticker.hasPendingFrame { scheduleNextFrame(after: ticker) }
    }

    private static func roundUp(_ value: Int, toMultipleOf stride: Int) -> Int {
        (value + stride - 1) / stride * stride
    }
}
