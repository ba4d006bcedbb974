import Foundation
import OpenTouch
import OpenTouchScenes
import Testing

/// Builds `text` and plays its script, recording the run.
@MainActor
private func run(_ text: String) throws -> (scene: BuiltScene, result: SceneRunResult) {
    let scene = BuiltScene(try SceneFile.parse(text))
    return (scene, scene.run())
}

/// The views touches began on, in order.
@MainActor
private func touchedViews(_ recorder: TraceRecorder) -> [UIView?] {
    recorder.records.compactMap { record in
        if case .touchBegan(_, _, let view) = record { return .some(view) }
        return nil
    }
}

/// The recognizers that sent an action, by name, in order (each once per action).
@MainActor
private func actions(_ recorder: TraceRecorder) -> [String] {
    recorder.records.compactMap { record in
        if case .gestureAction(let recognizer, _, _) = record { return recognizer.name ?? "?" }
        return nil
    }
}

@MainActor
@Suite("Built scenes: views, overrides, recognizers and scripts behave as the file says")
struct BuiltSceneTests {
    @Test("an enlarged touch area takes taps up to its outset and no further")
    func touchOutset() throws {
        let (scene, result) = try run("""
            views:
              - name: Like
                type: button
                frame: [100, 100, 24, 24]
                touchOutset: 10
            script:
              - tap: [91, 112]     # 9 pt left of the button
              - tap: [89, 112]     # 11 pt left
            """)
        #expect(touchedViews(result.recorder).map { $0 === scene.view(named: "Like") } == [true, false])
    }

    @Test("a pass-through view lets touches reach what is below, but its subviews still take them")
    func passThrough() throws {
        let (scene, result) = try run("""
            views:
              - name: Below
                frame: [0, 0, 200, 200]
              - name: Overlay
                frame: [0, 0, 200, 200]
                passThrough: true
                subviews:
                  - name: Badge
                    frame: [150, 0, 50, 50]
            script:
              - tap: [20, 100]
              - tap: [175, 25]
            """)
        let touched = touchedViews(result.recorder)
        #expect(touched.count == 2)
        #expect(touched.first! === scene.view(named: "Below"))
        #expect(touched.last! === scene.view(named: "Badge"))
    }

    @Test("pointInside: false hides a view and its whole subtree from hit testing")
    func refusesPoints() throws {
        let (scene, result) = try run("""
            views:
              - name: Black
                frame: [0, 64, 375, 603]
                pointInside: false
                subviews:
                  - name: Red
                    frame: [30, 30, 315, 543]
            script:
              - tap: [100, 200]
            """)
        #expect(touchedViews(result.recorder).first! === scene.controller.view)
    }

    @Test("redirectTo: WhiteView hands the part over YellowView to YellowView (seed 004's recipe)")
    func redirect() throws {
        let (scene, result) = try run("""
            views:
              - name: YellowView
                frame: [0, 264, 375, 300]
              - name: WhiteView
                frame: [70, 234, 235, 360]
                redirectTo: YellowView
            script:
              - tap: [187.5, 414]
              - tap: [187.5, 250]
            """)
        let touched = touchedViews(result.recorder)
        #expect(touched.first! === scene.view(named: "YellowView"))
        #expect(touched.last! === scene.view(named: "WhiteView"))
    }

    @Test("a single tap that requires the double tap to fail waits for it; without it, it fires on the first tap", arguments: [true, false])
    func failureRequirement(requires: Bool) throws {
        let (_, result) = try run("""
            views:
              - name: Card
                frame: [0, 0, 300, 300]
            recognizers:
              - name: single
                type: tap
                view: Card
                \(requires ? "requireToFail: double" : "")
              - name: double
                type: tap
                taps: 2
                view: Card
            script:
              - tap: {at: Card, count: 2}
            """)
        if requires {
            #expect(actions(result.recorder) == ["double"])
        } else {
            #expect(actions(result.recorder).first == "single")  // on the first tap, without waiting
        }
    }

    @Test("a delegate that answers shouldBegin false keeps its recognizer from firing")
    func delegateShouldBegin() throws {
        let (_, result) = try run("""
            recognizers:
              - name: tap
                type: tap
                view: root
                delegate: {shouldBegin: false}
              - name: other
                type: tap
                view: root
            script:
              - tap: [100, 100]
            """)
        #expect(actions(result.recorder) == ["other"])
    }

    @Test("a swipe fires only in its direction", arguments: [("left", 1), ("right", 0)])
    func swipeDirection(direction: String, count: Int) throws {
        let (_, result) = try run("""
            recognizers:
              - name: swipe
                type: swipe
                direction: \(direction)
                view: root
            script:
              - drag: {from: [300, 300], to: [100, 300], duration: 0.15, steps: 6}
            """)
        #expect(actions(result.recorder).count == count)
    }

    @Test("a pan whose delegate begins it only horizontally ignores a vertical drag", arguments: [
        ([300, 300], 1), ([100, 500], 0),
    ] as [([Int], Int)])
    func panLimitedToAnAxis(end: [Int], began: Int) throws {
        let (_, result) = try run("""
            recognizers:
              - name: reveal
                type: pan
                view: root
                delegate: {shouldBegin: horizontal}
            script:
              - drag: {from: [100, 300], to: [\(end[0]), \(end[1])], duration: 0.3}
            """)
        let begins = result.recorder.records.filter { record in
            if case .gestureStateChanged(_, _, .began) = record { return true }
            return false
        }
        #expect(begins.count == began)
    }

    @Test("a drag scrolls a scroll view's content, and a named view's point is aimed in its own coordinates")
    func scrollView() throws {
        let (scene, _) = try run("""
            views:
              - name: Feed
                type: scrollView
                frame: [0, 0, 375, 667]
                contentSize: [375, 2000]
                subviews:
                  - name: Row
                    frame: [0, 600, 375, 44]
            script:
              - drag: {from: {view: Row, at: [100, 20]}, to: [100, 320], duration: 0.3}
              - wait: 2
            """)
        let feed = try #require(scene.view(named: "Feed") as? UIScrollView)
        #expect(feed.contentOffset.y > 200)
        #expect(feed.contentOffset.x == 0)
    }

    @Test("the log prints the file's names for plain views, as the hit-test log of seed 004 does")
    func printedNames() throws {
        let (_, result) = try run("""
            views:
              - name: Card
                frame: [0, 0, 100, 100]
            script:
              - tap: Card
            log: {phases: [began, ended]}
            """)
        #expect(result.lines.first == "<Card> hitTest:withEvent: previous")
        #expect(result.lines.last == "<Card> touchEnded ")
        #expect(result.lines.contains { $0.hasPrefix("<Card> hitTest:withEvent after >>>> retView =<Card: 0x") })
    }
}
