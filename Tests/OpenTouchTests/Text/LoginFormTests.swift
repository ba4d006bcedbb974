import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A login screen as a new user writes it in UIKit: two fields, a button, the controller as the
/// fields' delegate, Return moving from the email to the password field and then logging in.
@MainActor
private final class LoginViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    var attempts: [(String, String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next
        emailField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        loginButton.setTitle("Log In", for: .normal)
        loginButton.addAction(UIAction { [weak self] _ in self?.logIn() }, for: .touchUpInside)
        for (index, subview) in [emailField, passwordField, loginButton].enumerated() {
            subview.frame = CGRect(x: 20, y: 100 + CGFloat(index) * 50, width: 335, height: 34)
            view.addSubview(subview)
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            logIn()
        }
        return true
    }

    func logIn() {
        attempts.append((emailField.text ?? "", passwordField.text ?? ""))
    }
}

@MainActor
@Suite("Text: a login form driven with fingers and keys")
struct LoginFormTests {
    @Test("tap the email field, type, Return moves to the password field, type, Return logs in and resigns")
    func returnMovesThroughTheForm() throws {
        let login = LoginViewController()
        let ct = TestScene(controller: login)
        try ct.driver.tap(.textField(placeholder: "Email"))
        #expect(login.emailField.isFirstResponder && login.emailField.isEditing)
        login.emailField.insertText("ann@example.com")
        login.emailField.insertText("\n")
        #expect(login.passwordField.isFirstResponder)
        #expect(!login.emailField.isEditing)
        try ct.driver.typeText("s3cret\n", into: .textField(placeholder: "Password"))
        #expect(login.attempts.count == 1)
        #expect(login.attempts.first?.0 == "ann@example.com" && login.attempts.first?.1 == "s3cret")
        #expect(!login.passwordField.isFirstResponder && !login.emailField.isFirstResponder)
    }

    @Test("the password field shows bullets, refuses copy, and the button logs in with what was typed")
    func passwordIsHiddenAndButtonLogsIn() throws {
        let login = LoginViewController()
        let ct = TestScene(controller: login)
        try ct.driver.typeText("bob", into: .textField(placeholder: "Email"))
        try ct.driver.typeText("pw", into: .textField(placeholder: "Password"))
        #expect(ct.driver.all(.text("\u{2022}\u{2022}")).count == 1)
        #expect(ct.driver.all(.text("pw")).isEmpty)
        login.passwordField.selectAll(nil)
        #expect(!login.passwordField.canPerformAction(UIResponderStandardEditActions.copy, withSender: nil))
        #expect(!login.passwordField.canPerformAction(UIResponderStandardEditActions.cut, withSender: nil))
        try ct.driver.tap(.button("Log In"))
        #expect(login.attempts.map(\.0) == ["bob"])
        #expect(login.attempts.map(\.1) == ["pw"])
    }

    @Test("tapping the other field moves first responder; the placeholder hides once there is text")
    func tapMovesFirstResponder() throws {
        let login = LoginViewController()
        let ct = TestScene(controller: login)
        try ct.driver.tap(.textField(placeholder: "Email"))
        try ct.driver.tap(.textField(placeholder: "Password"))
        #expect(login.passwordField.isFirstResponder)
        #expect(!login.emailField.isEditing)
        #expect(ct.driver.all(.text("Password")).count == 1)
        login.passwordField.insertText("x")
        #expect(ct.driver.all(.text("Password")).isEmpty)
    }
}
