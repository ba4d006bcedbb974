// A sign-in form: a vertical stack of labels, two input rows and a button, centered in the
// safe area, with a "Forgot password?" link that shows only after a failed attempt.
import UIKit

final class SignInViewController: UIViewController {
    let titleLabel = UILabel()
    let emailField = UIView()
    let passwordField = UIView()
    let signInButton = UIButton(type: .system)
    let forgotButton = UIButton(type: .system)
    let stackView = UIStackView()
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Welcome back"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.textAlignment = .center

        for field in [emailField, passwordField] {
            field.backgroundColor = .secondarySystemBackground
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.addTarget(self, action: SignInViewController.signIn, for: .touchUpInside)
        forgotButton.setTitle("Forgot password?", for: .normal)
        forgotButton.addTarget(self, action: SignInViewController.forgot, for: .touchUpInside)
        forgotButton.isHidden = true

        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.alignment = .fill
        stackView.translatesAutoresizingMaskIntoConstraints = false
        for arranged in [titleLabel, emailField, passwordField, forgotButton, signInButton] {
            stackView.addArrangedSubview(arranged)
        }
        stackView.setCustomSpacing(24, after: titleLabel)
        view.addSubview(stackView)

        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stackView.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }

    private func signIn(_ sender: UIButton) {
        events.append("signIn")
        forgotButton.isHidden = false
    }

    private func forgot(_ sender: UIButton) {
        events.append("forgot")
    }
}
