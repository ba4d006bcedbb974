import Foundation
import OpenTouch

/// The first tab's root: a table of fruit under the title "Fruit", with a refresh control and a
/// "Basket" bar button that presents ``BasketViewController`` as a sheet. A row tap pushes
/// ``FruitDetailController``. As its navigation controller's delegate it logs what the stack shows.
final class FruitListController: UITableViewController, UINavigationControllerDelegate,
    UISheetPresentationControllerDelegate {
    static let fruit = ["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach"]
    static let rowHeight: CGFloat = 56
    static let cellIdentifier = "FruitCell"

    private let log: @MainActor (String) -> Void
    private var refreshCount = 0

    init(log: @escaping @MainActor (String) -> Void) {
        self.log = log
        super.init(style: .plain)
        title = "Fruit"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = Self.rowHeight
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Basket", style: .plain, target: self,
                                                            action: FruitListController.showBasket)
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: FruitListController.refreshPulled, for: .valueChanged)
        refreshControl = refresh
    }

    // MARK: Actions

    func showBasket() {
        let basket = BasketViewController()
        if let sheet = basket.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.delegate = self
        }
        log("present Basket sheet")
        present(basket, animated: true) { [log] in log("presented Basket sheet") }
    }

    func refreshPulled(_ sender: UIRefreshControl) {
        refreshCount += 1
        log("refresh began \(refreshCount)")
        perform(FruitListController.finishRefresh, with: nil, afterDelay: 1)
    }

    func finishRefresh() {
        refreshControl?.endRefreshing()
        log("refresh ended \(refreshCount)")
    }

    // MARK: Data source and delegate

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.fruit.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = Self.fruit[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let name = Self.fruit[indexPath.row]
        log("didSelectRowAt row \(indexPath.row): push \(name)")
        navigationController?.pushViewController(FruitDetailController(name: name, log: log), animated: true)
    }

    // MARK: Navigation and sheet

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log("navigation didShow \(viewController.title ?? "?") (depth \(navigationController.viewControllers.count))")
        if viewController === self, let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: true)
        }
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log("sheet detent \(sheetPresentationController.selectedDetentIdentifier == .large ? "large" : "medium")")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log("sheet dismissed")
    }
}
