import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// The software keyboard with UIKit's text field: a form filled in by tapping keys.
@MainActor
@Suite("Software keyboard: text fields")
struct SKTextFieldTests {
    /// Two fields: Return ("Next") on the first moves to the second, Return ("Go") on the second
    /// resigns and records what was typed.
    @MainActor
    private final class FormController: UIViewController, UITextFieldDelegate {
        let email = UITextField()
        let password = UITextField()
        var submitted: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            email.placeholder = "Email"
            email.autocapitalizationType = .none
            email.keyboardType = .emailAddress
            email.returnKeyType = .next
            password.placeholder = "Password"
            password.isSecureTextEntry = true
            password.returnKeyType = .go
            for (index, field) in [email, password].enumerated() {
                field.frame = CGRect(x: 20, y: 100 + CGFloat(index) * 50, width: 335, height: 34)
                field.delegate = self
                view.addSubview(field)
            }
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if textField === email {
                password.becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
                submitted.append("\(email.text ?? "")|\(password.text ?? "")")
            }
            return true
        }
    }

    @Test("tapping a field brings the keyboard up; keys type into it; Next moves on with the keyboard up; Go takes it down")
    func formByKeys() throws {
        let form = FormController()
        let scene = TestScene(controller: form)
        let log = SKNotificationLog(scene: scene)
        try scene.driver.tap(.view(form.email))
        #expect(form.email.isFirstResponder)
        #expect(log.names.prefix(2) == ["willChangeFrame", "willShow"])
        scene.clock.advance(by: 0.3)
        try scene.tapKey("a")
        try scene.driver.tap(.label("more, numbers"))
        try scene.tapKey("@")
        try scene.tapKey("space")
        try scene.tapKey("b")
        #expect(form.email.text == "a@ b")
        log.removeAll()
        try scene.tapKey("Next")
        #expect(form.password.isFirstResponder)
        #expect(log.names.prefix(2) == ["willChangeFrame", "willShow"])
        #expect(!log.names.contains("willHide"))
        // The password field capitalizes sentences: its empty text starts with shift on.
        try scene.tapKey("X")
        try scene.tapKey("y")
        scene.clock.advance(by: 0.3)
        log.removeAll()
        try scene.tapKey("Go")
        #expect(!form.password.isFirstResponder)
        #expect(form.submitted == ["a@ b|Xy"])
        scene.clock.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    }
}
