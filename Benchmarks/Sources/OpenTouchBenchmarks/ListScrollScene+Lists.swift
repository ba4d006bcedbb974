import Foundation
import OpenTouch

extension ListScrollScene {
    /// Builds the list of `kind`, filling `frame`; returns it with the objects it needs alive
    /// (its data source, held weakly by the list).
    static func makeList(_ kind: ListKind, rows: Int, selfSizing: Bool, frame: CGRect)
        -> (view: UIScrollView, keepAlive: [AnyObject]) {
        switch kind {
        case .table: return makeTable(rows: rows, selfSizing: selfSizing, frame: frame)
        case .collection:
            return makeCollection(rows: rows, selfSizing: selfSizing, frame: frame)
        case .plainScrollView:
            return (makePlainScrollView(rows: rows, selfSizing: selfSizing, frame: frame), [])
        }
    }

    /// A vertical flow layout of full-width items, 44 points tall or self-sizing from a 56-point
    /// estimate.
    static func makeCollection(rows: Int, selfSizing: Bool, frame: CGRect) -> (view: UIScrollView, keepAlive: [AnyObject]) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.itemSize = CGSize(width: frame.width, height: RowText.rowHeight)
        if selfSizing {
            layout.estimatedItemSize = CGSize(width: frame.width, height: RowText.estimatedHeight)
        }
        let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
        collection.register(BenchCollectionCell.self, forCellWithReuseIdentifier: BenchCollectionSource.identifier)
        let source = BenchCollectionSource(rows: rows, selfSizing: selfSizing)
        collection.dataSource = source
        return (collection, [source])
    }

    /// Every row placed up front: a row view per row, stacked at the heights the lists give them
    /// (44 points, or the self-sizing rows' 44 + 0, 12 or 24).
    static func makePlainScrollView(rows: Int, selfSizing: Bool, frame: CGRect) -> UIScrollView {
        let scrollView = UIScrollView(frame: frame)
        var y: CGFloat = 0
        for row in 0..<rows {
            let height = RowText.rowHeight + (selfSizing ? RowText.extraHeight(row) : 0)
            let view = BenchRowView(frame: CGRect(x: 0, y: y, width: frame.width, height: height))
            view.label.text = RowText.title(row)
            scrollView.addSubview(view)
            y += height
        }
        scrollView.contentSize = CGSize(width: frame.width, height: y)
        return scrollView
    }
}
