import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
@Suite("Alerts: presented by UIKit's alert presentation controllers, in UIKit's containers")
struct AlertPresentationTests {
    private func alert(_ ct: TestScene, _ style: UIAlertController.Style, cancel: Bool = true) -> UIAlertController {
        let log = ct.log, presenter = ct.controller
        let alert = UIAlertController(title: "Photo", message: "Remove it?", preferredStyle: style)
        let handler: (UIAlertAction) -> Void = { action in
            log.append("\(action.title ?? "") ran, presented: \(presenter.presentedViewController == nil ? "no" : "yes")")
        }
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: handler))
        if cancel { alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: handler)) }
        return alert
    }

    private func typeName(_ object: AnyObject?) -> String { object.map { String(describing: type(of: $0)) } ?? "nil" }

    @Test("An alert: a .custom presentation by _UIAlertControllerAlertPresentationController, a UIDimmingView behind it in a UITransitionView")
    func alertContainers() throws {
        let ct = TestScene()
        let alert = alert(ct, .alert)
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.popoverPresentationController == nil)
        ct.controller.present(alert, animated: true)
        ct.driver.wait(1)
        #expect(typeName(alert.presentationController) == "_UIAlertControllerAlertPresentationController")
        #expect(ct.controller.presentedViewController === alert)
        #expect(alert.presentingViewController === ct.controller)
        let container = try #require(alert.presentationController?.containerView)
        #expect(typeName(container) == "UITransitionView" && container.superview === ct.window)
        #expect(alert.view.superview === container)
        #expect(container.subviews.map { typeName($0) } == ["UIDimmingView", "_UIAlertControllerView"])
        let hit = ct.hitView(at: CGPoint(x: 20, y: 40))
        #expect(typeName(hit) == "UIDimmingView", "outside the card a touch lands on the dimming view")
        ct.driver.tap(at: CGPoint(x: 20, y: 40))
        ct.driver.wait(1)
        #expect(ct.controller.presentedViewController === alert, "a tap outside an alert does nothing")
    }

    @Test("An alert fades in and out; the handler runs once the alert is gone")
    func alertFadesAndRunsHandlerAfterDismissal() throws {
        let ct = TestScene()
        let alert = alert(ct, .alert)
        ct.controller.present(alert, animated: true)
        ct.driver.wait(PresentationConstants.transitionDuration / 2)
        let alpha = try #require(alert.view.layer.presentation()?.opacity)
        #expect(alpha > 0.05 && alpha < 0.95, "half-way the alert is half faded in (\(alpha))")
        #expect(alert.view.frame.minY == 0, "an alert does not slide")
        ct.driver.wait(1)
        try ct.driver.tap(.button("Delete"))
        #expect(ct.log.lines.isEmpty, "the handler waits for the dismissal")
        ct.driver.wait(1)
        #expect(ct.log.lines == ["Delete ran, presented: no"])
        #expect(alert.presentationController?.containerView == nil)
    }

    @Test("An action sheet on compact width: a .popover style adapted to the compact sheet, sliding up; a tap outside cancels")
    func compactActionSheet() throws {
        let ct = TestScene()
        let sheet = alert(ct, .actionSheet)
        #expect(sheet.modalPresentationStyle == .popover)
        let popover = try #require(sheet.popoverPresentationController)
        #expect(typeName(popover) == "_UIAlertControllerActionSheetRegularPresentationController")
        ct.controller.present(sheet, animated: true)
        ct.driver.wait(PresentationConstants.transitionDuration / 2)
        let drawn = try #require(sheet.view.layer.presentation()?.frame)
        #expect(drawn.minY > 20, "half-way the sheet is still sliding up (\(drawn.minY))")
        ct.driver.wait(1)
        #expect(ct.driver.all(.button("Cancel")).count == 1)
        let container = try #require(sheet.view.superview)
        #expect(typeName(container) == "UITransitionView")
        #expect(typeName(container.subviews.first) == "UIDimmingView")
        ct.driver.tap(at: CGPoint(x: 187, y: 100))
        ct.driver.wait(1)
        #expect(ct.log.lines == ["Cancel ran, presented: no"])
    }

    @Test("An action sheet on regular width is a popover at its source, without the cancel action; a tap outside runs it")
    func regularActionSheetIsAPopover() throws {
        let ct = TestScene(width: 1024, height: 768)
        let source = ct.add(UIView(frame: CGRect(x: 400, y: 100, width: 80, height: 40)))
        let sheet = alert(ct, .actionSheet)
        sheet.popoverPresentationController?.sourceView = source
        ct.controller.present(sheet, animated: true)
        ct.driver.wait(1)
        #expect(ct.controller.presentedViewController === sheet)
        #expect(ct.driver.all(.button("Cancel")).isEmpty)
        let delete = try ct.driver.only(.button("Delete"))
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(frame.width == AlertConstants.popoverWidth)
        #expect(frame.minY > source.frame.maxY, "below its source")
        #expect(delete.convert(delete.bounds, to: nil).maxY <= frame.maxY + 0.5)
        ct.driver.tap(at: CGPoint(x: 900, y: 700))
        ct.driver.wait(1)
        #expect(ct.log.lines == ["Cancel ran, presented: no"])
        #expect(ct.controller.presentedViewController == nil)
    }

    @Test("An action sheet on regular width with no source is refused with a diagnostic (UIKit raises)")
    func regularActionSheetWithoutSource() {
        let ct = TestScene(width: 1024, height: 768)
        var diagnostics: [String] = []
        let observation = ct.app.addTraceObserver { record in
            if case .diagnostic(let diagnostic) = record { diagnostics.append(diagnostic.message) }
        }
        let sheet = alert(ct, .actionSheet)
        ct.controller.present(sheet, animated: true)
        ct.driver.wait(1)
        #expect(ct.controller.presentedViewController == nil)
        #expect(diagnostics.contains { $0.contains("sourceView") })
        observation.cancel()
    }
}
