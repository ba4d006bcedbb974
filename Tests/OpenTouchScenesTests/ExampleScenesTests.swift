import Foundation
import OpenTouch
import OpenTouchScenes
import Testing

/// Examples/Scenes, found from this file's path.
enum ExampleScenes {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Scenes")

    /// The scene files in `folder` (relative to Examples/Scenes) that have an `.expected` file beside them.
    static func names(in subfolder: String = "") -> [String] {
        let directory = subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
            .filter { files.contains(stem($0) + ".expected") }
            .sorted()
            .map { subfolder.isEmpty ? $0 : subfolder + "/" + $0 }
    }

    static func stem(_ name: String) -> String {
        (name as NSString).deletingPathExtension
    }

    /// The expected file's lines, without its `#` comment lines.
    static func expected(for name: String) throws -> [String] {
        let url = folder.appendingPathComponent(stem(name) + ".expected")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.hasPrefix("#") }
            .dropLast(text.hasSuffix("\n") ? 1 : 0)
    }

    /// Addresses as `0x…`, as the expected files write them.
    static func normalized(_ line: String) -> String {
        line.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
    }
}

@MainActor
@Suite("Examples/Scenes: every scene's log is the seed's")
struct ExampleScenesTests {
    @Test("there is a scene for each seed 001 and seed 004 experiment: six taps and four overrides of seed 004, six runs of seed 001")
    func examplesExist() {
        let names = ExampleScenes.names()
        #expect(names.filter { $0.hasPrefix("seed004-") }.count == 10)
        #expect(names.filter { $0.hasPrefix("seed001-") }.count == 6)
    }

    @Test("running the scene prints its expected log", arguments: ExampleScenes.names())
    func sceneRunsToItsExpectedLog(name: String) throws {
        let file = try SceneFile.load(contentsOf: ExampleScenes.folder.appendingPathComponent(name))
        let lines = BuiltScene(file).run().lines.map(ExampleScenes.normalized)
        #expect(lines == (try ExampleScenes.expected(for: name)))
    }

    @Test("linting the scene prints its expected findings", arguments: ExampleScenes.names(in: "Lint"))
    func lintExamplePrintsItsFindings(name: String) throws {
        let file = try SceneFile.load(contentsOf: ExampleScenes.folder.appendingPathComponent(name))
        let lines = SceneLinter(file).findings().flatMap { $0.description.split(separator: "\n").map(String.init) }
        #expect(lines == (try ExampleScenes.expected(for: name)))
    }
}
