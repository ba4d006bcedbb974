import Foundation
import OpenTouch

/// Live instances of the benchmark's row cells and row views: made minus freed, so cells waiting
/// in a reuse queue count as well as those in the view tree.
@MainActor
enum LiveRows {
    static var count = 0
    static var peak = 0

    static func made() {
        count += 1
        peak = max(peak, count)
    }

    static func freed() { count -= 1 }

    /// Starts a new peak from the current count.
    static func resetPeak() { peak = count }
}

/// The text a row shows: a title and, every third row, a second line (self-sizing rows differ).
enum RowText {
    static func title(_ row: Int) -> String { "Row \(row)" }
    /// The extra height a self-sizing row asks for: 0, 12 or 24 points by row.
    static func extraHeight(_ row: Int) -> CGFloat { CGFloat(row % 3) * 12 }
    /// A fixed row's height.
    static let rowHeight: CGFloat = 44
    /// The estimate given to self-sizing lists.
    static let estimatedHeight: CGFloat = 56
}

/// A flow-layout cell with one label; with `selfSizing`, the label and a spacer are pinned by
/// constraints so Auto Layout gives the cell its height.
final class BenchCollectionCell: UICollectionViewCell {
    let label = UILabel()
    private let spacer = UIView()
    private var spacerHeight: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        LiveRows.made()
        contentView.addSubview(label)
        contentView.addSubview(spacer)
    }

    required init?(coder: NSCoder) { nil }

    isolated deinit { LiveRows.freed() }

    /// Pins the label and the spacer to the content view (once).
    func pinForSelfSizing() {
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

/// The data source of the benchmark's collection views: one section of `rows` items.
@MainActor
final class BenchCollectionSource: NSObject, UICollectionViewDataSource {
    static let identifier = "row"
    let rows: Int
    let selfSizing: Bool

    init(rows: Int, selfSizing: Bool) {
        self.rows = rows
        self.selfSizing = selfSizing
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
        (cell as? BenchCollectionCell)?.show(row: indexPath.item, selfSizing: selfSizing)
        return cell
    }
}

/// A row view of the plain-scroll-view baseline: a view with the same label a cell shows.
final class BenchRowView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        LiveRows.made()
        label.frame = CGRect(x: 16, y: 11, width: 300, height: 22)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    isolated deinit { LiveRows.freed() }
}
