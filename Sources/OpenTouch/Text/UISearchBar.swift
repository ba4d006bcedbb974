import Foundation

/// A search field with an optional cancel button, as UIKit's `UISearchBar`, built on a
/// ``UISearchTextField`` (``searchTextField``).
///
/// The field's delegate is the search bar's own: it turns the field's calls into the
/// ``UISearchBarDelegate``'s (`searchBarShouldBeginEditing`, `searchBar(_:textDidChange:)`,
/// `searchBarSearchButtonClicked` on Return…). The bar is 56 points tall by its
/// ``intrinsicContentSize`` (OpenTouch's choice, as iOS draws it).
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The search field.
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = _UISearchBarCancelButton(type: .system)
    private let relay = SearchFieldRelay()

    /// The bar's delegate; nil by default (kept weakly).
    open weak var delegate: (any UISearchBarDelegate)?

    /// Creates a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Creates a search bar with the standard height.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: SearchBarMetrics.height))
    }

    /// Creates a search bar from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        relay.bar = self
        searchTextField.delegate = relay
        searchTextField.placeholder = "Search"
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
        }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
        }, for: .touchUpInside)
        cancelButton.isHidden = true
        addSubview(cancelButton)
    }

    /// The text; nil reads back as empty, as UIKit's.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The gray text shown while the field is empty; "Search" by default.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the bar; kept only.
    open var prompt: String?

    /// Whether the cancel button shows; false by default.
    open var showsCancelButton = false {
        didSet { setNeedsLayout() }
    }

    /// Shows or hides the cancel button (OpenTouch does not animate it).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Whether the bookmark button shows; kept only.
    open var showsBookmarkButton = false
    /// The scope buttons' titles; kept only.
    open var scopeButtonTitles: [String]?
    /// The selected scope button; kept only.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows; kept only.
    open var showsScopeBar = false
    /// The bar's tint; kept only.
    open var barTintColor: UIColor?

    /// The kind of keyboard the field asks for; `.default` by default.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }

    /// The bar's natural size: no width, 56 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: SearchBarMetrics.height)
    }

    /// The bar's width and 56 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: SearchBarMetrics.height)
    }

    /// Places the field and the cancel button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin = SearchBarMetrics.margin
        var right = bounds.maxX - margin
        cancelButton.isHidden = !showsCancelButton
        if showsCancelButton {
            let width = max(cancelButton.intrinsicContentSize.width, 44)
            cancelButton.frame = CGRect(x: right - width, y: bounds.midY - 22, width: width, height: 44)
            right = cancelButton.frame.minX - margin
        }
        let height = SearchBarMetrics.fieldHeight
        searchTextField.frame = CGRect(x: bounds.minX + margin, y: bounds.midY - height / 2,
                                       width: max(0, right - bounds.minX - margin), height: height)
    }

    /// The field becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// The field resigns.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
}

/// The search bar's sizes (OpenTouch's choice, as iOS draws them).
enum SearchBarMetrics {
    static let height: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let margin: CGFloat = 8
}

/// The search bar's cancel button.
final class _UISearchBarCancelButton: UIButton {}

/// Turns the search field's delegate calls into the search bar's.
@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
