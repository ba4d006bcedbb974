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
            A file with a mistake is reported with its line and column, and nothing runs (exit status 2).
            """
    )

    @Argument(help: "The scene file (.yaml, .yml or .json).")
    var scene: String

    @Option(help: "The log style: hittest, swizzle or verbose (default: the file's log.style, else hittest).")
    var style: LogSpec.Style?

    func run() throws {
        let file = try SceneCommandSupport.load(scene)
        MainActor.assumeIsolated {
            let built = BuiltScene(file)
            for line in built.run(style: style).lines { print(line) }
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
