import ArgumentParser
import Foundation
import OpenTouch
import OpenTouchScenes

/// `opentouch lint SCENE…`: reports touch conflicts in scene files without running them.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find touch conflicts in scene files without running them.",
        discussion: """
            Checks each SCENE for: a single tap beside a double tap (same view or an ancestor) \
            that does not wait for it; a tap recognizer over a control; a pan or swipe inside a \
            scroll view that scrolls on the same axis; recognizers that require each other to \
            fail; controls and views with recognizers under 44 pt; and touch targets covered by a \
            view added after them. Each finding prints its line, its severity, the rule and a \
            one-line fix. Exit status: 0 when no finding is an error, 1 when one is, 2 when a file \
            cannot be read.
            """
    )

    @Argument(help: "The scene files (.yaml, .yml or .json).")
    var scenes: [String]

    @Option(help: "The output: text, or json (one object per finding: file, line, column, severity, rule, message, fix).")
    var format: LintOutput = .text

    enum LintOutput: String, ExpressibleByArgument {
        case text, json
    }

    func run() throws {
        var failed = false
        for path in scenes {
            let file = try SceneCommandSupport.load(path)
            let findings = SceneLinter(file).findings()
            failed = failed || SceneLinter.hasErrors(findings)
            switch format {
            case .text:
                if findings.isEmpty { print("\(path): no findings") }
                for finding in findings { print("\(path), \(finding)") }
            case .json:
                for finding in findings { print(Self.json(finding, path: path)) }
            }
        }
        if failed { throw ExitCode(1) }
    }

    private static func json(_ finding: LintFinding, path: String) -> String {
        let object: [String: Any] = [
            "file": path, "line": finding.location.line, "column": finding.location.column,
            "severity": finding.severity.rawValue, "rule": finding.rule.rawValue, "message": finding.message, "fix": finding.fix,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
