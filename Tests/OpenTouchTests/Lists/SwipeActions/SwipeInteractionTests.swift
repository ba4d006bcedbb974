import Foundation
@testable import OpenTouch
import Testing

@MainActor
@Suite("Swipe actions interaction")
struct SwipeInteractionTests {
    /// A scene with a 10-row list filling the screen.
    private func makeList() -> (TestScene, SwipeTestList) {
        let scene = TestScene()
        let list = SwipeTestList(rowCount: 30, frame: scene.window.bounds)
        scene.add(list)
        return (scene, list)
    }

    /// Drags row `row` horizontally by `dx` and lets the settling animation finish.
    private func swipe(_ scene: TestScene, _ list: SwipeTestList, row: Int, by dx: CGFloat) {
        let center = scene.driver.screenLocation(of: list.rows[row])
        scene.driver.drag(from: center, to: CGPoint(x: center.x + dx, y: center.y), duration: 0.3, steps: 12)
        scene.driver.wait(0.6)
    }

    private func deleteConfiguration(_ log: @escaping (String) -> Void,
                                     performs: Bool = true) -> UISwipeActionsConfiguration {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, completion in
            log("delete from \(type(of: view))")
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
            log("flag")
            completion(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = performs
        return configuration
    }

    @Test func swipingPastHalfTheButtonsOpensTheRow() throws {
        let (scene, list) = makeList()
        var log: [String] = []
        list.trailing[2] = deleteConfiguration { log.append($0) }
        swipe(scene, list, row: 2, by: -120)
        let row = list.rows[2]
        let buttons = try #require(row.subviews.first as? SwipeActionsView)
        #expect(isClose(row.content.transform.tx, -buttons.naturalWidth))
        #expect(isClose(buttons.frame.maxX, row.bounds.maxX))
        #expect(list.events == ["willBegin 2"])
        #expect(log.isEmpty)
        #expect(row.endedTouches == 0)
    }

    @Test func aShortSwipeClosesAgain() {
        let (scene, list) = makeList()
        list.trailing[1] = deleteConfiguration { _ in }
        swipe(scene, list, row: 1, by: -40)
        #expect(list.rows[1].content.transform == .identity)
        #expect(!list.rows[1].subviews.contains { $0 is SwipeActionsView })
        #expect(list.events == ["willBegin 1", "didEnd 1"])
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let (scene, list) = makeList()
        var log: [String] = []
        list.trailing[0] = deleteConfiguration { log.append($0) }
        swipe(scene, list, row: 0, by: -300)
        #expect(log == ["delete from UIButton"])
        #expect(list.rows[0].content.transform == .identity)
        #expect(list.events == ["willBegin 0", "didEnd 0"])
    }

    @Test func withoutFullSwipesALongSwipeOnlyOpens() {
        let (scene, list) = makeList()
        var log: [String] = []
        list.trailing[0] = deleteConfiguration({ log.append($0) }, performs: false)
        swipe(scene, list, row: 0, by: -300)
        #expect(log.isEmpty)
        #expect(list.controller.swipedIndexPath == IndexPath(row: 0, section: 0))
    }

    @Test func tappingAButtonRunsItsHandlerAndTheCompletionCloses() throws {
        let (scene, list) = makeList()
        var log: [String] = []
        list.trailing[3] = deleteConfiguration { log.append($0) }
        swipe(scene, list, row: 3, by: -200)
        let buttons = try #require(list.rows[3].subviews.first as? SwipeActionsView)
        scene.driver.tap(buttons.buttons[1])
        scene.driver.wait(0.6)
        #expect(log == ["flag"])
        #expect(list.rows[3].content.transform == .identity)
        #expect(list.events == ["willBegin 3", "didEnd 3"])
    }

    @Test func aTapElsewhereClosesTheOpenRowWithoutSelecting() {
        let (scene, list) = makeList()
        list.trailing[2] = deleteConfiguration { _ in }
        list.trailing[5] = deleteConfiguration { _ in }
        swipe(scene, list, row: 2, by: -120)
        scene.driver.tap(list.rows[6])
        scene.driver.wait(0.6)
        #expect(list.rows[2].content.transform == .identity)
        #expect(list.rows[6].endedTouches == 0)
        #expect(list.events == ["willBegin 2", "didEnd 2"])
        // A second swipe on another row while one is open only closes the open one.
        swipe(scene, list, row: 2, by: -120)
        swipe(scene, list, row: 5, by: -120)
        #expect(list.controller.swipedIndexPath == nil)
        #expect(list.events == ["willBegin 2", "didEnd 2", "willBegin 2", "didEnd 2"])
    }

    @Test func verticalDragsStillScroll() {
        let (scene, list) = makeList()
        list.trailing[4] = deleteConfiguration { _ in }
        let center = scene.driver.screenLocation(of: list.rows[4])
        scene.driver.drag(from: center, to: CGPoint(x: center.x - 30, y: center.y - 200))
        scene.driver.wait(1)
        #expect(list.contentOffset.y > 100)
        #expect(list.events.isEmpty)
    }

    @Test func leadingActionsComeFromARightwardSwipeAndEditingBlocksSwipes() throws {
        let (scene, list) = makeList()
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(false) }
        list.leading[1] = UISwipeActionsConfiguration(actions: [pin])
        list.trailing[1] = UISwipeActionsConfiguration(actions: [])
        swipe(scene, list, row: 1, by: -150)
        #expect(list.events.isEmpty)
        swipe(scene, list, row: 1, by: 150)
        let buttons = try #require(list.rows[1].subviews.first as? SwipeActionsView)
        #expect(buttons.isLeading)
        #expect(isClose(buttons.frame.minX, 0))
        #expect(list.rows[1].content.transform.tx > 0)
        list.controller.close(animated: false)
        list.editing = true
        list.events = []
        swipe(scene, list, row: 1, by: 150)
        #expect(list.events.isEmpty)
    }

    @Test func actionDefaultsFollowTheStyle() {
        let destructive = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let normal = UIContextualAction(style: .normal, title: "More") { _, _, _ in }
        #expect(destructive.backgroundColor == .systemRed)
        #expect(normal.backgroundColor == .systemGray)
        normal.backgroundColor = .systemBlue
        #expect(normal.backgroundColor == .systemBlue)
        #expect(UISwipeActionsConfiguration(actions: [normal]).performsFirstActionWithFullSwipe)
    }
}
