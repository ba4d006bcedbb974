import Foundation
import OpenTouch
import Testing

/// Keeps a popover a popover on an iPhone, as many apps' delegates do.
@MainActor
final class NoAdaptation: UIPopoverPresentationControllerDelegate {
    var log: [String] = []
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle { .none }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
}

@Suite("popovers and current-context presentations")
@MainActor
struct PopoverAndContextTests {
    @Test("on regular width a popover sits under its source; a tap outside dismisses it")
    func popoverOnRegularWidth() throws {
        let scene = TestScene(width: 1024, height: 768)
        let source = scene.add(UIView(frame: CGRect(x: 400, y: 100, width: 80, height: 40)))
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.permittedArrowDirections = [.up, .down]
        scene.controller.present(content, animated: false)
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(frame == CGRect(x: 290, y: 153, width: 300, height: 200))
        #expect(popover.arrowDirection == .up)
        scene.driver.tap(at: CGPoint(x: 440, y: 250))
        #expect(content.presentingViewController === scene.controller, "a tap inside keeps it")
        scene.driver.tap(at: CGPoint(x: 900, y: 700))
        scene.clock.advance(by: 1)
        #expect(content.presentingViewController == nil)
    }

    @Test("on compact width a popover adapts to a sheet, unless the delegate answers .none")
    func popoverAdaptation() throws {
        let scene = TestScene()
        let source = scene.add(UIView(frame: CGRect(x: 150, y: 100, width: 80, height: 40)))
        let adapted = UIViewController()
        adapted.modalPresentationStyle = .popover
        adapted.popoverPresentationController?.sourceView = source
        scene.controller.present(adapted, animated: false)
        #expect(isClose(adapted.view.convert(CGPoint.zero, to: nil).y, 10), "a large sheet")
        adapted.dismiss(animated: false)

        let kept = UIViewController()
        kept.preferredContentSize = CGSize(width: 200, height: 150)
        kept.modalPresentationStyle = .popover
        let delegate = NoAdaptation()
        let popover = try #require(kept.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = delegate
        scene.controller.present(kept, animated: false)
        #expect(kept.view.convert(kept.view.bounds, to: nil) == CGRect(x: 90, y: 153, width: 200, height: 150))
        scene.driver.tap(at: CGPoint(x: 300, y: 600))
        scene.clock.advance(by: 1)
        #expect(delegate.log == ["didDismiss"])
    }

    @Test("over current context covers the defining controller's view only; the rest still gets touches")
    func overCurrentContext() {
        let scene = TestScene()
        let child = UIViewController()
        scene.controller.addChild(child)
        child.view.frame = CGRect(x: 0, y: 300, width: 375, height: 367)
        scene.rootView.addSubview(child.view)
        child.didMove(toParent: scene.controller)
        child.definesPresentationContext = true
        scene.addLoggedView("header", frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        child.present(overlay, animated: false)
        #expect(overlay.presentingViewController === child)
        #expect(overlay.view.convert(overlay.view.bounds, to: nil) == CGRect(x: 0, y: 300, width: 375, height: 367))
        scene.driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.log.lines.contains { $0.hasPrefix("header") })
        #expect(child.view.window === scene.window, "over current context keeps the context's view")
    }
}
