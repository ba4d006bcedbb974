// The README's keyboard example, as written there, driven by the test lines it shows.
import OpenTouchTesting
import Testing

final class LoginViewController: UIViewController, UITextFieldDelegate {
    let email = UITextField()
    let password = UITextField()
    private(set) var submitted: [String] = []

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: .command, action: LoginViewController.submit)]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        email.placeholder = "Email"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        for (field, y) in [(email, 100.0), (password, 160.0)] {
            field.frame = CGRect(x: 20, y: y, width: 335, height: 44)
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === email { password.becomeFirstResponder() } else { submit() }
        return false
    }

    func submit() {
        view.endEditing(true)
        submitted.append(email.text ?? "")
    }
}

@MainActor
@Suite("README: a login form typed with keys")
struct ReadmeKeyboardExampleTests {
    @Test func tapTypeReturnAndTheKeyCommand() throws {
        let app = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()

        let login = LoginViewController()
        window.rootViewController = login                  // the window of the tour above
        let driver = TouchDriver(application: app)
        try driver.tap(.textField(placeholder: "Email"))    // first responder: the keyboard slides up
        #expect(login.email.isFirstResponder)
        driver.type("ada@example.com\n")                   // keys in; Return moves to the password
        #expect(login.email.text == "ada@example.com")
        #expect(login.password.isFirstResponder)
        driver.type("analytical")
        #expect(login.password.text == "analytical")
        let recorder = TraceRecorder(application: app)
        driver.press(.keyboardReturnOrEnter, modifiers: .command)   // the key command
        #expect(login.submitted == ["ada@example.com"])
        #expect(!login.password.isFirstResponder)
        let explanation = try #require(recorder.explainLastPress())
        #expect(explanation.keyCommand != nil, "\(explanation.text)")
    }
}
