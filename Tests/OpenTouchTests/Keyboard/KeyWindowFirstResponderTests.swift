import Foundation
@testable import OpenTouch
import Testing

@MainActor
@Suite("Keyboard: the first responder, one per window, the key window, resigning, endEditing")
struct KeyWindowFirstResponderTests {
    @Test("becomeFirstResponder fails off-window and when refused, and succeeds in a window")
    func becomeRules() {
        let ct = TestScene()
        let loose = FocusView()
        #expect(!loose.becomeFirstResponder())
        #expect(!loose.isFirstResponder)

        let refusing = ct.add(FocusView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        refusing.acceptsFocus = false
        #expect(!refusing.becomeFirstResponder())

        let plain = ct.add(UIView())
        #expect(!plain.becomeFirstResponder())

        let view = ct.add(FocusView())
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        #expect(ct.app.firstResponder === view)
        #expect(view.becomeFirstResponder())
    }

    @Test("a first responder that refuses to resign keeps its place; resignFirstResponder says so")
    func refusingToResign() {
        let ct = TestScene()
        let first = ct.add(FocusView())
        let second = ct.add(FocusView())
        #expect(first.becomeFirstResponder())
        first.allowsResign = false
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(!first.resignFirstResponder())
        first.allowsResign = true
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder)
        #expect(second.resignFirstResponder())
        #expect(ct.app.firstResponder == nil)
        #expect(first.resignFirstResponder(), "resigning when not first responder answers true")
    }

    @Test("each window remembers its own first responder; the application's is the key window's")
    func oneFirstResponderPerWindow() {
        let ct = TestScene()
        let mainField = ct.add(FocusView())
        let other = UIWindow(windowScene: ct.scene)
        other.isHidden = false
        let otherField = FocusView()
        other.addSubview(otherField)

        #expect(mainField.becomeFirstResponder())
        #expect(otherField.becomeFirstResponder())
        #expect(mainField.isFirstResponder, "another window's first responder does not resign this one")
        #expect(otherField.isFirstResponder)
        #expect(ct.app.firstResponder === mainField)
        other.makeKey()
        #expect(other.isKeyWindow && !ct.window.isKeyWindow)
        #expect(ct.app.firstResponder === otherField)
    }

    @Test("a view controller becomes first responder once its view is in a window")
    func controllerFirstResponder() {
        let controller = CommandController()
        controller.focusable = true
        #expect(!controller.becomeFirstResponder(), "its view is in no window")
        let ct = TestScene(controller: controller)
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        #expect(ct.app.firstResponder === controller)
    }

    @Test("removing the first responder (or an ancestor) from the window resigns it, even when it refuses")
    func removalResigns() {
        let ct = TestScene()
        let container = ct.add(UIView())
        let field = FocusView()
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.allowsResign = false
        container.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(ct.app.firstResponder == nil)
    }

    @Test("endEditing(false) asks, endEditing(true) forces; both only inside the view")
    func endEditing() {
        let ct = TestScene()
        let form = ct.add(UIView())
        let field = FocusView()
        form.addSubview(field)
        let outside = ct.add(UIView())
        #expect(field.becomeFirstResponder())
        #expect(outside.endEditing(false), "nothing inside it is first responder")
        #expect(field.isFirstResponder)
        field.allowsResign = false
        #expect(!form.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(form.endEditing(true))
        #expect(!field.isFirstResponder)
    }

    @Test("the software keyboard hears of every change of the application's first responder and of reloadInputViews")
    func hooks() {
        let ct = TestScene()
        var heard: [String] = []
        func name(_ responder: UIResponder?) -> String { responder?.accessibilityIdentifier ?? "nil" }
        ct.app.keyboardEnvironment.addFirstResponderObserver { change in
            switch change {
            case .changed(let old, let new): heard.append("\(name(old)) → \(name(new))")
            case .reloadedInputViews(let responder): heard.append("reload \(name(responder))")
            }
        }
        let a = ct.add(FocusView())
        a.accessibilityIdentifier = "a"
        let b = ct.add(FocusView())
        b.accessibilityIdentifier = "b"
        a.reloadInputViews()
        #expect(a.becomeFirstResponder())
        a.reloadInputViews()
        b.reloadInputViews()
        #expect(b.becomeFirstResponder())
        b.removeFromSuperview()
        #expect(heard == ["nil → a", "reload a", "a → b", "b → nil"])
    }

    @Test("the responder chain's undo manager is the window's")
    func undoManager() {
        let ct = TestScene()
        let view = ct.add(UIView())
        let manager = try? #require(view.undoManager)
        #expect(manager === ct.window.undoManager)
        final class Counter { var value = 0 }
        let counter = Counter()
        counter.value = 1
        manager?.registerUndo(withTarget: counter) { $0.value = 0 }
        #expect(manager?.canUndo == true)
        manager?.undo()
        #expect(counter.value == 0)
    }
}
