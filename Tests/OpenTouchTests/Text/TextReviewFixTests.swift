import Foundation
import OpenTouch
import Testing

/// A form's root view that ends editing when tapped, as most login screens do.
@MainActor
private final class DismissingForm: UIView {
    func backgroundTapped(_ sender: UITapGestureRecognizer) {
        endEditing(true)
    }
}

/// A delegate that refuses to clear and records that it was asked.
@MainActor
private final class RefusingClearDelegate: UITextFieldDelegate {
    var asked = 0
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        asked += 1
        return false
    }
}

/// Fixes from a review of the text controls: focusing taps in forms with tap-to-dismiss, Tab in
/// a text field, non-editable text views, secure re-editing, clearsOnBeginEditing and overflow.
@MainActor
@Suite("Text: review fixes (tap-to-dismiss, Tab, non-editable views, secure re-edit, clearing)", .serialized)
struct TextReviewFixTests {
    private func form(_ ct: TestScene, cancelsTouches: Bool) -> (UIView, UITextField) {
        let form = ct.add(DismissingForm(frame: CGRect(x: 0, y: 0, width: 375, height: 600)))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        field.placeholder = "Email"
        form.addSubview(field)
        let dismiss = UITapGestureRecognizer(target: form, action: DismissingForm.backgroundTapped)
        dismiss.cancelsTouchesInView = cancelsTouches
        form.addGestureRecognizer(dismiss)
        return (form, field)
    }

    private func field(_ ct: TestScene, text: String) -> UITextField {
        let field = ct.add(UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40)))
        field.text = text
        return field
    }

    @Test("a tap on a field under a tap-to-dismiss recognizer begins editing at once and keeps it; a tap outside ends it",
          arguments: [false, true])
    func tapToDismissForm(cancelsTouches: Bool) {
        let ct = TestScene()
        let (form, field) = form(ct, cancelsTouches: cancelsTouches)
        ct.driver.tap(field)
        #expect(field.isFirstResponder && field.isEditing)
        ct.driver.wait(1)
        #expect(field.isFirstResponder)
        #expect(ct.driver.type("me"))
        #expect(field.text == "me")
        ct.driver.tap(form, at: CGPoint(x: 100, y: 400))
        #expect(!field.isFirstResponder && !field.isEditing)
    }

    @Test("a second tap on an editing field still moves the caret, after the double-tap wait")
    func secondTapMovesCaret() {
        let ct = TestScene()
        let field = field(ct, text: "hello world")
        ct.driver.tap(field)
        #expect(field.isFirstResponder)
        ct.driver.wait(1)
        ct.driver.tap(field, at: CGPoint(x: 2, y: 20))
        ct.driver.wait(1)
        let start = field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
        #expect(start == 0)
    }

    @Test("Tab typed into a text field inserts nothing; a text view inserts a tab")
    func tab() {
        let ct = TestScene()
        let field = field(ct, text: "ab")
        _ = field.becomeFirstResponder()
        ct.driver.press(.keyboardTab)
        #expect(ct.driver.type("c\td"))
        #expect(field.text == "abcd")
        let textView = ct.add(UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 100)))
        _ = textView.becomeFirstResponder()
        #expect(ct.driver.type("x\ty"))
        #expect(textView.text == "x\ty")
    }

    @Test("a text view that is not editable shows no caret and brings up no keyboard")
    func nonEditableTextView() {
        let ct = TestScene()
        let notifications = SKNotificationLog(scene: ct)
        let textView = ct.add(UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 100)))
        textView.text = "Terms and conditions"
        textView.isEditable = false
        #expect(textView.becomeFirstResponder())
        ct.driver.wait(1)
        #expect(notifications.names.isEmpty)
        #expect(!Self.showsCaret(textView))
        let editable = ct.add(UITextView(frame: CGRect(x: 20, y: 320, width: 300, height: 100)))
        #expect(editable.becomeFirstResponder())
        ct.driver.wait(1)
        #expect(notifications.names.contains("willShow"))
        #expect(Self.showsCaret(editable))
    }

    private static func showsCaret(_ view: UIView) -> Bool {
        view.subviews.contains { subview in
            (String(describing: type(of: subview)) == "_UITextCaretView" && !subview.isHidden) || showsCaret(subview)
        }
    }

    @Test("a secure field that begins editing again with text: the first character replaces it all")
    func secureReedit() {
        let ct = TestScene()
        let field = field(ct, text: "secret")
        field.isSecureTextEntry = true
        _ = field.becomeFirstResponder()
        #expect(ct.driver.type("x"))
        #expect(ct.driver.type("y"))
        #expect(field.text == "xy")
        _ = field.resignFirstResponder()
        _ = field.becomeFirstResponder()
        ct.driver.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "")
        field.isSecureTextEntry = false
        field.text = "plain"
        _ = field.resignFirstResponder()
        _ = field.becomeFirstResponder()
        #expect(ct.driver.type("s"))
        #expect(field.text == "plains")
    }

    @Test("clearsOnBeginEditing asks textFieldShouldClear and clears only when it returns true")
    func clearsOnBeginEditingAsksDelegate() {
        let ct = TestScene()
        let field = field(ct, text: "keep")
        let delegate = RefusingClearDelegate()
        field.delegate = delegate
        field.clearsOnBeginEditing = true
        _ = field.becomeFirstResponder()
        #expect(delegate.asked == 1)
        #expect(field.text == "keep")
        _ = field.resignFirstResponder()
        field.delegate = nil
        _ = field.becomeFirstResponder()
        #expect(field.text == "")
    }

    @Test("positions and ranges far out of the text give nil or clamp instead of trapping")
    func overflow() {
        let ct = TestScene()
        let field = field(ct, text: "abc")
        let start = field.beginningOfDocument
        #expect(field.position(from: start, offset: .max) == nil)
        guard let one = field.position(from: start, offset: 1) else {
            Issue.record("no position at 1")
            return
        }
        #expect(field.position(from: one, offset: .max) == nil)
        let textView = ct.add(UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 100)))
        textView.text = "abc"
        textView.selectedRange = NSRange(location: 1, length: .max)
        #expect(textView.selectedRange == NSRange(location: 1, length: 2))
    }
}
