import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
@Suite("Alerts: UIAlertController's action sheets")
struct ActionSheetTests {
    private func sheet(_ ct: TestScene, cancel: Bool) -> UIAlertController {
        let log = ct.log
        let sheet = UIAlertController(title: "Photo", message: "Choose a source", preferredStyle: .actionSheet)
        for title in ["Camera", "Library"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { log.append("\($0.title!) ran") })
        }
        if cancel { sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { log.append("\($0.title!) ran") }) }
        ct.controller.present(sheet, animated: true)
        ct.driver.wait(1)
        return sheet
    }

    private func frame(_ title: String, _ ct: TestScene) throws -> CGRect {
        let view = try #require(ct.driver.all(.label(title)).first?.superview)
        return view.convert(view.bounds, to: nil)
    }

    @Test("the actions stack at the bottom, 57 points high, with the cancel action in its own card 8 points below")
    func geometry() throws {
        let ct = TestScene()
        _ = sheet(ct, cancel: true)
        let camera = try frame("Camera", ct), library = try frame("Library", ct), cancel = try frame("Cancel", ct)
        #expect(camera.width == 375 - 16 && camera.minX == 8 && camera.height == 57)
        #expect(library.minY == camera.maxY)
        #expect(cancel.maxY == 667 - 8 && cancel.minY == library.maxY + 8)
        let cancelCard = try #require(ct.driver.all(.label("Cancel")).first?.superview?.superview)
        let mainCard = try #require(ct.driver.all(.label("Camera")).first?.superview?.superview)
        #expect(cancelCard !== mainCard)
        #expect(ct.driver.all(.label("Choose a source")).count == 1)
    }

    @Test("a tap outside an action sheet runs its cancel action after dismissing it; the views behind get no touch")
    func tapOutsideCancels() throws {
        let ct = TestScene()
        ct.addLoggedView("background", frame: ct.window.bounds)
        _ = sheet(ct, cancel: true)
        ct.driver.tap(at: CGPoint(x: 187, y: 100))
        ct.driver.wait(1)
        #expect(ct.log.lines == ["Cancel ran"])
        #expect(ct.controller.presentedViewController == nil)
    }

    @Test("without a cancel action a tap outside does nothing")
    func tapOutsideWithoutCancel() throws {
        let ct = TestScene()
        _ = sheet(ct, cancel: false)
        ct.driver.tap(at: CGPoint(x: 187, y: 100))
        ct.driver.wait(1)
        #expect(ct.log.lines.isEmpty)
        #expect(ct.controller.presentedViewController != nil)
    }

    @Test("sliding from the main card into the cancel card moves the highlight there; lifting runs the cancel action")
    func slideIntoCancelGroup() throws {
        let ct = TestScene()
        _ = sheet(ct, cancel: true)
        let camera = try frame("Camera", ct), cancel = try frame("Cancel", ct)
        let finger = ct.driver.down(at: CGPoint(x: camera.midX, y: camera.midY))
        ct.driver.glide(finger, to: CGPoint(x: cancel.midX, y: cancel.midY), steps: 6)
        ct.driver.up(finger)
        ct.driver.wait(1)
        #expect(ct.log.lines == ["Cancel ran"])
    }
}
