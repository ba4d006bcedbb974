import UIKit

/// A sign-up footer: a "Terms" label and an avatar made tappable with recognizers. The footnote
/// label has the classic bug: its recognizer was added without turning on user interaction.
final class TappableLabelViewController: UIViewController {
    let termsLabel = UILabel()
    let footnoteLabel = UILabel()
    let avatarView = UIImageView(image: UIImage(systemName: "person.circle"))
    private(set) var termsOpened = 0
    private(set) var footnoteTaps = 0
    private(set) var avatarTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        termsLabel.text = "Read the Terms of Service"
        termsLabel.font = .preferredFont(forTextStyle: .footnote)
        termsLabel.textColor = .link
        termsLabel.textAlignment = .center
        termsLabel.frame = CGRect(x: 20, y: 500, width: 335, height: 30)
        termsLabel.isUserInteractionEnabled = true
        termsLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TappableLabelViewController.openTerms))
        termsLabel.accessibilityTraits = .link
        view.addSubview(termsLabel)

        footnoteLabel.text = "Why do we ask?"
        footnoteLabel.font = .systemFont(ofSize: 13, weight: .medium)
        footnoteLabel.sizeToFit()
        footnoteLabel.frame.origin = CGPoint(x: 20, y: 560)
        footnoteLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TappableLabelViewController.footnoteTapped))
        view.addSubview(footnoteLabel)

        avatarView.frame = CGRect(x: 150, y: 100, width: 80, height: 80)
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.isUserInteractionEnabled = true
        avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TappableLabelViewController.avatarTapped))
        view.addSubview(avatarView)
    }

    func openTerms() {
        termsOpened += 1
    }

    func footnoteTapped() {
        footnoteTaps += 1
    }

    func avatarTapped(_ recognizer: UITapGestureRecognizer) {
        avatarTaps += 1
    }
}
