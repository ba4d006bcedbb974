import Foundation
import OpenTouch

/// The sheet the "Basket" bar button presents: a title on a white page.
final class BasketViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 335, height: 40))
        label.text = "Basket"
        label.font = .boldSystemFont(ofSize: 28)
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
        let note = UILabel(frame: CGRect(x: 20, y: 80, width: 335, height: 30))
        note.text = "Drag down to close"
        note.textColor = .secondaryLabel
        note.autoresizingMask = [.flexibleWidth]
        view.addSubview(note)
    }
}
