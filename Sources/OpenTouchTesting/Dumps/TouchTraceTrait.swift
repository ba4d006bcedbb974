#if canImport(Testing)
import Foundation
import Synchronization
import Testing

/// A Swift Testing trait that records the touch trace of every `TouchDriver` the
/// test creates and, when the test fails, attaches the failure dumps.
///
/// On any failing issue (a ``TouchTestFailure`` thrown by an action, or a plain `#expect` that
/// fails later) the test gets three attachments, also written to
/// ``FailureArtifacts/folder(forTest:)``: `explanation.txt` (the failures, the actions and
/// `TraceRecorder.explain` of every touch), `view-tree.txt` (each visible window's tree,
/// `recursiveDescription`-style, with names and frames) and `timeline.html` (the
/// `TouchTimeline` page). Each failing issue's comments hold the last touch's explanation and
/// name the folder. A ``TouchTestFailure`` that ends the test is recorded at the action's call site.
///
/// ```swift
/// @Test(.touchTrace) func likeButton() throws { … }
/// ```
public struct TouchTraceTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test in a suite that has it.
    public var isRecursive: Bool { true }

    /// Runs the test with its session, then writes and attaches the dumps if it failed.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        let folder = FailureArtifacts.folder(forTest: Self.name(of: test))
        let session = await TouchTraceSession(folder: folder)
        await TouchTraceSession.observeNewDrivers()
        let failed = FailureFlag()
        let handler = IssueHandlingTrait.compactMapIssues { issue in
            guard issue.isFailure else { return issue }
            failed.set()
            var issue = issue
            issue.comments.append(Comment(rawValue: Self.comment(session: session, folder: folder)))
            return issue
        }
        var thrown: (any Error)?
        do {
            try await TouchTraceContext.$session.withValue(session) {
                try await handler.provideScope(for: test, testCase: testCase) {
                    do {
                        try await function()
                    } catch let failure as TouchTestFailure {
                        Self.record(failure)
                    }
                }
            }
        } catch {
            thrown = error
        }
        let dumps = failed.isSet ? await session.writeDumps() : []
        // The recorders hold views, which must go on the main actor.
        await session.close()
        for dump in dumps {
            Attachment.record(dump.contents, named: dump.name)
        }
        if let thrown { throw thrown }
    }

    /// Records `failure` as an issue at its call site, its message as the issue's headline.
    private static func record(_ failure: TouchTestFailure) {
        let site = failure.callSite
        Issue.record(ActionFailed(description: failure.message), sourceLocation: SourceLocation(
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
    }

    /// A failure already placed at its call site: the runner prints its message as the headline.
    private struct ActionFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// The comment a failing issue gets: the short account of the last touch (kept current by
    /// the session as records arrive) and the dump files.
    private static func comment(session: TouchTraceSession, folder: URL) -> String {
        let files = "Touch trace: explanation.txt, view-tree.txt, timeline.html in \(folder.path)"
        return session.latestAccount.account.map { "\($0)\n\(files)" } ?? files
    }

    /// `File.testName`, from the test's source file and name.
    private static func name(of test: Test) -> String {
        let file = test.sourceLocation.fileName.replacingOccurrences(of: ".swift", with: "")
        let name = test.name.hasSuffix("()") ? String(test.name.dropLast(2)) : test.name
        return "\(file).\(name)"
    }
}

extension Trait where Self == TouchTraceTrait {
    /// Records the touch trace during the test and attaches failure dumps when it fails.
    public static var touchTrace: TouchTraceTrait { TouchTraceTrait() }
}

/// Whether a failing issue was seen, set from the issue handler.
private final class FailureFlag: Sendable {
    private let state = Mutex(false)
    func set() { state.withLock { $0 = true } }
    var isSet: Bool { state.withLock { $0 } }
}
#endif
