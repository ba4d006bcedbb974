import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// The pasted login form (`LoginFormViewController`), driven as a person uses it: fingers on the
/// fields and on the software keyboard's keys, then a hardware keyboard.
@MainActor
@Suite("Porting corpus: a login form typed with fingers and keys", .tags(.pastedCode))
struct PCLoginFormTests {
    private func keyFinder(_ label: String) -> ViewFinder {
        .label(label).and(.matching("a keyboard key") { $0.accessibilityTraits.contains(.keyboardKey) })
    }

    @Test("Tapping the email field brings up the keyboard; its notifications inset the scroll view")
    func keyboardInsetsTheForm() throws {
        let controller = LoginFormViewController()
        let scene = TestScene(controller: controller)
        try scene.driver.tap(.textField(placeholder: "Email"))
        #expect(controller.emailField.isFirstResponder)
        #expect(controller.emailField.isEditing)
        scene.clock.advance(by: 0.3)
        let inset = try #require(controller.keyboardHeights.last)
        #expect(inset > 200, "the keyboard covers the bottom of the form")
        #expect(controller.scrollView.contentInset.bottom == inset)
        #expect(controller.lastAnimationDuration == 0.25)
    }

    @Test("Keys typed with fingers, Return to the password field, Return again logs in")
    func typeWithFingers() throws {
        let controller = LoginFormViewController()
        let scene = TestScene(controller: controller)
        try scene.driver.tap(.textField(placeholder: "Email"))
        scene.clock.advance(by: 0.3)
        for key in ["a", "d", "a", "space"] { try scene.driver.tap(keyFinder(key)) }
        // The delegate refuses the space.
        #expect(controller.emailField.text == "ada")
        try scene.driver.tap(.label("more, numbers"))
        try scene.driver.tap(keyFinder("@"))
        try scene.driver.tap(.label("more, letters"))
        try scene.driver.tap(keyFinder("x"))
        try scene.driver.tap(.label("more, numbers"))
        try scene.driver.tap(keyFinder("."))
        try scene.driver.tap(.label("more, letters"))
        for key in ["i", "o"] { try scene.driver.tap(keyFinder(key)) }
        #expect(controller.emailField.text == "ada@x.io")
        try scene.driver.tap(keyFinder("Next"))
        #expect(controller.passwordField.isFirstResponder)
        #expect(!controller.emailField.isEditing)
        // The password field capitalizes sentences (UITextField's default): shift starts on.
        for key in ["S", "e", "c", "r", "e", "t"] { try scene.driver.tap(keyFinder(key)) }
        #expect(controller.loginButton.isEnabled)
        try scene.driver.tap(keyFinder("Go"))
        #expect(controller.attempts.map(\.email) == ["ada@x.io"])
        #expect(controller.attempts.map(\.password) == ["Secret"])
        #expect(!controller.passwordField.isFirstResponder, "logging in ends editing")
        scene.clock.advance(by: 0.3)
        #expect(controller.keyboardHeights.last == 0)
        #expect(controller.scrollView.contentInset.bottom == 0)
    }

    @Test("A hardware keyboard types the same form; Command-Return is the key command")
    func typeWithHardwareKeys() throws {
        let controller = LoginFormViewController()
        let scene = TestScene(controller: controller)
        try scene.driver.tap(.textField(placeholder: "Email"))
        #expect(scene.driver.type("grace@navy.mil\n"))
        #expect(controller.emailField.text == "grace@navy.mil")
        #expect(controller.passwordField.isFirstResponder)
        #expect(scene.driver.type("cobol1"))
        #expect(controller.passwordField.text == "cobol1")
        scene.driver.press(.keyboardReturnOrEnter, modifiers: .command)
        #expect(controller.attempts.map(\.email) == ["grace@navy.mil"])
        #expect(controller.attempts.map(\.password) == ["cobol1"])
    }

    @Test("A tap outside the fields ends editing; the form's tap recognizer lets field taps through")
    func tapOutsideEndsEditing() throws {
        let controller = LoginFormViewController()
        let scene = TestScene(controller: controller)
        try scene.driver.tap(.textField(placeholder: "Password"))
        #expect(controller.passwordField.isFirstResponder)
        scene.clock.advance(by: 0.3)
        scene.driver.tap(at: CGPoint(x: 20, y: 400))
        #expect(!controller.passwordField.isFirstResponder)
        #expect(!controller.passwordField.isEditing)
        scene.clock.advance(by: 0.3)
        #expect(controller.keyboardHeights.last == 0)
    }

    @Test("Command-Return with a short password shows the error instead of logging in")
    func keyCommandValidates() throws {
        let controller = LoginFormViewController()
        let scene = TestScene(controller: controller)
        try scene.driver.tap(.textField(placeholder: "Email"))
        #expect(scene.driver.type("a@b.c"))
        scene.driver.press(.keyboardReturnOrEnter, modifiers: .command)
        #expect(controller.attempts.isEmpty)
        #expect(!controller.errorLabel.isHidden)
    }
}
