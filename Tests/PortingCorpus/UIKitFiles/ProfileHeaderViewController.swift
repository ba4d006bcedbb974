import UIKit

/// A controller created in code with `init(nibName:bundle:)`, that counts its appearances, adapts
/// to dark mode and lets a double tap on its header toggle a "liked" state, unless a single tap
/// (which requires the double tap to fail) is still possible.
final class ProfileHeaderViewController: UIViewController {
    private(set) var likeCount = 0
    private(set) var singleTaps = 0
    private(set) var appearances = 0
    let header = UIView()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Profile"
    }

    convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200)
        header.backgroundColor = .secondarySystemBackground
        header.accessibilityIdentifier = "profile.header"
        view.addSubview(header)

        let doubleTap = UITapGestureRecognizer(target: self, action: ProfileHeaderViewController.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer(target: self, action: ProfileHeaderViewController.handleSingleTap)
        singleTap.require(toFail: doubleTap)
        header.addGestureRecognizer(doubleTap)
        header.addGestureRecognizer(singleTap)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        likeCount += 1
    }

    func handleSingleTap(_ recognizer: UITapGestureRecognizer) {
        singleTaps += 1
    }
}
