import Foundation

/// A progress from one fraction to another over a duration, stepped on the display's frames of
/// the application's clock (``FrameTicker``): the slide of a push or pop, or the rest of an
/// interactive pop after the finger lifts.
@MainActor
final class NavigationMotion {
    /// Held so the motion keeps its clock, as the ticker holds it weakly.
    private let clock: any EventClock
    private let ticker: FrameTicker
    private let from: CGFloat
    private let to: CGFloat
    private let duration: TimeInterval
    private let curve: @MainActor (Double) -> Double
    private let step: @MainActor (CGFloat) -> Void
    private var completion: (@MainActor () -> Void)?
    private var frame = 0

    /// Starts moving from `from` to `to` over `duration` seconds along `curve` (progress in
    /// time to progress in distance), calling `step` each frame and `completion` at the end.
    init(clock: any EventClock, from: CGFloat, to: CGFloat, duration: TimeInterval,
         curve: @escaping @MainActor (Double) -> Double, step: @escaping @MainActor (CGFloat) -> Void,
         completion: @escaping @MainActor () -> Void) {
        self.clock = clock
        ticker = FrameTicker(clock: clock)
        self.from = from
        self.to = to
        self.duration = max(duration, 0)
        self.curve = curve
        self.step = step
        self.completion = completion
        scheduleNextFrame()
    }

    /// Stops the motion where it is; the completion does not run.
    func stop() {
        ticker.cancel()
        completion = nil
    }

    private func scheduleNextFrame() {
        frame += 1
        ticker.schedule(frame: frame) { [weak self] in self?.fire() }
    }

    private func fire() {
        guard completion != nil else { return }
        let elapsed = Double(frame) / ticker.rate
        let time = duration > 0 ? min(1, elapsed / duration) : 1
        step(from + (to - from) * CGFloat(curve(time)))
        if time >= 1 {
            let done = completion
            stop()
            done?()
        } else {
            scheduleNextFrame()
        }
    }

    /// Ease in and out: `(1 − cos(π·t))/2`.
    static func easeInOut(_ t: Double) -> Double { (1 - cos(Double.pi * t)) / 2 }

    /// Ease out (a finger let go mid-way): `1 − (1 − t)²`.
    static func easeOut(_ t: Double) -> Double { 1 - (1 - t) * (1 - t) }
}
