import Foundation
import OpenTouch
import Testing

/// The sign-in form as a user meets it: laid out by a stack view in the safe area, driven with
/// fingers at the places the stack gives its views.
@MainActor
@Suite("Porting corpus: a sign-in form in a stack view", .tags(.pastedCode))
struct PCSignInTests {
    @Test("The stack centers the form in the safe area, between the root view's margins")
    func formLayout() {
        let controller = SignInViewController()
        let scene = TestScene(controller: controller)
        scene.window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        scene.app.layoutWindowsIfNeeded()
        let stack = controller.stackView
        #expect(stack.frame.minX == 16 && stack.frame.width == CGFloat(375 - 32))
        let safeMidY: CGFloat = 47 + (667 - 47 - 34) / 2
        #expect(abs(stack.frame.midY - safeMidY) <= 0.5)
        #expect(controller.emailField.frame.height == 44)
        #expect(controller.emailField.frame.minY == controller.titleLabel.frame.maxY + 24)
        #expect(controller.passwordField.frame.minY == controller.emailField.frame.maxY + 12)
        // The hidden link takes no space: the button follows the password field.
        #expect(controller.signInButton.frame.minY == controller.passwordField.frame.maxY + 12)
        #expect(controller.signInButton.frame.width == CGFloat(375 - 32))
    }

    @Test("Tapping Sign In fires it; the link it reveals takes its place and pushes the button down")
    func signInRevealsLink() {
        let controller = SignInViewController()
        let scene = TestScene(controller: controller)
        scene.driver.tap(controller.signInButton)
        #expect(controller.events == ["signIn"])
        let oldButtonCenter = scene.driver.screenLocation(of: controller.passwordField)
        _ = oldButtonCenter
        // The link now sits where the button was; a tap there is the link's.
        let linkFrame = controller.forgotButton.convert(controller.forgotButton.bounds, to: nil)
        #expect(linkFrame.minY == controller.passwordField.convert(controller.passwordField.bounds, to: nil).maxY + 12)
        scene.driver.tap(at: CGPoint(x: linkFrame.midX, y: linkFrame.midY))
        scene.driver.tap(controller.signInButton)
        #expect(controller.events == ["signIn", "forgot", "signIn"])
        #expect(controller.signInButton.frame.minY == controller.forgotButton.frame.maxY + 12)
    }
}
