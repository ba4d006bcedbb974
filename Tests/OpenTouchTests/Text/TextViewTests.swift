import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A text view delegate that logs its calls.
@MainActor
private final class LoggingTextViewDelegate: UITextViewDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
        return true
    }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
}

@MainActor
@Suite("Text: UITextView editing, newlines, scrolling to the caret, not editable")
struct TextViewTests {
    private func textView(_ ct: TestScene, height: CGFloat = 200) -> UITextView {
        let view = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: height))
        view.font = .monospacedSystemFont(ofSize: 20, weight: .regular)
        ct.add(view)
        return view
    }

    @Test("a tap begins editing; Return types a newline; the delegate sees each change in order")
    func typingAndNewline() throws {
        let ct = TestScene()
        let view = textView(ct)
        let delegate = LoggingTextViewDelegate(log: ct.log)
        view.delegate = delegate
        try ct.driver.tap(.view(view))
        #expect(ct.log.lines == ["shouldBegin", "didBegin"])
        ct.log.removeAll()
        view.insertText("a")
        view.insertText("\n")
        view.insertText("b")
        #expect(view.text == "a\nb")
        #expect(ct.log.lines.prefix(3) == ["shouldChange 0,0 \"a\"", "didChangeSelection", "didChange"])
        #expect(ct.log.lines[3] == "shouldChange 1,0 \"\\n\"")
        let first = view.caretRect(for: try #require(view.position(from: view.beginningOfDocument, offset: 1)))
        let second = view.caretRect(for: view.endOfDocument)
        #expect(second.minY > first.minY)
        #expect(isClose(second.minX, 5 + 12))
        #expect(view.selectedRange == NSRange(location: 3, length: 0))
    }

    @Test("long text wraps at the width less the insets and padding; up and down move by lines")
    func wrapping() throws {
        let ct = TestScene()
        let view = textView(ct)
        view.text = String(repeating: "abcd ", count: 10)
        let start = view.caretRect(for: view.beginningOfDocument)
        #expect(isClose(start.minX, 5) && isClose(start.minY, 8))
        let below = try #require(view.position(from: view.beginningOfDocument, in: .down, offset: 1))
        let rect = view.caretRect(for: below)
        #expect(rect.minY > start.minY)
        #expect(view.offset(from: view.beginningOfDocument, to: below) > 0)
        #expect(view.selectionRects(for: try #require(view.textRange(from: view.beginningOfDocument, to: view.endOfDocument))).count >= 2)
    }

    @Test("typing past the bottom scrolls to keep the caret visible")
    func scrollsToCaret() throws {
        let ct = TestScene()
        let view = textView(ct, height: 100)
        try ct.driver.tap(.view(view))
        for line in 1...10 { view.insertText("line \(line)\n") }
        #expect(view.contentSize.height > 100)
        #expect(view.contentOffset.y > 0)
        let caret = view.caretRect(for: view.endOfDocument)
        #expect(caret.maxY <= view.contentOffset.y + view.bounds.height + 0.5)
        #expect(caret.minY >= view.contentOffset.y)
    }

    @Test("a drag scrolls the text view and moves no caret")
    func dragScrolls() throws {
        let ct = TestScene()
        let view = textView(ct, height: 100)
        view.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        view.contentOffset = .zero
        try ct.driver.drag(.view(view), by: CGVector(dx: 0, dy: -60))
        #expect(view.contentOffset.y > 20)
        #expect(!view.isFirstResponder)
    }

    @Test("not editable: a tap does not edit, typing changes nothing, a double tap selects a word to copy")
    func notEditable() throws {
        let ct = TestScene()
        let view = textView(ct)
        view.isEditable = false
        view.text = "read only"
        let delegate = LoggingTextViewDelegate(log: ct.log)
        view.delegate = delegate
        try ct.driver.tap(.view(view), at: CGPoint(x: 30, y: 20))
        #expect(!view.isFirstResponder)
        view.insertText("x")
        #expect(view.text == "read only")
        ct.driver.tap(at: ct.driver.screenLocation(of: view, at: CGPoint(x: 5 + 12 * 7, y: 20)), count: 2, interval: 0.1)
        ct.driver.wait(0.5)
        #expect(view.isFirstResponder)
        #expect(view.selectedRange == NSRange(location: 5, length: 4))
        #expect(view.canPerformAction(UIResponderStandardEditActions.copy, withSender: nil))
        #expect(!view.canPerformAction(UIResponderStandardEditActions.cut, withSender: nil))
        #expect(!ct.log.lines.contains("didBegin"))
    }
}
