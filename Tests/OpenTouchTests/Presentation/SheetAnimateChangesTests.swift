import Foundation
import OpenTouch
import Testing

/// `animateChanges` on a sheet (375 × 667, no insets): the large detent's top is at 10, the
/// medium one's at 333.5.
@Suite("sheets: a detent change inside animateChanges moves the sheet on the clock")
@MainActor
struct SheetAnimateChangesTests {
    private func presentSheet(_ scene: TestScene) -> LoggingScreen {
        let sheet = LoggingScreen("sheet", log: scene.log)
        let presentation = sheet.sheetPresentationController!
        presentation.detents = [.medium(), .large()]
        scene.controller.present(sheet, animated: true)
        scene.clock.advance(by: 1)
        return sheet
    }

    /// The top of the sheet as drawn (its card's presentation layer), in window coordinates.
    private func drawnTop(_ sheet: UIViewController) -> CGFloat? {
        guard let card = sheet.view.superview, let drawn = card.layer.presentation() else { return nil }
        return card.superview.map { $0.convert(drawn.frame, to: nil).minY }
    }

    @Test("halfway through the change the sheet is drawn between the detents, and ends at the large one")
    func midAnimation() throws {
        let scene = TestScene()
        let sheet = presentSheet(scene)
        let presentation = try #require(sheet.sheetPresentationController)
        #expect(isClose(try #require(drawnTop(sheet)), 333.5))
        presentation.animateChanges { presentation.selectedDetentIdentifier = .large }
        let card = try #require(sheet.view.superview)
        let keys0 = card.layer.animationKeys() ?? []
        let top0 = drawnTop(sheet) ?? -1
        scene.clock.advance(by: PresentationConstants.detentChangeDuration / 2)
        let middle = try #require(drawnTop(sheet))
        let keys1 = card.layer.animationKeys() ?? []
        #expect(isClose(top0, 333.5), "the change starts where the sheet was")
        #expect(!keys0.isEmpty && !keys1.isEmpty)
        #expect(middle > 10 + 20 && middle < 333.5 - 20, "drawn at \(middle), between the detents")
        let drawnHeight = try #require(card.layer.presentation()).bounds.height
        #expect(drawnHeight > 333.5 && drawnHeight < 657, "the height grows with the move (\(drawnHeight))")
        scene.clock.advance(by: PresentationConstants.detentChangeDuration)
        #expect(isClose(try #require(drawnTop(sheet)), 10))
        #expect(presentation.selectedDetentIdentifier == .large)
    }

    @Test("outside animateChanges the same change moves the sheet at once")
    func withoutAnimation() throws {
        let scene = TestScene()
        let sheet = presentSheet(scene)
        let presentation = try #require(sheet.sheetPresentationController)
        presentation.selectedDetentIdentifier = .large
        #expect(isClose(try #require(drawnTop(sheet)), 10))
    }

    @Test("the cause: a block animation that moves a view up while it grows is drawn at the in-between frame")
    func growingFrameAnimation() throws {
        let scene = TestScene()
        let card = scene.add(UIView(frame: CGRect(x: 0, y: 333.5, width: 375, height: 333.5)))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            card.frame = CGRect(x: 0, y: 10, width: 375, height: 657)
        })
        scene.clock.advance(by: 0.5)
        let drawn = try #require(card.layer.presentation()).frame
        #expect(isClose(drawn.minY, (333.5 + 10) / 2, within: 0.5))
        #expect(isClose(drawn.height, (333.5 + 657) / 2, within: 0.5))
    }
}
