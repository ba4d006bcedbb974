import UIKit

/// A list of orders filtered by a segmented control above it; a tap on a row selects the order.
final class SegmentedFilterViewController: UIViewController {
    enum Filter: Int, CaseIterable {
        case all, open, shipped
        var title: String { ["All", "Open", "Shipped"][rawValue] }
    }

    struct Order {
        let id: Int
        let shipped: Bool
    }

    let orders: [Order]
    let filterControl = UISegmentedControl(items: Filter.allCases.map(\.title))
    let listView = UIScrollView()
    private(set) var visibleOrders: [Order] = []
    private(set) var rows: [UIButton] = []
    private(set) var selectedOrderID: Int?
    private(set) var reloadCount = 0

    static let rowHeight: CGFloat = 60

    init(orders: [Order]) {
        self.orders = orders
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        filterControl.selectedSegmentIndex = Filter.all.rawValue
        filterControl.frame = CGRect(x: 16, y: 20, width: view.bounds.width - 32, height: 32)
        filterControl.addTarget(self, action: SegmentedFilterViewController.filterChanged, for: .valueChanged)
        view.addSubview(filterControl)

        listView.frame = CGRect(x: 0, y: 64, width: view.bounds.width, height: view.bounds.height - 64)
        listView.alwaysBounceVertical = true
        view.addSubview(listView)
        reload()
    }

    func filterChanged(_ sender: UISegmentedControl) {
        reload()
    }

    private func reload() {
        reloadCount += 1
        let filter = Filter(rawValue: filterControl.selectedSegmentIndex) ?? .all
        visibleOrders = orders.filter { order in
            switch filter {
            case .all: return true
            case .open: return !order.shipped
            case .shipped: return order.shipped
            }
        }
        rows.forEach { $0.removeFromSuperview() }
        rows = visibleOrders.enumerated().map { index, order in
            let row = UIButton(type: .system)
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: listView.bounds.width, height: Self.rowHeight)
            row.setTitle("Order #\(order.id)", for: .normal)
            row.tag = order.id
            row.addTarget(self, action: SegmentedFilterViewController.rowTapped, for: .touchUpInside)
            listView.addSubview(row)
            return row
        }
        listView.contentSize = CGSize(width: listView.bounds.width, height: CGFloat(rows.count) * Self.rowHeight)
        listView.contentOffset = .zero
    }

    func rowTapped(_ sender: UIButton) {
        selectedOrderID = sender.tag
    }
}
