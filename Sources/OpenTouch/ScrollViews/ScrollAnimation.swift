import Foundation

/// A motion of the content driven frame by frame on the application clock.
///
/// The frames are the display's (``FrameTicker``, shared with `CADisplayLink`): frame `k` fires
/// at `start + k/`\(``ScrollViewConstants/frameRate``) seconds, counted from the start so frame
/// times do not drift, and calls `step` with the time since the start in milliseconds; `step`
/// returns true when the motion is over, and then `completion` runs.
@MainActor
final class ScrollAnimation {
    /// What the motion is, for the delegate call that ends it.
    enum Kind {
        /// Deceleration, bounce back or a paging snap after a drag (`isDecelerating`).
        case deceleration
        /// `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`.
        case scrolling
        /// An animated zoom or a zoom bounce.
        case zooming
    }

    let kind: Kind
    /// A time, in milliseconds, by which every motion is over: used to jump to the end.
    static let endOfTime: Double = 1e12
    /// Held so the motion keeps its clock, as the ticker holds it weakly.
    private let clock: any EventClock
    private let ticker: FrameTicker
    private var frame = 0
    private let step: @MainActor (Double) -> Bool
    private var completion: (@MainActor () -> Void)?

    /// Starts the motion; the first frame is one interval from now.
    init(kind: Kind, clock: any EventClock, step: @escaping @MainActor (Double) -> Bool,
         completion: @escaping @MainActor () -> Void) {
        self.kind = kind
        self.clock = clock
        self.ticker = FrameTicker(clock: clock)
        self.step = step
        self.completion = completion
        scheduleNextFrame()
    }

    /// Whether frames are still coming.
    var isRunning: Bool { completion != nil }

    /// Stops the motion where it is; the completion does not run.
    func stop() {
        ticker.cancel()
        completion = nil
    }

    private func scheduleNextFrame() {
        frame += 1
        ticker.schedule(frame: frame) { [weak self] in
            self?.fire()
        }
    }

    private func fire() {
        guard isRunning else { return }
        let elapsed = Double(frame) * 1000 / ticker.rate
        if step(elapsed) {
            let done = completion
            stop()
            done?()
        } else if isRunning {
            scheduleNextFrame()
        }
    }
}
