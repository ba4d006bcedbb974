// A login form as iOS apps write it: two text fields in a scroll view, Return moving from the
// email field to the password field and then signing in, the scroll view's inset following the
// keyboard's notifications, a tap outside the fields ending editing, and Command-Return as a
// key command. Pasted with only the import, `@objc` and the #selector target-action changed.
import OpenTouch

final class LoginFormViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    let errorLabel = UILabel()
    private(set) var attempts: [(email: String, password: String)] = []
    private(set) var keyboardHeights: [CGFloat] = []
    private(set) var lastAnimationDuration: Double = 0

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: .command, action: LoginFormViewController.submit,
                      discoverabilityTitle: "Log In")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .onDrag
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.textContentType = .username
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.delegate = self
        emailField.addTarget(self, action: LoginFormViewController.textChanged, for: .editingChanged)

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        passwordField.addTarget(self, action: LoginFormViewController.textChanged, for: .editingChanged)

        loginButton.setTitle("Log In", for: .normal)
        loginButton.isEnabled = false
        loginButton.addTarget(self, action: LoginFormViewController.submit, for: .touchUpInside)

        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true

        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton, errorLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 40),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.heightAnchor.constraint(equalToConstant: 44),
        ])

        let tap = UITapGestureRecognizer(target: self, action: LoginFormViewController.backgroundTapped)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: LoginFormViewController.keyboardWillChange,
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: LoginFormViewController.keyboardWillHide,
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillChange(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        lastAnimationDuration = duration
        let local = view.convert(value.cgRectValue, from: nil)
        let overlap = max(0, view.bounds.maxY - local.minY - view.safeAreaInsets.bottom)
        keyboardHeights.append(overlap)
        scrollView.contentInset.bottom = overlap
        scrollView.verticalScrollIndicatorInsets.bottom = overlap
    }

    func keyboardWillHide(_ notification: Notification) {
        keyboardHeights.append(0)
        scrollView.contentInset.bottom = 0
        scrollView.verticalScrollIndicatorInsets.bottom = 0
    }

    func textChanged(_ sender: UITextField) {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        loginButton.isEnabled = email.contains("@") && password.count >= 6
        errorLabel.isHidden = true
    }

    func backgroundTapped() {
        view.endEditing(true)
    }

    func submit() {
        guard loginButton.isEnabled else {
            errorLabel.text = "Enter your email and a password of at least 6 characters."
            errorLabel.isHidden = false
            return
        }
        view.endEditing(true)
        attempts.append((emailField.text ?? "", passwordField.text ?? ""))
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            submit()
        }
        return false
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        // No spaces in an email address.
        !(textField === emailField && string.contains(" "))
    }
}
