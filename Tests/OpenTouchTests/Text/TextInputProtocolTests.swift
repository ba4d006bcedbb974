import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Text: UITextInput positions, ranges, marked text and the tokenizer")
struct TextInputProtocolTests {
    private func field(_ text: String) -> (TestScene, UITextField) {
        let ct = TestScene()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        field.font = .monospacedSystemFont(ofSize: 20, weight: .regular)
        field.text = text
        ct.add(field)
        return (ct, field)
    }

    private func position(_ field: UITextField, _ offset: Int) throws -> UITextPosition {
        try #require(field.position(from: field.beginningOfDocument, offset: offset))
    }

    @Test("positions count UTF-16 units; out-of-text positions are nil; compare and offset agree")
    func positions() throws {
        let (_, field) = field("a👍b")
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
        #expect(field.position(from: field.beginningOfDocument, offset: 5) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        let one = try position(field, 1), three = try position(field, 3)
        #expect(field.compare(one, to: three) == .orderedAscending)
        #expect(field.compare(three, to: one) == .orderedDescending)
        #expect(field.offset(from: three, to: one) == -2)
        let emoji = try #require(field.textRange(from: three, to: one))
        #expect(field.text(in: emoji) == "👍")
        let right = try #require(field.position(from: one, in: .right, offset: 1))
        #expect(field.offset(from: field.beginningOfDocument, to: right) == 3)
    }

    @Test("replace(_:withText:) edits through the delegate's check; the caret follows the new text")
    func replace() throws {
        let (_, field) = field("hello world")
        let range = try #require(field.textRange(from: try position(field, 6), to: field.endOfDocument))
        field.replace(range, withText: "there")
        #expect(field.text == "hello there")
        #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).start) == 11)
    }

    @Test("marked text replaces itself until unmarked, then stays")
    func markedText() throws {
        let (_, field) = field("ab")
        field.setMarkedText("´", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "ab´")
        #expect(field.markedTextRange != nil)
        field.setMarkedText("é", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "abé")
        field.unmarkText()
        #expect(field.markedTextRange == nil)
        field.insertText("!")
        #expect(field.text == "abé!")
    }

    @Test("geometry: the caret, the first rect and closestPosition use the text measure (12 points a character here)")
    func geometry() throws {
        let (_, field) = field("abcdef")
        let caret = field.caretRect(for: try position(field, 2))
        #expect(isClose(caret.minX, 24))
        let rect = field.firstRect(for: try #require(field.textRange(from: try position(field, 1), to: try position(field, 3))))
        #expect(isClose(rect.minX, 12) && isClose(rect.width, 24))
        let closest = try #require(field.closestPosition(to: CGPoint(x: 41, y: 20)))
        #expect(field.offset(from: field.beginningOfDocument, to: closest) == 3)
        let character = try #require(field.characterRange(at: CGPoint(x: 41, y: 20)))
        #expect(field.text(in: character) == "d")
    }

    @Test("the string tokenizer finds words and paragraphs")
    func tokenizer() throws {
        let (_, field) = field("one two, three")
        let tokenizer = field.tokenizer
        let inTwo = try position(field, 5)
        let word = try #require(tokenizer.rangeEnclosingPosition(inTwo, with: .word, inDirection: .storage(.forward)))
        #expect(field.text(in: word) == "two")
        let next = try #require(tokenizer.position(from: inTwo, toBoundary: .word, inDirection: .storage(.forward)))
        #expect(field.offset(from: field.beginningOfDocument, to: next) == 7)
        #expect(tokenizer.isPosition(try position(field, 4), atBoundary: .word, inDirection: .storage(.backward)))
        #expect(!tokenizer.isPosition(try position(field, 8), withinTextUnit: .word, inDirection: .storage(.forward)))
        let all = try #require(tokenizer.rangeEnclosingPosition(inTwo, with: .paragraph, inDirection: .storage(.forward)))
        #expect(field.text(in: all) == "one two, three")
    }
}
