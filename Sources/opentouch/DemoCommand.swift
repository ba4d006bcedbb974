import ArgumentParser
import Foundation
import OpenTouch

/// `opentouch demo` (the default subcommand): builds a seed's scene, taps it, and prints what
/// the touch system decided.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Show UIKit's hit testing and responder chain at work, on the seeds' scenes (the default).",
        discussion: """
            With no options, builds seed 004's scene (GrayView with RedView, GreenView and \
            YellowView ⊃ WhiteView), taps the six places the seed taps, and prints for each the \
            hit-test trace and the touchBegan chain in the seed's log format. `--scene seed001` \
            runs seed 001's seven experiments (recognizers on viewa or the controller's view, \
            cancelsTouchesInView, long presses) and prints each log. `--scene list` \
            plays four fingers on a button inside a scroll view and prints who got each touch, when.
            """
    )

    @Option(help: "The scene to build: \(DemoScene.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: DemoScene.Kind = .seed004

    @Option(help: "The log format: hit-test (seed 004), swizzle (seed 001) or verbose. Without it, seed 004 prints its views' own log, as the seed's code writes it.")
    var style: LogStyle?

    @Option(name: .customLong("tap"), help: "Tap at x,y (window points) instead of the seed's taps; repeatable.")
    var taps: [TapPoint] = []

    @Flag(help: "Print only the seed's own views, exactly as the seed logged them (no window, controller or application lines).")
    var seedViewsOnly = false

    mutating func run() throws {
        if scene == .list {
            MainActor.assumeIsolated { runListDemo() }
            return
        }
        let style = self.style ?? (scene == .seed001 ? .swizzle : .hitTest)
        if scene == .seed004 && self.style == nil && taps.isEmpty && !seedViewsOnly {
            MainActor.assumeIsolated { runSeed004() }
            return
        }
        if scene == .seed001 && taps.isEmpty && !seedViewsOnly {
            MainActor.assumeIsolated { runSeed001Experiments() }
            return
        }
        MainActor.assumeIsolated {
            let demo = DemoScene(kind: scene)
            let points = taps.isEmpty ? demo.taps : taps.map { (name: "x \($0.x), y \($0.y)", point: $0.point) }
            for (index, tap) in points.enumerated() {
                if index > 0 { print("") }
                print("── Tap \(index + 1): \(tap.name) at (\(format(tap.point.x)), \(format(tap.point.y))) ──")
                for line in demo.tap(at: tap.point, style: style.formatterStyle, seedViewsOnly: seedViewsOnly) {
                    print(line)
                }
            }
        }
    }

    /// Seed 004's six taps, each printed as the seed's views log it (both hit-test passes, then
    /// the touchBegan chain).
    @MainActor
    private func runSeed004() {
        let demo = DemoScene(kind: .seed004)
        for (index, tap) in demo.taps.enumerated() {
            if index > 0 { print("") }
            print("── Tap \(index + 1): \(tap.name) at (\(format(tap.point.x)), \(format(tap.point.y))) ──")
            for line in demo.seedLogOfTap(at: tap.point) { print(line) }
        }
    }

    /// Seed 001's seven experiments, each printed as the post prints its log.
    @MainActor
    private func runSeed001Experiments() {
        for (index, kind) in Seed001Experiment.Kind.allCases.enumerated() {
            let experiment = Seed001Experiment(kind: kind)
            if index > 0 { print("") }
            print("── Experiment \(index + 1): \(experiment.title) ──")
            for line in experiment.run(style: (style ?? .swizzle).formatterStyle) { print(line) }
        }
    }

    @MainActor
    private func runListDemo() {
        let demo = ListDemo()
        for (index, script) in ListDemo.scripts.enumerated() {
            if index > 0 { print("") }
            print("── Finger \(index + 1): \(script.name) ──")
            for line in demo.run(script) { print(line) }
        }
    }

    private func format(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(Double(value))
    }
}

/// The formats the command prints.
enum LogStyle: String, ExpressibleByArgument, CaseIterable {
    case hitTest = "hit-test"
    case swizzle
    case verbose

    var formatterStyle: TraceFormatter.Style {
        switch self {
        case .hitTest: .hitTestLog
        case .swizzle: .swizzleLog
        case .verbose: .verbose
        }
    }
}

/// A point given as `x,y`.
struct TapPoint: ExpressibleByArgument {
    let x: Double
    let y: Double
    var point: CGPoint { CGPoint(x: x, y: y) }

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
        self.x = x
        self.y = y
    }
}

extension DemoScene.Kind: ExpressibleByArgument {}
