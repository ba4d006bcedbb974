import Foundation
import OpenTouch
import Testing

@Suite("children of presented controllers, the grabber, the responder chain")
@MainActor
struct PresentedHierarchyTests {
    @Test("a child of a presented controller sees its ancestor's presenter, and its dismiss closes the presentation")
    func childDismissesItsPresentedAncestor() {
        let scene = TestScene()
        let container = UIViewController()
        let child = LoggingScreen("child", log: scene.log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        scene.controller.present(container, animated: false)
        #expect(child.presentingViewController === scene.controller)
        #expect(scene.controller.presentedViewController === container)
        #expect(child.next === container.view, "a child's chain goes through its parent's views")
        var done = false
        child.dismiss(animated: true) { done = true }
        scene.clock.advance(by: 1)
        #expect(done)
        #expect(container.presentingViewController == nil && child.presentingViewController == nil)
        #expect(Array(scene.log.lines.suffix(2)) == ["child.viewWillDisappear", "child.viewDidDisappear"])
    }

    @Test("prefersGrabberVisible puts a 36 × 5 grabber at the sheet's top centre")
    func grabber() {
        let scene = TestScene()
        let sheet = UIViewController()
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        scene.controller.present(sheet, animated: false)
        let wrapper = sheet.view.superview!
        let grabber = wrapper.subviews.last!
        #expect(grabber !== sheet.view)
        #expect(grabber.frame == CGRect(x: 169.5, y: 5, width: 36, height: 5))
        sheet.sheetPresentationController?.prefersGrabberVisible = false
        #expect(wrapper.subviews.count == 1)
    }

    @Test("the presented view's responder chain climbs the containers to the window")
    func containersChain() {
        let scene = TestScene()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        scene.controller.present(sheet, animated: false)
        let shadow = sheet.view.superview!
        let transition = shadow.superview!
        #expect(shadow.next === transition)
        #expect(transition.next === scene.window)
        #expect(sheet.view.next === sheet)
        #expect(sheet.next === scene.controller)
        #expect(scene.window.subviews.count == 1, "the presenter's view left the window")
    }
}
