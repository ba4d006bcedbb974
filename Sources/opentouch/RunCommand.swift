import ArgumentParser
import Foundation
import OpenTouch
import OpenTouchScenes

/// `opentouch run SCENE`: builds a scene file on a virtual clock, plays its script and prints the log.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Build a scene file (YAML or JSON), play its touch script and print the log.",
        discussion: """
            Builds SCENE's window, views and gesture recognizers on a virtual clock starting at 0, \
            plays its script, and prints the trace in the seeds' log styles: `hittest` (seed 004's \
            `<YellowView> hitTest:withEvent: previous` … `<WhiteView> touchBegan `), `swizzle` \
            (seed 001's `HitTest: UIWindow`, `Touches Began: <…>` and the recognizers' actions) or \
            `verbose` (every record). The file's `log` section picks the style, the views and the \
            phases; --style overrides the style. Views print under the names the file gives them. \
            A file with a mistake is reported with its line and column, and nothing runs (exit status 2). \
            `--explain` prints instead the account of each touch (hit test, recognizers' fates with \
            their reasons, responders, who handled it; a JSON array with `--format json`); \
            `--timeline FILE` also writes the run's timeline, a self-contained HTML page. Named \
            views appear there as `UIView#Name` (`SceneView#Name` with a hit-test override).
            """
    )

    @Argument(help: "The scene file (.yaml, .yml or .json).")
    var scene: String

    @Option(help: "The log style: hittest, swizzle or verbose (default: the file's log.style, else hittest).")
    var style: LogSpec.Style?

    @Flag(help: "Print the account of each touch (hit test, recognizers' fates with reasons, responders, who handled it) instead of the log.")
    var explain = false

    @Option(help: "With --explain: text, or json for a JSON array of the accounts.")
    var format: ReplayOutput = .text

    @Option(help: ArgumentHelp("Also write the run's timeline to FILE: one HTML page, no network needed.", valueName: "FILE"))
    var timeline: String?

    func validate() throws {
        if format == .json && !explain { throw ValidationError("--format json goes with --explain") }
        if let timeline, timeline.isEmpty { throw ValidationError("--timeline needs a file name") }
    }

    func run() throws {
        let file = try SceneCommandSupport.load(scene)
        let name = URL(fileURLWithPath: scene).lastPathComponent
        try MainActor.assumeIsolated {
            let built = BuiltScene(file)
            var output = ReplayTraceOutput(explain: explain, timeline: timeline.map { URL(fileURLWithPath: $0) },
                                           title: "opentouch run \(name)")
            let result = built.run(style: style, capturesViewTrees: timeline != nil)
            output.take(result.recorder)
            try output.finish()
            if explain { return try output.printExplanations(json: format == .json) }
            for line in result.lines { print(line) }
        }
    }
}

extension LogSpec.Style: ExpressibleByArgument {}

/// Reading scene files for `run` and `lint`.
enum SceneCommandSupport {
    /// The scene at `path`; on a mistake, prints it on standard error and exits with status 2.
    static func load(_ path: String) throws -> SceneFile {
        do {
            return try SceneFile.load(contentsOf: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }
}
