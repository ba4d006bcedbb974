import Foundation
import OpenTouch

/// What a run of a scene's script left: the log lines and the recorder that holds every record.
@MainActor
public struct SceneRunResult {
    /// The log, formatted as the scene's `log` section (or the style asked for) says.
    public let lines: [String]
    /// Every trace record of the run with its time, for explanations and timelines.
    public let recorder: TraceRecorder
}

extension BuiltScene {
    /// Records the trace, plays the script and formats the log; `style` overrides the file's.
    /// With `capturesViewTrees`, the recorder keeps the window's tree at each touch-down (for a
    /// `TouchTimeline`).
    public func run(style: LogSpec.Style? = nil, capturesViewTrees: Bool = false) -> SceneRunResult {
        let recorder = TraceRecorder(application: application, capturesViewTrees: capturesViewTrees)
        play()
        recorder.stop()
        return SceneRunResult(lines: lines(for: recorder.records, style: style ?? file.log.style), recorder: recorder)
    }

    /// `records` as log lines in `style`, limited to the views and phases of the file's `log` section.
    public func lines(for records: [TraceRecord], style: LogSpec.Style) -> [String] {
        formatter(style: style).lines(for: records.filter(isLogged))
    }

    /// A formatter that prints the file's names and only the responders its `log` section lists.
    public func formatter(style: LogSpec.Style) -> TraceFormatter {
        let logged = loggedResponders()
        let includes: @MainActor (UIResponder) -> Bool = { responder in
            logged.contains { $0 === responder }
        }
        return TraceFormatter(style: Self.formatterStyle(style), includes: includes, name: { [weak self] responder in
            self?.printedName(of: responder) ?? String(describing: type(of: responder))
        })
    }

    private static func formatterStyle(_ style: LogSpec.Style) -> TraceFormatter.Style {
        switch style {
        case .hittest: .hitTestLog
        case .swizzle: .swizzleLog
        case .verbose: .verbose
        }
    }

    /// The responders the log shows: those it names, else every named view.
    private func loggedResponders() -> [UIResponder] {
        guard let names = file.log.views else {
            return file.allViews.dropFirst().compactMap { $0.name.flatMap(view(named:)) }
        }
        return names.compactMap { name -> UIResponder? in
            switch name {
            case "window": window
            case "controller": controller
            default: view(named: name)
            }
        }
    }

    private func isLogged(_ record: TraceRecord) -> Bool {
        switch record {
        case .touches(let phase, _, _, _):
            guard let phases = file.log.phases else { return true }
            return phases.contains(phase.name.lowercased())
        case .hitTest, .defaultHitTest, .hitTestResult, .pointInside, .pointInsideResult:
            return file.log.hitTests
        default:
            return true
        }
    }
}
