import Foundation
import OpenTouch
import Testing

/// Sheets on an iPhone-sized screen (375 × 667, no safe-area insets): the large detent's top edge
/// is at 10 (``PresentationConstants/sheetTopGap``), the medium one's at 333.5.
@Suite("sheets: detents, dragging, dismissal and the scroll-view handoff")
@MainActor
struct SheetPresentationTests {
    private func presentSheet(_ scene: TestScene, detents: [UISheetPresentationController.Detent] = [.large()],
                              configure: (UISheetPresentationController) -> Void = { _ in }) -> LoggingScreen {
        let sheet = LoggingScreen("sheet", log: scene.log)
        let presentation = sheet.sheetPresentationController!
        presentation.detents = detents
        presentation.delegate = sheet
        configure(presentation)
        scene.controller.present(sheet, animated: true)
        scene.clock.advance(by: 1)
        scene.log.removeAll()
        return sheet
    }

    private func sheetTop(_ sheet: UIViewController) -> CGFloat {
        sheet.view.convert(CGPoint.zero, to: nil).y
    }

    @Test("the default style is a page sheet in UIKit's containers, at the large detent, presenter still showing")
    func automaticIsAPageSheet() throws {
        let scene = TestScene()
        let root = LoggingScreen("root", log: scene.log)
        scene.window.rootViewController = root
        let sheet = LoggingScreen("sheet", log: scene.log)
        let presentation = try #require(sheet.sheetPresentationController)
        #expect(sheet.popoverPresentationController == nil)
        scene.log.removeAll()
        root.present(sheet, animated: true)
        scene.clock.advance(by: 1)
        #expect(presentation.presentationStyle == .pageSheet)
        #expect(scene.log.lines == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"],
                "a sheet leaves the presenter on screen: no disappearance")
        #expect(superviewNames(of: sheet.view) == ["UIView", "UIDropShadowView", "UITransitionView", "UIWindow"])
        #expect(isClose(sheetTop(sheet), 10))
        #expect(sheet.view.superview?.layer.cornerRadius == 10)
        #expect(root.view.window === scene.window)
    }

    @Test("detents: medium rests at half the screen; selecting large inside animateChanges animates there")
    func detentsAndSelection() {
        let scene = TestScene()
        let sheet = presentSheet(scene, detents: [.medium(), .large()])
        let presentation = sheet.sheetPresentationController!
        #expect(isClose(sheetTop(sheet), 333.5))
        presentation.animateChanges { presentation.selectedDetentIdentifier = .large }
        #expect(sheet.view.superview!.layer.animationKeys()?.isEmpty == false, "the change animates")
        #expect(isClose(sheetTop(sheet), 10), "the model holds the final frame at once")
        scene.clock.advance(by: 1)
        #expect(isClose(sheetTop(sheet), 10))
        let custom = UISheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 200 }
        presentation.detents = [custom, .large()]
        presentation.selectedDetentIdentifier = custom.identifier
        #expect(isClose(sheetTop(sheet), 467))
    }

    @Test("a fast drag down dismisses: willDismiss and viewWillDisappear as the drag passes the bottom detent")
    func dragDownDismisses() {
        let scene = TestScene()
        let sheet = presentSheet(scene)
        scene.driver.drag(from: CGPoint(x: 187, y: 100), to: CGPoint(x: 187, y: 500), duration: 0.25, steps: 10)
        #expect(Array(scene.log.lines.prefix(2)) == ["sheet.willDismiss", "sheet.viewWillDisappear"])
        scene.clock.advance(by: 1)
        #expect(scene.log.lines == ["sheet.willDismiss", "sheet.viewWillDisappear", "sheet.viewDidDisappear", "sheet.didDismiss"])
        #expect(scene.controller.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
    }

    @Test("a short slow drag down bounces back: the interactive dismissal is cancelled, the sheet appears again")
    func shortDragBouncesBack() {
        let scene = TestScene()
        let sheet = presentSheet(scene)
        let finger = scene.driver.down(at: CGPoint(x: 187, y: 100))
        for step in 1 ... 10 {
            scene.driver.wait(0.05)
            scene.driver.move(finger, to: CGPoint(x: 187, y: 100 + CGFloat(step) * 8))
        }
        #expect(sheetTop(sheet) > 60, "the sheet follows the finger")
        scene.driver.wait(0.2)
        scene.driver.up(finger)
        scene.clock.advance(by: 1)
        #expect(isClose(sheetTop(sheet), 10))
        #expect(scene.log.lines == ["sheet.willDismiss", "sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(scene.controller.presentedViewController === sheet)
    }

    @Test("isModalInPresentation refuses the swipe: rubber band, didAttemptToDismiss, back in place")
    func modalSheetRefusesTheSwipe() {
        let scene = TestScene()
        let sheet = presentSheet(scene)
        sheet.isModalInPresentation = true
        let finger = scene.driver.down(at: CGPoint(x: 187, y: 100))
        scene.driver.glide(finger, to: CGPoint(x: 187, y: 500), duration: 0.25, steps: 10)
        let shown = sheetTop(sheet)
        #expect(shown > 10 && shown < 10 + 390 * 0.55, "rubber-banded, \(shown)")
        scene.driver.up(finger)
        scene.clock.advance(by: 1)
        #expect(scene.log.lines == ["sheet.didAttemptToDismiss"])
        #expect(isClose(sheetTop(sheet), 10))
        #expect(scene.controller.presentedViewController === sheet)
    }

    @Test("a drag up from medium settles on large and tells the delegate")
    func dragBetweenDetents() {
        let scene = TestScene()
        let sheet = presentSheet(scene, detents: [.medium(), .large()])
        scene.driver.drag(from: CGPoint(x: 187, y: 400), to: CGPoint(x: 187, y: 150), duration: 0.25, steps: 10)
        scene.clock.advance(by: 1)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(isClose(sheetTop(sheet), 10))
        #expect(scene.log.lines == ["sheet.detent com.apple.UIKit.large"])
    }

    @Test("a tap on the dimming view dismisses; under the largest undimmed detent the presenter gets the tap")
    func dimmingTap() {
        let scene = TestScene()
        scene.addLoggedView("behind", frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let undimmed = presentSheet(scene, detents: [.medium(), .large()]) { $0.largestUndimmedDetentIdentifier = .medium }
        scene.driver.tap(at: CGPoint(x: 187, y: 100))
        #expect(scene.log.lines.contains { $0.hasPrefix("behind") })
        #expect(scene.controller.presentedViewController === undimmed)
        undimmed.dismiss(animated: false)
        scene.log.removeAll()

        let dimmed = presentSheet(scene, detents: [.medium()])
        scene.driver.tap(at: CGPoint(x: 187, y: 100))
        #expect(!scene.log.lines.contains { $0.hasPrefix("behind") })
        scene.clock.advance(by: 1)
        #expect(scene.log.lines.contains("sheet.didDismiss"))
        #expect(dimmed.presentingViewController == nil)
    }

    @Test("a scroll view at its top hands a downward drag to the sheet; scrolled down, it scrolls itself")
    func scrollViewHandsItsDragToTheSheet() {
        let scene = TestScene()
        let sheet = presentSheet(scene)
        let scroll = UIScrollView(frame: sheet.view.bounds)
        scroll.contentSize = CGSize(width: 375, height: 3000)
        sheet.view.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        scene.driver.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 350), duration: 0.5, steps: 10)
        scene.clock.advance(by: 2)
        #expect(scroll.contentOffset.y < 300, "scrolled down, the scroll view takes the drag")
        #expect(isClose(sheetTop(sheet), 10))
        scroll.setContentOffset(.zero, animated: false)
        scene.driver.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 600), duration: 0.25, steps: 10)
        #expect(scroll.contentOffset.y == 0, "at its top edge the scroll view stays put")
        scene.clock.advance(by: 1)
        #expect(scene.log.lines.contains("sheet.didDismiss"))
    }

    @Test("a drag up in a scroll view at the medium detent expands the sheet before the scroll view scrolls")
    func scrollingExpandsTheSheet() {
        let scene = TestScene()
        let sheet = presentSheet(scene, detents: [.medium(), .large()])
        let scroll = UIScrollView(frame: sheet.view.bounds)
        scroll.autoresizingMask = [.flexibleHeight]
        scroll.contentSize = CGSize(width: 375, height: 3000)
        sheet.view.addSubview(scroll)
        let finger = scene.driver.down(at: CGPoint(x: 187, y: 500))
        scene.driver.glide(finger, to: CGPoint(x: 187, y: 300), duration: 0.3, steps: 10)
        #expect(scroll.contentOffset.y == 0)
        #expect(sheetTop(sheet) < 200)
        scene.driver.up(finger)
        scene.clock.advance(by: 1)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .large)
    }
}
