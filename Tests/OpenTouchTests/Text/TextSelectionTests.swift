import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// Caret placement, word selection, handles and the edit menu by touch. The fields use a 20-point
/// monospaced font: every character is 12 points wide (OpenTouch's text measure, see
/// TextMeasurement), so character boundaries are at known x.
@MainActor
@Suite("Text: caret and selection by touch, the edit menu, copy and paste", .serialized)
struct TextSelectionTests {
    private func field(_ ct: TestScene, text: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        field.font = .monospacedSystemFont(ofSize: 20, weight: .regular)
        field.text = text
        ct.add(field)
        return field
    }

    private func caret(_ field: UITextField) -> NSRange {
        guard let range = field.selectedTextRange else { return NSRange(location: -1, length: 0) }
        let start = field.offset(from: field.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: field.offset(from: range.start, to: range.end))
    }

    private func menuTitles(_ ct: TestScene) -> [String] {
        ct.driver.all(.type(UILabel.self)).compactMap { label in
            guard let cell = label.superview, String(describing: type(of: cell)) == "_UIContextMenuCell" else { return nil }
            return (label as? UILabel)?.text
        }.sorted()
    }

    @Test("a tap places the caret at the nearest character boundary under the finger")
    func tapPlacesCaret() throws {
        let ct = TestScene()
        let field = field(ct, text: "hello world")
        try ct.driver.tap(.view(field), at: CGPoint(x: 12 * 3 + 3, y: 20))
        #expect(field.isFirstResponder)
        #expect(caret(field) == NSRange(location: 3, length: 0))
        try ct.driver.tap(.view(field), at: CGPoint(x: 12 * 3 + 8, y: 20))
        #expect(caret(field) == NSRange(location: 4, length: 0))
        try ct.driver.tap(.view(field), at: CGPoint(x: 280, y: 20))
        #expect(caret(field) == NSRange(location: 11, length: 0))
        let rect = field.caretRect(for: try #require(field.selectedTextRange).start)
        #expect(isClose(rect.minX, 132) && rect.width == 2)
    }

    @Test("a double tap selects the word under the finger and shows the edit menu")
    func doubleTapSelectsWord() throws {
        let ct = TestScene()
        let field = field(ct, text: "hello world")
        try ct.driver.tap(.view(field))
        let location = ct.driver.screenLocation(of: field, at: CGPoint(x: 12 * 8, y: 20))
        ct.driver.tap(at: location, count: 2, interval: 0.1)
        ct.driver.wait(0.5)
        #expect(caret(field) == NSRange(location: 6, length: 5))
        #expect(field.text(in: try #require(field.selectedTextRange)) == "world")
        #expect(Set(["Copy", "Cut", "Select All"]).isSubset(of: Set(menuTitles(ct))))
        #expect(!menuTitles(ct).contains("Select"))
    }

    @Test("Copy in the edit menu copies the selection; a tap on the caret offers Paste, which inserts it")
    func copyAndPaste() throws {
        let ct = TestScene()
        let field = field(ct, text: "hello world")
        try ct.driver.tap(.view(field))
        let word = ct.driver.screenLocation(of: field, at: CGPoint(x: 12 * 2, y: 20))
        ct.driver.tap(at: word, count: 2, interval: 0.1)
        ct.driver.wait(0.5)
        #expect(caret(field) == NSRange(location: 0, length: 5))
        try ct.driver.tap(.label("Copy"))
        #expect(UIPasteboard.general.string == "hello")
        #expect(menuTitles(ct).isEmpty)
        try ct.driver.tap(.view(field), at: CGPoint(x: 12 * 11 + 40, y: 20))
        #expect(caret(field) == NSRange(location: 11, length: 0))
        try ct.driver.tap(.view(field), at: CGPoint(x: 12 * 11 + 2, y: 20))
        #expect(menuTitles(ct).contains("Paste"))
        try ct.driver.tap(.label("Paste"))
        #expect(field.text == "hello worldhello")
        #expect(caret(field) == NSRange(location: 16, length: 0))
    }

    @Test("Cut removes the selection (asking the delegate) and puts it on the pasteboard")
    func cut() throws {
        let ct = TestScene()
        let field = field(ct, text: "cut this")
        try ct.driver.tap(.view(field))
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument,
                                                  to: try #require(field.position(from: field.beginningOfDocument, offset: 4)))
        field.cut(nil)
        #expect(field.text == "this")
        #expect(UIPasteboard.general.string == "cut ")
    }

    @Test("a long press moves the caret under the finger and then shows the edit menu")
    func longPressMovesCaret() throws {
        let ct = TestScene()
        let field = field(ct, text: "hello world")
        try ct.driver.tap(.view(field))
        let start = ct.driver.screenLocation(of: field, at: CGPoint(x: 12 * 1, y: 20))
        let finger = ct.driver.down(at: start)
        ct.driver.wait(0.6)
        #expect(caret(field) == NSRange(location: 1, length: 0))
        ct.driver.glide(finger, to: CGPoint(x: start.x + 12 * 6, y: start.y), duration: 0.3, steps: 6)
        #expect(caret(field) == NSRange(location: 7, length: 0))
        ct.driver.up(finger)
        ct.driver.wait(0.5)
        #expect(menuTitles(ct).contains("Select All"))
    }

    @Test("dragging the end handle of a selection moves the selection's end")
    func dragHandle() throws {
        let ct = TestScene()
        let field = field(ct, text: "hello world")
        try ct.driver.tap(.view(field))
        ct.driver.tap(at: ct.driver.screenLocation(of: field, at: CGPoint(x: 12 * 2, y: 20)), count: 2, interval: 0.1)
        ct.driver.wait(0.5)
        #expect(caret(field) == NSRange(location: 0, length: 5))
        // While the edit menu shows, the window's touches go to it: a tap elsewhere closes it.
        ct.driver.tap(at: CGPoint(x: 200, y: 600))
        ct.driver.wait(0.5)
        #expect(menuTitles(ct).isEmpty)
        let handle = ct.driver.screenLocation(of: field, at: CGPoint(x: 12 * 5, y: 20))
        ct.driver.drag(from: handle, to: CGPoint(x: handle.x + 12 * 4, y: handle.y), duration: 0.3, steps: 6)
        ct.driver.wait(0.5)
        #expect(caret(field) == NSRange(location: 0, length: 9))
    }
}
