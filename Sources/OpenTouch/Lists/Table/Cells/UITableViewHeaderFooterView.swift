import Foundation

/// A reusable section header or footer: a ``contentView`` for your subviews, a ``textLabel``
/// (the section title), a ``detailTextLabel`` and a ``backgroundView``.
///
/// Subclass it as in UIKit: override `init(reuseIdentifier:)` and `init?(coder:)`. Registered
/// views are made through ``init(registeredReuseIdentifier:)``.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view under.
    public private(set) var reuseIdentifier: String?
    /// The view your subviews go into.
    public let contentView: UIView
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// The title label (made on first use); the table puts the section title in it.
    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// A secondary label (made on first use).
    open var detailTextLabel: UILabel? {
        if let label = storedDetailTextLabel { return label }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 12)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// A view behind the content. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = backgroundView { insertSubview(view, at: 0) }
            setNeedsLayout()
        }
    }

    /// The content configuration; its view fills ``contentView``. Default nil.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            guard let configuration = contentConfiguration else { return }
            let view = configuration.makeContentView()
            view.frame = contentView.bounds
            contentView.addSubview(view)
            configuredContentView = view
        }
    }
    private var configuredContentView: (UIView & UIContentView)?
    /// Whether the header is pinned at the top of a plain table right now.
    var isPinned = false

    /// Creates a header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a header or footer view from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Creates a view with no reuse identifier and the given frame.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view for `reuseIdentifier`: how a table makes registered header and footer views.
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Resets the view before the table hands it out again; overrides call `super`.
    open func prepareForReuse() {}

    /// Lays out the content view and labels. Overrides call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
        let margin = TableViewConstants.separatorLeftInset
        let width = max(0, bounds.width - 2 * margin)
        if let label = storedTextLabel {
            let height = label.intrinsicContentSize.height
            label.frame = CGRect(x: margin, y: max(0, bounds.height - height - 6), width: width, height: height)
        }
        storedDetailTextLabel?.frame = CGRect(x: margin, y: 0, width: width, height: storedDetailTextLabel?.intrinsicContentSize.height ?? 0)
    }
}

extension UITableViewHeaderFooterView {
    /// A header content configuration (`.header()`) with no text.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .header() }
}
