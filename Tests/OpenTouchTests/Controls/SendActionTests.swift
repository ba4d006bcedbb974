import Foundation
import OpenTouch
import Testing

/// A document controller that performs "save:", as a UIKit controller implements `@objc func save(_:)`.
@MainActor
private final class DocumentController: UIViewController {
    let log: CallLog
    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func responds(to action: Selector) -> Bool {
        action == Selector("save:") || super.responds(to: action)
    }
    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) {
        guard action == Selector("save:") else { return super.perform(action, withSender: sender, for: event) }
        log.append("controller save: from \(sender.map { String(describing: type(of: $0)) } ?? "nil")"
                   + " event=\(event == nil ? "nil" : "touches")")
    }
}

/// A first-responder text area that also performs "save:" while it has text.
@MainActor
private final class DocumentEditor: UIView {
    let log: CallLog
    var hasText = true
    init(frame: CGRect, log: CallLog) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var canBecomeFirstResponder: Bool { true }
    override func responds(to action: Selector) -> Bool { action == Selector("save:") }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender) && hasText
    }
    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) {
        log.append("editor \(action)")
    }
}

@MainActor
@Suite("Controls: UIApplication.sendAction and the responder chain")
struct SendActionTests {
    /// A button three levels deep: controller view ⊃ container ⊃ toolbar ⊃ button.
    @MainActor
    private func deepButton(_ ct: TestScene) -> UIButton {
        let toolbar = UIView(frame: CGRect(x: 0, y: 600, width: 375, height: 67))
        ct.container.addSubview(toolbar)
        let button = UIButton(frame: CGRect(x: 20, y: 10, width: 80, height: 44))
        toolbar.addSubview(button)
        return button
    }

    @Test("a nil-targeted save: from a deep button travels the chain to the view controller")
    func nilTargetReachesController() {
        let log = CallLog()
        let ct = TestScene(controller: DocumentController(log: log), loggedContainer: true)
        let recorder = ct.recorder()
        let button = deepButton(ct)
        button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        ct.driver.tap(at: CGPoint(x: 60, y: 632))
        #expect(log.lines == ["controller save: from UIButton event=touches"])
        #expect(recorder.diagnosticKinds.isEmpty)
    }

    @Test("the first responder comes first, and canPerformAction lets it pass the action on")
    func firstResponderFirst() {
        let log = CallLog()
        let ct = TestScene(controller: DocumentController(log: log), loggedContainer: true)
        let button = deepButton(ct)
        let editor = DocumentEditor(frame: CGRect(x: 0, y: 0, width: 375, height: 300), log: log)
        ct.container.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        ct.driver.tap(at: CGPoint(x: 60, y: 632))
        editor.hasText = false
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 60, y: 632))
        #expect(log.lines == ["editor save:", "controller save: from UIButton event=touches"])
    }

    @Test("an action nobody performs returns false and reports unhandledAction")
    func nobodyHandles() {
        let ct = TestScene(loggedContainer: true)
        let recorder = ct.recorder()
        let button = deepButton(ct)
        button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        ct.driver.tap(at: CGPoint(x: 60, y: 632))
        #expect(recorder.diagnosticKinds == [.unhandledAction])
        #expect(recorder.diagnostics.first?.message.contains("save:") == true)
        #expect(ct.app.sendAction(Selector("save:"), to: nil, from: button, for: nil) == false)
    }

    @Test("with a target, the target performs the action if it responds, whatever the chain holds")
    func explicitTarget() {
        let log = CallLog()
        let ct = TestScene(controller: DocumentController(log: log), loggedContainer: true)
        let recorder = ct.recorder()
        let editor = DocumentEditor(frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        #expect(ct.app.sendAction(Selector("save:"), to: editor, from: nil, for: nil))
        #expect(!ct.app.sendAction(Selector("copy:"), to: ct.controller, from: nil, for: nil))
        #expect(log.lines == ["editor save:"])
        #expect(recorder.diagnosticKinds == [.unhandledAction])
    }

    @Test("a selector target-action with a target goes to that target; it is held weakly")
    func selectorWithTarget() {
        let log = CallLog()
        let ct = TestScene(loggedContainer: true)
        let button = deepButton(ct)
        var editor: DocumentEditor? = DocumentEditor(frame: .zero, log: log)
        button.addTarget(editor, action: Selector("save:"), for: .touchUpInside)
        #expect(button.actions(forTarget: editor, forControlEvent: .touchUpInside) == ["save:"])
        ct.driver.tap(at: CGPoint(x: 60, y: 632))
        editor = nil
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 60, y: 632))
        #expect(log.lines == ["editor save:"])
        #expect(button.allTargets.isEmpty)
    }

    @Test("with no first responder and a sender that is not a responder, a nil-targeted action goes nowhere")
    func noStart() {
        let ct = TestScene(loggedContainer: true)
        #expect(!ct.app.sendAction(Selector("save:"), to: nil, from: "menu", for: nil))
    }
}
