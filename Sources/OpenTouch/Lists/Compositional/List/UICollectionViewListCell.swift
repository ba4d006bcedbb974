import Foundation

/// A collection view cell for the rows of a list (see ``UICollectionLayoutListConfiguration``):
/// indentation of its content view, and a guide to where its separator starts.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How many levels the content is indented; each moves it ``indentationWidth`` points toward
    /// the trailing edge. Default 0.
    open var indentationLevel: Int = 0 {
        didSet { if indentationLevel != oldValue { indentationDidChange() } }
    }
    /// The width of one indentation level, in points. Default 10, as UIKit's cells.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { indentationDidChange() } }
    }
    /// Whether accessories move with the indentation (stored: OpenTouch's list cells lay out
    /// no accessories). Default true.
    open var indentsAccessories = true
    /// A guide whose leading edge is where the separator starts: the indented content's leading edge.
    public let separatorLayoutGuide = UILayoutGuide()
    private var separatorLeading: NSLayoutConstraint?

    /// A list cell with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addLayoutGuide(separatorLayoutGuide)
        let leading = separatorLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor)
        separatorLeading = leading
        NSLayoutConstraint.activate([
            leading,
            separatorLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor),
            separatorLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            separatorLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// A list cell from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The indentation: level × width, never negative.
    var indentation: CGFloat { max(0, CGFloat(indentationLevel) * indentationWidth) }

    /// Keeps the content view filling the cell after the indentation.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let indent = min(indentation, bounds.width)
        contentView.frame = CGRect(x: bounds.minX + indent, y: bounds.minY, width: bounds.width - indent, height: bounds.height)
    }

    private func indentationDidChange() {
        separatorLeading?.constant = indentation
        setNeedsLayout()
    }
}

extension UICollectionViewListCell {
    /// A list cell content configuration (`.cell()`) with no text.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
