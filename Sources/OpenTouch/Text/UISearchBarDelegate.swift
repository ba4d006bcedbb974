import Foundation

/// What a ``UISearchBar`` asks and tells its delegate; every method is optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin; true by default.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end; true by default.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, pasting, the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the text in `range` (UTF-16 units) may become `text`; true by default.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Return (the Search key) was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The results list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Another scope button was selected.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Returns true.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Returns true.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Returns true.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The search bar's text field: a rounded field with a magnifying glass, a clear button while
/// editing and the Search return key.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// Creates a search field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
        returnKeyType = .search
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        glass.contentMode = .center
        leftView = glass
        leftViewMode = .always
    }

    /// Creates a search field from an archive; nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
