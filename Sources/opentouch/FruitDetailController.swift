import Foundation
import OpenTouch

/// A fruit's page: its name, large, an "Eat" button that asks, in an alert, whether to eat it
/// ("Cancel" or "Eat"), and a "More" button whose menu (its primary action) offers "Share" and
/// "Favourite". Logs the action chosen.
final class FruitDetailController: UIViewController {
    let name: String
    private let log: @MainActor (String) -> Void

    init(name: String, log: @escaping @MainActor (String) -> Void) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 335, height: 50))
        label.text = name
        label.font = .boldSystemFont(ofSize: 34)
        label.textAlignment = .center
        view.addSubview(label)

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 60, y: 220, width: 255, height: 50)
        button.setTitle("Eat \(name)", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 12
        button.addTarget(self, action: FruitDetailController.eatTapped, for: .touchUpInside)
        view.addSubview(button)

        let more = UIButton(type: .system)
        more.frame = CGRect(x: 60, y: 300, width: 255, height: 50)
        more.setTitle("More", for: .normal)
        more.layer.cornerRadius = 12
        more.backgroundColor = .white
        more.menu = UIMenu(title: "", children: [
            UIAction(title: "Share") { [log, name] _ in log("menu action Share \(name)") },
            UIAction(title: "Favourite") { [log, name] _ in log("menu action Favourite \(name)") },
        ])
        more.showsMenuAsPrimaryAction = true
        view.addSubview(more)
    }

    func eatTapped() {
        let alert = UIAlertController(title: "Eat \(name)?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [log] _ in log("alert action Cancel") })
        alert.addAction(UIAlertAction(title: "Eat", style: .default) { [log, name] _ in log("alert action Eat \(name)") })
        log("present alert Eat \(name)?")
        present(alert, animated: true)
    }
}
