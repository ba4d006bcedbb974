import UIKit

/// "By continuing you agree to our Terms and Privacy Policy": a label whose two links are tapped
/// by finding the character under the finger with TextKit.
final class InteractiveLabelViewController: UIViewController {
    let label = UILabel()
    private let text = "By continuing you agree to our Terms and Privacy Policy."
    private(set) var openedLinks: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let attributed = NSMutableAttributedString(string: text, attributes: [
            .font: UIFont.systemFont(ofSize: 15),
            .foregroundColor: UIColor.secondaryLabel,
        ])
        for link in ["Terms", "Privacy Policy"] {
            let range = (text as NSString).range(of: link)
            attributed.addAttributes([.foregroundColor: UIColor.systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue], range: range)
        }
        label.attributedText = attributed
        label.numberOfLines = 0
        label.frame = CGRect(x: 20, y: 200, width: view.bounds.width - 40, height: 60)
        label.isUserInteractionEnabled = true
        label.addGestureRecognizer(UITapGestureRecognizer(target: self, action: InteractiveLabelViewController.labelTapped(_:)))
        view.addSubview(label)
    }

    private func labelTapped(_ gesture: UITapGestureRecognizer) {
        guard let attributedText = label.attributedText else { return }
        let layoutManager = NSLayoutManager()
        let textContainer = NSTextContainer(size: label.bounds.size)
        let textStorage = NSTextStorage(attributedString: attributedText)
        layoutManager.addTextContainer(textContainer)
        textStorage.addLayoutManager(layoutManager)
        textContainer.lineFragmentPadding = 0
        textContainer.lineBreakMode = label.lineBreakMode
        textContainer.maximumNumberOfLines = label.numberOfLines

        let location = gesture.location(in: label)
        let index = layoutManager.characterIndex(for: location, in: textContainer, fractionOfDistanceBetweenInsertionPoints: nil)
        for link in ["Terms", "Privacy Policy"] where NSLocationInRange(index, (text as NSString).range(of: link)) {
            openedLinks.append(link)
        }
    }
}
