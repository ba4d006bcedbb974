import Foundation
import OpenTouch

/// A table cell with one label; with `selfSizing`, the label and a spacer are pinned by
/// constraints in the content view so Auto Layout gives the row its height.
final class BenchTableCell: UITableViewCell {
    let label = UILabel()
    private let spacer = UIView()
    private var spacerHeight: NSLayoutConstraint?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        LiveRows.made()
        contentView.addSubview(label)
        contentView.addSubview(spacer)
    }

    required init?(coder: NSCoder) { nil }

    isolated deinit { LiveRows.freed() }

    /// Pins the label and the spacer to the content view (once).
    private func pinForSelfSizing() {
        guard spacerHeight == nil else { return }
        for view in [label, spacer] { view.translatesAutoresizingMaskIntoConstraints = false }
        let height = spacer.heightAnchor.constraint(equalToConstant: 0)
        spacerHeight = height
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            spacer.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
            spacer.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 10),
            spacer.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            height,
        ])
    }

    /// Shows `row`.
    func show(row: Int, selfSizing: Bool) {
        label.text = RowText.title(row)
        if selfSizing {
            pinForSelfSizing()
            spacerHeight?.constant = RowText.extraHeight(row)
        } else {
            label.frame = CGRect(x: 16, y: 11, width: 300, height: 22)
        }
    }
}

/// The data source of the benchmark's tables: one section of `rows` rows.
@MainActor
final class BenchTableSource: NSObject, UITableViewDataSource {
    static let identifier = "row"
    let rows: Int
    let selfSizing: Bool

    init(rows: Int, selfSizing: Bool) {
        self.rows = rows
        self.selfSizing = selfSizing
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        (cell as? BenchTableCell)?.show(row: indexPath.row, selfSizing: selfSizing)
        return cell
    }
}

extension ListScrollScene {
    /// A plain table of 44-point rows, or self-sizing rows from a 56-point estimate.
    static func makeTable(rows: Int, selfSizing: Bool, frame: CGRect) -> (view: UIScrollView, keepAlive: [AnyObject]) {
        let table = UITableView(frame: frame, style: .plain)
        if selfSizing {
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = RowText.estimatedHeight
        } else {
            table.rowHeight = RowText.rowHeight
        }
        table.register(BenchTableCell.self, forCellReuseIdentifier: BenchTableSource.identifier)
        let source = BenchTableSource(rows: rows, selfSizing: selfSizing)
        table.dataSource = source
        return (table, [source])
    }
}
