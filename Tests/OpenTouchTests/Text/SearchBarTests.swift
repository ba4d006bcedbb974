import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

@MainActor
private final class LoggingSearchDelegate: UISearchBarDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search \(searchBar.text ?? "")") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        log.append("cancel")
        searchBar.text = nil
        searchBar.resignFirstResponder()
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
}

@MainActor
@Suite("Text: UISearchBar on a search text field")
struct SearchBarTests {
    @Test("tap, type, Return searches; the cancel button calls the delegate, which clears and resigns")
    func searchFlow() throws {
        let ct = TestScene()
        let bar = UISearchBar()
        bar.frame = CGRect(x: 0, y: 100, width: 375, height: 56)
        bar.placeholder = "Find a city"
        bar.showsCancelButton = true
        let delegate = LoggingSearchDelegate(log: ct.log)
        bar.delegate = delegate
        ct.add(bar)
        try ct.driver.typeText("Oslo", into: .textField(placeholder: "Find a city"))
        #expect(ct.log.lines == ["shouldBegin", "didBegin", "textDidChange O", "textDidChange Os", "textDidChange Osl",
                                 "textDidChange Oslo"])
        ct.log.removeAll()
        bar.searchTextField.insertText("\n")
        #expect(ct.log.lines == ["search Oslo"])
        ct.log.removeAll()
        try ct.driver.tap(.button("Cancel"))
        #expect(ct.log.lines == ["cancel", "didEnd"])
        #expect(bar.text == "" && !bar.searchTextField.isFirstResponder)
    }

    @Test("the field sits inside the bar, left of the cancel button; the bar is 56 points tall by default")
    func layout() throws {
        let ct = TestScene()
        let bar = UISearchBar()
        #expect(bar.intrinsicContentSize.height == 56)
        bar.frame = CGRect(x: 0, y: 100, width: 375, height: 56)
        bar.showsCancelButton = true
        ct.add(bar)
        bar.layoutIfNeeded()
        let cancel = try ct.driver.only(.button("Cancel"))
        #expect(bar.searchTextField.frame.maxX < cancel.frame.minX)
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.searchTextField.returnKeyType == .search)
    }
}
