import Foundation
@testable import OpenTouchTesting
import Testing

@MainActor
@Suite("Failure dumps: the touches and the view tree of a failed test")
struct FailureDumpTests {
    @Test("A driver created while a test's session is current is recorded; the dumps hold the failure, the touches and the tree")
    func sessionRecordsNewDrivers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opentouch-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = TouchTraceSession(folder: folder)
        TouchTraceSession.observeNewDrivers()
        let failure: TouchTestFailure? = TouchTraceContext.$session.withValue(session) {
            let scene = TestingScene()
            let cards = scene.addCards(2, likes: Likes())
            let overlay = UIView(frame: CGRect(x: 0, y: 120, width: 375, height: 100))
            overlay.accessibilityIdentifier = "gradient-overlay"
            scene.root.addSubview(overlay)
            scene.driver.tap(cards[1].subviews[0])
            return touchFailure { try scene.driver.tap(.identifier("like-2")) }
        }
        #expect(failure != nil)
        let files = session.writeDumps()
        #expect(files.map(\.name) == ["explanation.txt", "view-tree.txt", "timeline.html"])
        let explanation = try String(contentsOf: folder.appendingPathComponent("explanation.txt"), encoding: .utf8)
        #expect(explanation.hasPrefix("FAILED "))
        #expect(explanation.contains("tap(identifier \"like-2\"): aimed at UIButton#like-2 at (318, 180)"))
        #expect(explanation.contains("finger 1 down at (318, 180) in UIWindow"))
        #expect(explanation.contains("→ chose UIView#gradient-overlay"))
        #expect(session.latestAccount.account?.hasPrefix("Last touch:\nfinger 1 down at (318, 180)") == true, "the short account follows the records")
        let timeline = try String(contentsOf: folder.appendingPathComponent("timeline.html"), encoding: .utf8)
        #expect(timeline.hasPrefix("<!DOCTYPE html>") && timeline.contains("gradient-overlay"))
        #expect(timeline.contains("\"viewTree\":{"), "the session's recorder captures view trees")
        let tree = try String(contentsOf: folder.appendingPathComponent("view-tree.txt"), encoding: .utf8)
        #expect(tree.contains("   |    | UIView#gradient-overlay frame (0 120; 375 100)"))
    }

    @Test("A test that let go of its scene (it threw) still gets the view tree: the session keeps the application until it closes")
    func treeAfterSceneReleased() {
        let session = TouchTraceSession(folder: FileManager.default.temporaryDirectory)
        TouchTraceSession.observeNewDrivers()
        TouchTraceContext.$session.withValue(session) {
            let scene = TestingScene()
            scene.root.accessibilityIdentifier = "feed-root"
        }
        #expect(session.dumps()[1].contents.contains("UIView#feed-root frame (0 0; 375 667)"))
        session.close()
    }

    @Test("A session whose test failed before any touch says no touches were recorded")
    func noTouches() {
        let session = TouchTraceSession(folder: FileManager.default.temporaryDirectory)
        let scene = TestingScene()
        session.record(scene.driver)
        scene.root.setNeedsLayout()
        scene.root.layoutIfNeeded()
        #expect(session.dumps()[0].contents == "No touches were recorded.\n")
        session.close()
    }

    @Test("Without a session, actions record nothing and the failure is only thrown")
    func noSession() {
        let scene = TestingScene()
        #expect(TouchTraceSession.current == nil)
        let failure = touchFailure { try scene.driver.tap(.identifier("missing")) }
        #expect(failure?.description.hasSuffix("tap(identifier \"missing\"): no shown view matches identifier \"missing\" in the visible windows") == true)
    }

    @Test("The folder for a test's dumps honours OPENTOUCH_FAILURE_ARTIFACTS or defaults under .build")
    func artifactsFolder() {
        let folder = FailureArtifacts.folder(forTest: "Likes.overlay covers (like)")
        #expect(folder.lastPathComponent == "Likes.overlay_covers__like_")
        if ProcessInfo.processInfo.environment["OPENTOUCH_FAILURE_ARTIFACTS"] == nil {
            #expect(folder.deletingLastPathComponent().path.hasSuffix(".build/opentouch-failures"))
        }
    }

    @Test("Inside the trait, an expected action failure is a known issue and the test passes", .touchTrace)
    func knownIssueInTrait() {
        let scene = TestingScene()
        withKnownIssue {
            try scene.driver.tap(.identifier("missing"))
        }
    }
}
