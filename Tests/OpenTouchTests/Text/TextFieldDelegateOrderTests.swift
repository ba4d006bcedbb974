import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A text field delegate that logs every call, named by the field's placeholder, and can refuse.
@MainActor
private final class LoggingFieldDelegate: UITextFieldDelegate {
    let log: CallLog
    var allowsChange = true
    var allowsEnd = true
    var allowsClear = true
    init(log: CallLog) { self.log = log }

    private func name(_ field: UITextField) -> String { field.placeholder ?? "?" }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("\(name(textField)) shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("\(name(textField)) didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("\(name(textField)) shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("\(name(textField)) didEnd")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("\(name(textField)) shouldChange \(range.location),\(range.length) \"\(string)\"")
        return allowsChange
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("\(name(textField)) didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("\(name(textField)) shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("\(name(textField)) shouldReturn")
        return true
    }
}

@MainActor
@Suite("Text: UITextField's delegate and control events in UIKit's order")
struct TextFieldDelegateOrderTests {
    private func field(_ ct: TestScene, _ name: String, y: CGFloat, delegate: LoggingFieldDelegate) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
        field.placeholder = name
        field.borderStyle = .roundedRect
        field.delegate = delegate
        let log = ct.log
        for (event, word) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                              (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")] {
            field.addAction(UIAction { _ in log.append("\(name) \(word)") }, for: event)
        }
        ct.add(field)
        return field
    }

    @Test("a tap begins editing: shouldBegin, didBegin, editingDidBegin; typing asks with the UTF-16 range, then selection, editingChanged, the notification")
    func beginAndType() throws {
        let ct = TestScene()
        let delegate = LoggingFieldDelegate(log: ct.log)
        let name = field(ct, "Name", y: 100, delegate: delegate)
        let log = ct.log
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: name,
                                                              queue: nil) { _ in MainActor.assumeIsolated { log.append("notification") } }
        defer { NotificationCenter.default.removeObserver(observer) }
        try ct.driver.tap(.view(name))
        #expect(ct.log.lines == ["Name shouldBegin", "Name didBegin", "Name editingDidBegin"])
        ct.log.removeAll()
        name.insertText("👍")
        name.insertText("a")
        #expect(ct.log.lines == [
            "Name shouldChange 0,0 \"👍\"", "Name didChangeSelection", "Name editingChanged", "notification",
            "Name shouldChange 2,0 \"a\"", "Name didChangeSelection", "Name editingChanged", "notification",
        ])
        ct.log.removeAll()
        name.deleteBackward()
        name.deleteBackward()
        #expect(ct.log.lines == [
            "Name shouldChange 2,1 \"\"", "Name didChangeSelection", "Name editingChanged", "notification",
            "Name shouldChange 0,2 \"\"", "Name didChangeSelection", "Name editingChanged", "notification",
        ])
        #expect(name.text == "")
    }

    @Test("a refused change leaves the text and sends nothing")
    func refusedChange() throws {
        let ct = TestScene()
        let delegate = LoggingFieldDelegate(log: ct.log)
        let name = field(ct, "Name", y: 100, delegate: delegate)
        try ct.driver.tap(.view(name))
        delegate.allowsChange = false
        ct.log.removeAll()
        name.insertText("x")
        #expect(ct.log.lines == ["Name shouldChange 0,0 \"x\""])
        #expect(name.text == "")
    }

    @Test("moving to another field: B shouldBegin, A shouldEnd, A didEnd, A editingDidEnd, B didBegin, B editingDidBegin")
    func moveToAnotherField() throws {
        let ct = TestScene()
        let delegate = LoggingFieldDelegate(log: ct.log)
        let first = field(ct, "A", y: 100, delegate: delegate)
        let second = field(ct, "B", y: 200, delegate: delegate)
        try ct.driver.tap(.view(first))
        ct.log.removeAll()
        try ct.driver.tap(.view(second))
        #expect(ct.log.lines == ["B shouldBegin", "A shouldEnd", "A didEnd", "A editingDidEnd", "B didBegin", "B editingDidBegin"])
        #expect(second.isFirstResponder && !first.isEditing)
    }

    @Test("a field whose delegate refuses to end keeps first responder; the other field does not begin")
    func refusedEnd() throws {
        let ct = TestScene()
        let delegate = LoggingFieldDelegate(log: ct.log)
        let first = field(ct, "A", y: 100, delegate: delegate)
        let second = field(ct, "B", y: 200, delegate: delegate)
        try ct.driver.tap(.view(first))
        delegate.allowsEnd = false
        ct.log.removeAll()
        #expect(!second.becomeFirstResponder())
        #expect(ct.log.lines == ["B shouldBegin", "A shouldEnd"])
        #expect(first.isFirstResponder && first.isEditing && !second.isEditing)
    }

    @Test("Return: shouldReturn then editingDidEndOnExit; with a target for it the field resigns")
    func returnKey() throws {
        let ct = TestScene()
        let delegate = LoggingFieldDelegate(log: ct.log)
        let name = field(ct, "Name", y: 100, delegate: delegate)
        try ct.driver.tap(.view(name))
        ct.log.removeAll()
        name.insertText("\n")
        #expect(ct.log.lines == ["Name shouldReturn", "Name editingDidEndOnExit", "Name shouldEnd", "Name didEnd",
                                 "Name editingDidEnd"])
        #expect(!name.isFirstResponder)
    }

    @Test("Return without a target for editingDidEndOnExit keeps the field editing")
    func returnWithoutTarget() throws {
        let ct = TestScene()
        let delegate = LoggingFieldDelegate(log: ct.log)
        let name = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        name.placeholder = "Name"
        name.delegate = delegate
        ct.add(name)
        try ct.driver.tap(.view(name))
        ct.log.removeAll()
        name.insertText("\n")
        #expect(ct.log.lines == ["Name shouldReturn"])
        #expect(name.isFirstResponder)
    }

    @Test("the clear button asks textFieldShouldClear, empties the text and sends editingChanged; refused, it keeps it")
    func clearButton() throws {
        let ct = TestScene()
        let delegate = LoggingFieldDelegate(log: ct.log)
        let name = field(ct, "Name", y: 100, delegate: delegate)
        name.clearButtonMode = .whileEditing
        name.text = "Ada"
        #expect(ct.driver.all(.label("Clear text")).isEmpty)
        try ct.driver.tap(.view(name), at: CGPoint(x: 20, y: 17))
        let clear = try ct.driver.only(.label("Clear text"))
        #expect(clear.frame.maxX <= name.bounds.maxX && clear.frame.minX > 250)
        delegate.allowsClear = false
        ct.log.removeAll()
        try ct.driver.tap(.label("Clear text"))
        #expect(ct.log.lines == ["Name shouldClear"])
        #expect(name.text == "Ada")
        delegate.allowsClear = true
        ct.log.removeAll()
        try ct.driver.tap(.label("Clear text"))
        #expect(ct.log.lines == ["Name shouldClear", "Name didChangeSelection", "Name editingChanged"])
        #expect(name.text == "" && name.isFirstResponder)
        #expect(ct.driver.all(.label("Clear text")).isEmpty)
    }
}
