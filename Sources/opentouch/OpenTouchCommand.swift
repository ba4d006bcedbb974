import ArgumentParser
import Foundation
import OpenTouch

/// `opentouch`: builds a seed's scene, taps it, and prints what the touch system decided.
@main
struct OpenTouchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "opentouch",
        abstract: "Show UIKit's hit testing and responder chain at work, on the seeds' scenes.",
        discussion: """
            With no options, builds seed 004's scene (GrayView with RedView, GreenView and \
            YellowView ⊃ WhiteView), taps the six places the seed taps, and prints for each the \
            hit-test trace and the touchBegan chain in the seed's log format. `--scene list` \
            plays four fingers on a button inside a scroll view and prints who got each touch, when.
            """,
        subcommands: [WindowCommand.self]
    )

    @Option(help: "The scene to build: \(DemoScene.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: DemoScene.Kind = .seed004

    @Option(help: "The log format: hit-test (seed 004), swizzle (seed 001) or verbose.")
    var style: LogStyle = .hitTest

    @Option(name: .customLong("tap"), help: "Tap at x,y (window points) instead of the seed's taps; repeatable.")
    var taps: [TapPoint] = []

    @Flag(help: "Print only the seed's own views, exactly as the seed logged them (no window, controller or application lines).")
    var seedViewsOnly = false

    mutating func run() throws {
        if scene == .list {
            MainActor.assumeIsolated { runListDemo() }
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
