import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
@Suite("Text: UIAlertController's text fields")
struct AlertTextFieldTests {
    @Test("addTextField adds configured fields under the message; the first takes focus; the action reads them")
    func alertWithFields() throws {
        let ct = TestScene()
        let alert = UIAlertController(title: "Sign In", message: "Enter your account", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "User" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        let log = ct.log
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak alert] _ in
            log.append("OK \(alert?.textFields?.map { $0.text ?? "" } ?? [])")
        })
        #expect(alert.textFields?.count == 2)
        ct.controller.present(alert, animated: true)
        ct.driver.wait(1)
        let user = try #require(alert.textFields?.first)
        #expect(user.isFirstResponder)
        let message = try ct.driver.only(.text("Enter your account"))
        let userFrame = user.convert(user.bounds, to: nil)
        #expect(userFrame.minY >= message.convert(message.bounds, to: nil).maxY)
        let ok = try ct.driver.only(.label("OK"))
        #expect(userFrame.maxY <= ok.convert(ok.bounds, to: nil).minY)
        user.insertText("ann")
        try ct.driver.typeText("pw", into: .textField(placeholder: "Password"))
        try ct.driver.tap(.label("OK"))
        ct.driver.wait(1)
        #expect(ct.log.lines == ["OK [\"ann\", \"pw\"]"])
    }

    @Test("an alert without text fields has none")
    func noFields() {
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
    }
}
