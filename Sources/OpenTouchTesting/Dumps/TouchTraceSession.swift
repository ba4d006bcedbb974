import Foundation
import Synchronization

/// The touch trace of one test: the applications its drivers drive, a recorder on each, the
/// actions aimed at views and the failures, turned into failure dumps when the test fails.
@MainActor
final class TouchTraceSession {
    /// The session of the test running in this task, set by the `.touchTrace` trait.
    static var current: TouchTraceSession? { TouchTraceContext.session }

    /// The folder the dumps go to.
    nonisolated let folder: URL
    private var recorders: [TraceRecorder] = []
    /// The recorded applications, kept alive until ``close()`` so that a test that threw (and
    /// let go of its scene) still has a view tree to dump.
    private var applications: [UIApplication] = []
    /// Observers that keep ``latestAccount`` current, one per recorded application.
    private var observations: [TraceObservation] = []
    /// The short account of the latest touch, readable from any thread by the issue handler
    /// (which Swift Testing may call off the main actor).
    nonisolated let latestAccount = AccountBox()
    private(set) var failures: [TouchTestFailure] = []
    private var actions: [String] = []

    init(folder: URL) {
        self.folder = folder
    }

    /// Starts recording `driver`'s application, once per application.
    func record(_ driver: TouchDriver) {
        guard !recorders.contains(where: { $0.application === driver.application }) else { return }
        let recorder = TraceRecorder(application: driver.application, capturesViewTrees: true)
        recorders.append(recorder)
        applications.append(driver.application)
        // Added after the recorder's observer, so the recorder already holds each record.
        observations.append(driver.application.addTraceObserver { [weak self, weak recorder] record in
            guard let self, let recorder, Self.changesAccount(record) else { return }
            self.latestAccount.set(Self.shortAccount(recorder.explain()))
        })
    }

    /// Notes an action about to touch `view`.
    func noteAction(_ action: String, on view: UIView, driver: TouchDriver) {
        record(driver)
        actions.append("\(action) → \(TraceName(view).path)")
    }

    /// Notes a failure of a finder or an action.
    func note(_ failure: TouchTestFailure, driver: TouchDriver) {
        record(driver)
        failures.append(failure)
    }

    /// Stops recording and lets go of the records (and the views they hold), on the main actor.
    func close() {
        for recorder in recorders { recorder.stop() }
        for observation in observations { observation.cancel() }
        observations.removeAll()
        recorders.removeAll()
        applications.removeAll()
        actions.removeAll()
    }

    /// Makes every driver created from now on in a test with a session record its application.
    static func observeNewDrivers() {
        guard !observing else { return }
        observing = true
        TouchDriver.creationObservers.append { driver in TouchTraceSession.current?.record(driver) }
    }

    private static var observing = false

    /// The dumps: the failures, the actions and the explanation of every touch
    /// (``TraceRecorder/explanations()``), each visible window's view tree, and the
    /// timeline page of each recorder (`timeline.html`, then `timeline-2.html`, …).
    func dumps() -> [FailureDump] {
        var sections = failures.map { "FAILED \($0.description)" }
        if !actions.isEmpty { sections.append((["Actions:"] + actions.map { "  \($0)" }).joined(separator: "\n")) }
        let accounts = recorders.flatMap({ $0.explanations() })
        sections.append(accounts.isEmpty ? "No touches were recorded." : accounts.map(\.text).joined(separator: "\n\n"))
        var trees: [String] = []
        var timelines: [FailureDump] = []
        for (index, recorder) in recorders.enumerated() {
            let name = index == 0 ? "timeline.html" : "timeline-\(index + 1).html"
            timelines.append(FailureDump(name: name, contents: TouchTimeline(recorder: recorder, title: folder.lastPathComponent).html))
            guard let application = recorder.application else { continue }
            for window in application.windows where !window.isHidden {
                trees.append(ViewTreeSnapshot(window).text)
            }
        }
        return [FailureDump(name: "explanation.txt", contents: sections.joined(separator: "\n\n") + "\n"),
                FailureDump(name: "view-tree.txt", contents: trees.joined(separator: "\n\n") + "\n")] + timelines
    }

    /// The short account for a failing issue's comment: the explanation when it fits (25
    /// lines or fewer), else its compact form; nil without one.
    static func shortAccount(_ explanation: TouchExplanation?) -> String? {
        guard let explanation else { return nil }
        let text = explanation.text
        return "Last touch:\n" + (text.split(separator: "\n").count <= 25 ? text : explanation.compactText)
    }

    /// Whether `record` can change the latest touch's account (hit-test and layout records are
    /// folded into the touch-down, or explain nothing).
    private static func changesAccount(_ record: TraceRecord) -> Bool {
        switch record {
        case .hitTest, .defaultHitTest, .hitTestResult, .pointInside, .pointInsideResult, .hitTestSkipped, .hitTestRedirected,
             .layoutSubviews, .layoutFrame:
            false
        default:
            true
        }
    }

    /// Writes the dumps into ``folder`` (emptied first) and returns them; when writing fails,
    /// the error goes to standard error and the dumps are still returned for attaching.
    func writeDumps() -> [FailureDump] {
        let files = dumps()
        let manager = FileManager.default
        try? manager.removeItem(at: folder)
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
            }
        } catch {
            FileHandle.standardError.write(Data("OpenTouchTesting: could not write failure dumps to \(folder.path): \(error)\n".utf8))
        }
        return files
    }
}

/// The task-local that carries the running test's session.
enum TouchTraceContext {
    @TaskLocal static var session: TouchTraceSession?
}

/// One failure dump: a file name and its text.
struct FailureDump {
    let name: String
    let contents: String
}

/// Where failure dumps are written: `$OPENTOUCH_FAILURE_ARTIFACTS/<test>/` when that variable is
/// set, otherwise `.build/opentouch-failures/<test>/` under the current directory (the package
/// root under `swift test`).
public enum FailureArtifacts {
    /// The folder that holds one folder per failed test.
    public static var root: URL {
        if let path = ProcessInfo.processInfo.environment["OPENTOUCH_FAILURE_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent(".build/opentouch-failures", isDirectory: true)
    }

    /// The folder for the test named `name` (characters other than letters, digits, `.`, `-`
    /// and `_` become `_`).
    public static func folder(forTest name: String) -> URL {
        let safe = String(name.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" })
        return root.appendingPathComponent(safe, isDirectory: true)
    }
}

/// The latest short account, shared with the issue handler.
final class AccountBox: Sendable {
    private let value = Mutex<String?>(nil)

    /// Replaces the account.
    func set(_ account: String?) { value.withLock { $0 = account } }

    /// The account, if a touch was recorded.
    var account: String? { value.withLock { $0 } }
}
