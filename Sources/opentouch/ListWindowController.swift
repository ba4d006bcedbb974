import Foundation
import OpenTouch

/// A scrolling list: 30 rows of 60 points, alternately white and light grey, each with a title
/// and a bordered button. Tapping a button logs its action; scrolling logs the content offset.
final class ListWindowController: UIViewController, UIScrollViewDelegate {
    static let rowHeight: CGFloat = 60
    static let rowCount = 30

    let list = UIScrollView()
    private let log: @MainActor (String) -> Void
    private var buttons: [ListButton] = []
    private var lastLoggedOffset: CGPoint?

    init(log: @escaping @MainActor (String) -> Void) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: Self.rowHeight * CGFloat(Self.rowCount))
        list.delegate = self
        for index in 0..<Self.rowCount {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: view.bounds.width,
                                           height: Self.rowHeight))
            row.backgroundColor = index % 2 == 0 ? .white : .systemGray6
            let title = UILabel(frame: CGRect(x: 20, y: 0, width: 200, height: Self.rowHeight))
            title.text = "Row \(index + 1)"
            title.textAlignment = .left
            title.textColor = .label
            row.addSubview(title)
            let button = ListButton(type: .system)
            button.frame = CGRect(x: view.bounds.width - 140, y: 8, width: 120, height: 44)
            button.setTitle("Button \(index + 1)", for: .normal)
            button.layer.cornerRadius = 8
            button.layer.borderWidth = 1
            button.layer.borderColor = UIColor.systemBlue.cgColor
            button.tag = index + 1
            button.addTarget(self, action: ListWindowController.buttonTapped, for: .touchUpInside)
            row.addSubview(button)
            buttons.append(button)
            list.addSubview(row)
        }
        view.addSubview(list)
    }

    func buttonTapped(_ sender: ListButton) {
        log("action: Button \(sender.tag) tapped")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset
        guard offset != lastLoggedOffset else { return }
        lastLoggedOffset = offset
        log("UIScrollView contentOffset (\(Self.format(offset.x)), \(Self.format(offset.y)))")
    }

    static func format(_ value: CGFloat) -> String {
        String(format: "%.1f", Double(value))
    }
}
