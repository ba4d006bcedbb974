import Foundation
@testable import OpenTouch
import Testing

/// The engine's own check of its touch list, responder ledger and gesture arena (run after every event in
/// debug builds and by the property tests): quiet on real input, and it names what broke.
/// Internal state is corrupted on purpose here, so this uses `@testable`.
@MainActor
@Suite("Touch invariants: the engine's debug check of its touch list, ledger and arena")
struct TouchInvariantCheckTests {
    @Test("three fingers down, moving and lifting keep every invariant")
    func quietOnRealInput() {
        let s = TestScene()
        s.addView(multipleTouch: true, recognizers: [UIPanGestureRecognizer()])
        let fingers = s.driver.down(at: [CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 150)])
        #expect(s.app.touchEnvironment.firstBrokenInvariant() == nil)
        #expect(s.app.touchEnvironment.event.touchList.count == 3)
        s.driver.move(fingers[1], to: CGPoint(x: 140, y: 100))
        s.driver.up(fingers[0])
        #expect(s.app.touchEnvironment.firstBrokenInvariant() == nil)
        #expect(s.app.touchEnvironment.event.touchList.count == 2)
    }

    @Test("a touch listed twice is reported as out of began order")
    func duplicateIsReported() throws {
        let s = TestScene()
        s.addView(multipleTouch: true)
        _ = s.driver.down(at: [CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 100)])
        let list = s.app.touchEnvironment.event.touchList
        s.app.touchEnvironment.event.touchList.append(list[0])
        let problem = try #require(s.app.touchEnvironment.firstBrokenInvariant())
        #expect(problem.contains("not in began order"))
        s.app.touchEnvironment.event.touchList = list
    }

    @Test("a responder both owed a touch's end and past it is reported")
    func ledgerContradictionIsReported() throws {
        let s = TestScene()
        let view = s.addView()
        _ = s.driver.down(at: CGPoint(x: 50, y: 50))
        let touch = try #require(s.app.touchEnvironment.event.touchList.first)
        #expect(touch.isOpen(for: view))
        touch.closedResponders.append(view)
        let problem = try #require(s.app.touchEnvironment.firstBrokenInvariant())
        #expect(problem.contains("after seeing it"))
        touch.closedResponders.removeAll()
    }

    @Test("a recognizer listed twice in the arena, or naming it without being listed, is reported")
    func arenaMembershipIsReported() throws {
        let s = TestScene()
        let pan = UIPanGestureRecognizer()
        s.addView(multipleTouch: true, recognizers: [pan, UIPinchGestureRecognizer()])
        _ = s.driver.down(at: [CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 100)])
        let arena = s.app.gestureEnvironment.arena
        #expect(arena.members.count == 2)
        #expect(s.app.touchEnvironment.firstBrokenInvariant() == nil)
        let members = arena.members
        arena.members.append(pan)
        #expect(try #require(s.app.touchEnvironment.firstBrokenInvariant()).contains("in the arena twice"))
        arena.members.removeAll { $0 === pan }
        #expect(try #require(s.app.touchEnvironment.firstBrokenInvariant()).contains("names the arena but is not in it"))
        arena.members = members
        #expect(s.app.touchEnvironment.firstBrokenInvariant() == nil)
    }

    @Test("a recognizer tracking a touch it was not given is reported")
    func foreignTrackedTouchIsReported() throws {
        let s = TestScene()
        let pan = UIPanGestureRecognizer()
        s.addView(multipleTouch: true, recognizers: [pan])
        _ = s.driver.down(at: CGPoint(x: 50, y: 50))
        let touch = try #require(s.app.touchEnvironment.event.touchList.first)
        let given = touch.gestureRecognizers
        touch.gestureRecognizers = []
        #expect(try #require(s.app.touchEnvironment.firstBrokenInvariant()).contains("not given to it"))
        touch.gestureRecognizers = given
        #expect(s.app.touchEnvironment.firstBrokenInvariant() == nil)
    }
}
