import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Presentation: presenting on a controller that already presents, isBeingDismissed in viewWillDisappear")
struct PresentationFidelityTests {
    @Test("presenting from a controller that already presents one presents nothing, warns as UIKit does, runs no completion")
    func alreadyPresenting() {
        let scene = TestScene()
        var diagnostics: [String] = []
        let observation = scene.app.addTraceObserver { record in
            if case .diagnostic(let diagnostic) = record { diagnostics.append(diagnostic.message) }
        }
        let first = UIViewController(), second = UIViewController()
        scene.controller.present(first, animated: false)
        var completed = false
        scene.controller.present(second, animated: false) { completed = true }
        #expect(scene.controller.presentedViewController === first)
        #expect(second.presentingViewController == nil && !completed)
        #expect(diagnostics.contains { $0.contains("which is already presenting") })
        observation.cancel()
    }

    @Test("isBeingDismissed is true in the presented controller's viewWillDisappear, as apps test it for cleanup")
    func beingDismissedInWillDisappear() {
        final class Sheet: UIViewController {
            var seen: [Bool] = []
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                seen.append(isBeingDismissed)
            }
        }
        let scene = TestScene()
        let sheet = Sheet()
        scene.controller.present(sheet, animated: true)
        scene.clock.advance(by: 1)
        sheet.dismiss(animated: true)
        scene.clock.advance(by: 1)
        #expect(sheet.seen == [true])
        #expect(scene.controller.presentedViewController == nil)
    }
}
