import Foundation
import OpenTouch

/// Presentation values per frame for 1,000 simultaneously animated views: a frame advances the
/// clock by 1/60 s and reads every layer's ``CALayer/renderState()``, against a plain loop that
/// interpolates the same values from precomputed tuples; with `presentation()` for comparison,
/// springs and a property animator, and mallocs per frame.
@MainActor
struct AnimationBenchmarks {
    let harness: Harness

    /// Frame samplers. Each sample is one animation cycle: the block is committed untimed, the 59
    /// frames strictly inside the 1 s animation are timed, and the clock is run past its end untimed.
    private func cycleSampler(_ scene: AnimationScene, presentation: Bool = false) -> Sampler {
        let clock = ContinuousClock()
        return {
            scene.start()
            var sum = 0.0
            let start = clock.now
            for k in 1 ... AnimationScene.framesPerCycle {
                sum += presentation ? scene.presentationFrame(k) : scene.frame(k)
            }
            let end = clock.now
            scene.finish()
            consume(Int(sum))
            return (nanoseconds(start.duration(to: end)), AnimationScene.framesPerCycle)
        }
    }

    private func baselineSampler(_ plain: PlainInterpolation) -> Sampler {
        let clock = ContinuousClock()
        var backwards = false
        return {
            var sum = 0.0
            let start = clock.now
            for k in 1 ... AnimationScene.framesPerCycle {
                sum += plain.frame(at: Double(k) / AnimationScene.frameRate, backwards: backwards)
            }
            let end = clock.now
            backwards.toggle()
            consume(Int(sum))
            return (nanoseconds(start.duration(to: end)), AnimationScene.framesPerCycle)
        }
    }

    /// Checks that the engine and the baseline compute the same values (every frame of one
    /// cycle each way, checksums equal to 1e-9 relative).
    static func checkAgreement(_ scene: AnimationScene, _ plain: PlainInterpolation) {
        for _ in 0 ..< 2 {
            let backwards = scene.backwards
            scene.start()
            for k in 1 ... AnimationScene.framesPerCycle {
                let engine = scene.frame(k)
                let baseline = plain.frame(at: Double(k) / AnimationScene.frameRate, backwards: backwards)
                precondition(abs(engine - baseline) <= 1e-9 * abs(baseline),
                             "frame \(k): renderState sum \(engine), plain loop \(baseline)")
            }
            scene.finish()
        }
    }

    /// Mallocs per frame (frames 1…59 of `cycles` cycles, after one warm-up cycle), counted
    /// around the frames only.
    static func mallocsPerFrame(_ scene: AnimationScene, cycles: Int, presentation: Bool = false) -> (perFrame: Double, total: Int, frames: Int) {
        var total = 0, frames = 0, sum = 0.0
        for cycle in 0 ... cycles {
            scene.start()
            let counted = MemoryBenchmarks.count {
                for k in 1 ... AnimationScene.framesPerCycle {
                    sum += presentation ? scene.presentationFrame(k) : scene.frame(k)
                }
            }
            scene.finish()
            if cycle > 0 {
                total += counted.mallocCount
                frames += AnimationScene.framesPerCycle
            }
        }
        consume(Int(sum))
        return (Double(total) / Double(frames), total, frames)
    }

    struct Summary {
        var renderState: Measurement
        var baseline: Measurement
        var mallocsPerFrame: Double
        var rotation: Measurement
        var rotationMallocsPerFrame: Double
    }

    /// Every animation row, appended to `report`; returns the headline figures.
    @discardableResult
    func run(into report: inout Report) -> Summary {
        let count = Format.grouped(AnimationScene.viewCount)
        let scene = AnimationScene(kind: .easeInOut)
        let presented = AnimationScene(kind: .easeInOut)
        let plain = PlainInterpolation(scene.ends, begin: 0, duration: AnimationScene.duration)
        Self.checkAgreement(scene, plain)

        let measured = harness.compareSamples([cycleSampler(scene), baselineSampler(plain),
                                               cycleSampler(presented, presentation: true)], warmupSamples: 3)
        let baselineName = "plain loop over \(count) precomputed (from, to) tuples, same curve and lerps"
        report.rows.append(.timing("Animation frame, \(count) views in `UIView.animate` (position + alpha + scale, "
                                   + "ease in-out, 1 s): clock + 1/60 s, `renderState()` of every layer",
                                   metric: "time/frame", candidate: measured[0],
                                   baselineName: baselineName, baseline: measured[1]))
        report.rows.append(.timing("Same frame read with `presentation()` of every layer (a new layer each)",
                                   metric: "time/frame", candidate: measured[2],
                                   baselineName: baselineName, baseline: measured[1]))

        let rotationScene = AnimationScene(kind: .rotation)
        let springScene = AnimationScene(kind: .spring)
        // Made last: a property animator runs on the newest application's clock (`UIApplication.shared`).
        let animatorScene = AnimationScene(kind: .propertyAnimator)
        let variants = harness.compareSamples([cycleSampler(springScene), cycleSampler(animatorScene),
                                               baselineSampler(plain), cycleSampler(rotationScene)], warmupSamples: 3)
        report.rows.append(.timing("Same frame, `UIView.animate` with a spring (damping 0.7, 1 s)",
                                   metric: "time/frame", candidate: variants[0],
                                   baselineName: baselineName + " (Bézier, not a spring)", baseline: variants[2]))
        report.rows.append(.timing("Same frame, one `UIViewPropertyAnimator` (1 s, ease in-out) moving all \(count) views",
                                   metric: "time/frame", candidate: variants[1],
                                   baselineName: baselineName, baseline: variants[2]))
        report.rows.append(.timing("Same frame, `UIView.animate` (ease in-out) of scale + rotation (up to ±0.9 rad): "
                                   + "each frame decomposes and slerps every transform",
                                   metric: "time/frame", candidate: variants[3],
                                   baselineName: baselineName + " (scale only: no decomposition)", baseline: variants[2]))

        let cycles = 4
        let allocations = Self.mallocsPerFrame(scene, cycles: cycles)
        let presentationAllocations = Self.mallocsPerFrame(presented, cycles: 1, presentation: true)
        let springAllocations = Self.mallocsPerFrame(springScene, cycles: 2)
        let animatorAllocations = Self.mallocsPerFrame(animatorScene, cycles: 2)
        let rotationAllocations = Self.mallocsPerFrame(rotationScene, cycles: 2)
        var plainSum = 0.0
        let plainMallocs = MemoryBenchmarks.count {
            for k in 1 ... AnimationScene.framesPerCycle {
                plainSum += plain.frame(at: Double(k) / AnimationScene.frameRate, backwards: false)
            }
        }.mallocCount
        consume(Int(plainSum))
        let plainPerFrame = Double(plainMallocs) / Double(AnimationScene.framesPerCycle)
        func row(_ name: String, _ counts: (perFrame: Double, total: Int, frames: Int)) {
            report.rows.append(.count(name + ", steady state, \(Format.grouped(counts.frames)) frames",
                                      metric: "mallocs/frame", candidate: counts.perFrame,
                                      candidateText: "\(Format.count(counts.perFrame)) (\(Format.grouped(counts.total)) in all)",
                                      baselineName: "plain loop", baseline: plainPerFrame))
        }
        row("Animation frame, `renderState()` of \(count) layers (ease in-out)", allocations)
        row("Animation frame, `presentation()` of \(count) layers (a copy per layer, by design)", presentationAllocations)
        row("Animation frame, `renderState()`, spring", springAllocations)
        row("Animation frame, `renderState()`, property animator", animatorAllocations)
        row("Animation frame, `renderState()`, scale + rotation (decomposed, slerped)", rotationAllocations)
        report.notes.append("Animation frames: each sample is one 1 s animation cycle; the block (or animator) is "
                            + "committed untimed, the 59 frames strictly inside it are timed (each advances the "
                            + "VirtualClock to start + k/60 s, then reads all \(count) layers into a checksum), and "
                            + "the clock is run past the end untimed. The baseline solves the same ease-in-out "
                            + "cubic Bézier (its own Newton/bisection solver; the engine's is internal) once per view "
                            + "per frame and lerps position, alpha and scale; its checksums match the engine's to "
                            + "1e-9 on every frame.")
        return Summary(renderState: measured[0], baseline: measured[1], mallocsPerFrame: allocations.perFrame,
                       rotation: variants[3], rotationMallocsPerFrame: rotationAllocations.perFrame)
    }
}

extension AnimationBenchmarks.Summary {
    /// The targets for the render-state path: allocations (rotations included) and time.
    func verdicts(interposerWorks: Bool) -> [Verdict] {
        [
            Verdict(target: "0 mallocs per frame reading 1,000 animated layers' renderState() in steady state, "
                        + "rotations included",
                    met: interposerWorks && mallocsPerFrame == 0 && rotationMallocsPerFrame == 0,
                    detail: "\(Format.count(mallocsPerFrame)) mallocs/frame (position, alpha, scale), "
                        + "\(Format.count(rotationMallocsPerFrame)) with rotations"
                        + (interposerWorks ? "" : "; interposer not active, not measured")),
            Verdict(target: "≤ 1 ms a frame for renderState() of 1,000 animated views (clock advance included), "
                        + "rotations included",
                    met: renderState.median <= 1_000_000 && rotation.median <= 1_000_000,
                    detail: "frame \(Format.time(renderState.median)) median (position, alpha, scale), "
                        + "\(Format.time(rotation.median)) with rotations, against "
                        + "\(Format.time(baseline.median)) for the plain loop "
                        + "(\(Format.ratio(renderState.median / baseline.median)))"),
        ]
    }
}
