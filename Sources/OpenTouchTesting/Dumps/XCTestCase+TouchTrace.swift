#if canImport(XCTest)
import Foundation
import XCTest

extension XCTestCase {
    /// Records `driver`'s application's touch trace for this test; if the test fails, the
    /// failure dumps (`explanation.txt`, `view-tree.txt`, `timeline.html`) are written to
    /// ``FailureArtifacts/folder(forTest:)`` and the folder is printed.
    @MainActor
    public func recordTouchTraceForFailures(_ driver: TouchDriver) {
        let session = TouchTraceSession(folder: FailureArtifacts.folder(forTest: name))
        session.record(driver)
        TouchTraceObserver.shared.watch(self, session: session)
    }
}

/// Writes a watched test's dumps when it fails. XCTest calls observers on the main thread.
private final class TouchTraceObserver: NSObject, XCTestObservation, @unchecked Sendable {
    @MainActor static let shared = TouchTraceObserver()
    private var sessions: [ObjectIdentifier: TouchTraceSession] = [:]
    private var failed: Set<ObjectIdentifier> = []
    private var registered = false

    @MainActor func watch(_ testCase: XCTestCase, session: TouchTraceSession) {
        if !registered {
            registered = true
            XCTestObservationCenter.shared.addTestObserver(self)
        }
        sessions[ObjectIdentifier(testCase)] = session
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String,
                  inFile filePath: String?, atLine lineNumber: Int) {
        failed.insert(ObjectIdentifier(testCase))
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let key = ObjectIdentifier(testCase)
        guard let session = sessions.removeValue(forKey: key) else { return }
        guard failed.remove(key) != nil else { return }
        let name = testCase.name
        MainActor.assumeIsolated {
            _ = session.writeDumps()
            if let account = session.latestAccount.account { print(account) }
            print("Touch trace for \(name): explanation.txt, view-tree.txt, timeline.html in \(session.folder.path)")
        }
    }
}
#endif
