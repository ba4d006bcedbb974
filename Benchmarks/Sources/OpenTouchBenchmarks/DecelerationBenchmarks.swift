import Foundation
import OpenTouch

/// The cost of a scroll view's deceleration per animation frame, against a bare frame timer and
/// a timer that only sets `contentOffset`, and the frames a typical fling takes to rest.
@MainActor
struct DecelerationBenchmarks {
    let harness: Harness
    /// Untimed flings (or ticker runs) before sampling.
    static let warmupSamples = 5

    struct Result {
        var fling: Measurement
        var bareTimer: Measurement
        var offsetTimer: Measurement
        /// Frames from release to rest, and what the decay model predicts.
        var frames: Int
        var modelFrames: Int
        /// The release velocity, points per second.
        var releaseSpeed: CGFloat
        /// Mallocs per frame of the deceleration and of the bare timer.
        var mallocsPerFrame: (fling: Double, bareTimer: Double)
    }

    func run() -> Result {
        let scene = FlingScene()
        let frames = scene.runToRest(from: scene.fling())
        let releaseVelocity = scene.counter.releaseVelocity.y
        let bare = FrameTicker(clock: scene.clock)
        let setter = FrameTicker(clock: scene.clock, settingOffsetOf: scene.scrollView)
        let clock = ContinuousClock()
        let fling: Sampler = {
            let release = scene.fling()
            let scrollsBefore = scene.counter.scrolls
            let start = clock.now
            let count = scene.runToRest(from: release)
            let end = clock.now
            precondition(count == frames && scene.counter.scrolls - scrollsBefore == frames,
                         "a fling took \(count) frames, the first \(frames)")
            return (nanoseconds(start.duration(to: end)), count)
        }
        let measured = harness.compareSamples([fling, tickerSampler(bare, scene, frames),
                                               tickerSampler(setter, scene, frames)],
                                              warmupSamples: Self.warmupSamples)
        let model = FlingScene.modelFrames(velocity: releaseVelocity, rate: scene.scrollView.decelerationRate.rawValue)
        return Result(fling: measured[0], bareTimer: measured[1], offsetTimer: measured[2], frames: frames,
                      modelFrames: model, releaseSpeed: abs(releaseVelocity) * 1000,
                      mallocsPerFrame: allocations(scene, bare, frames))
    }

    private func tickerSampler(_ ticker: FrameTicker, _ scene: FlingScene, _ frames: Int) -> Sampler {
        let clock = ContinuousClock()
        return {
            scene.scrollView.setContentOffset(FlingScene.startOffset, animated: false)
            ticker.start(frames: frames)
            let start = clock.now
            ticker.runToEnd()
            let end = clock.now
            return (nanoseconds(start.duration(to: end)), frames)
        }
    }

    /// Mallocs per frame over a few whole decelerations, and over as many bare-timer frames.
    private func allocations(_ scene: FlingScene, _ bare: FrameTicker, _ frames: Int) -> (Double, Double) {
        let rounds = 4
        var counted = 0
        var flingMallocs = 0
        for _ in 0 ..< rounds {
            let release = scene.fling()
            flingMallocs += MemoryBenchmarks.count { counted += scene.runToRest(from: release) }.mallocCount
        }
        var timerMallocs = 0
        for _ in 0 ..< rounds {
            bare.start(frames: frames)
            timerMallocs += MemoryBenchmarks.count { bare.runToEnd() }.mallocCount
        }
        return (Double(flingMallocs) / Double(counted), Double(timerMallocs) / Double(rounds * frames))
    }
}
