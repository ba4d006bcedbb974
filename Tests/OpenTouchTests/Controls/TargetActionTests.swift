import Foundation
import OpenTouch
import Testing

/// A controller with the handlers UIKit developers write, in the three method shapes.
@MainActor
private final class TargetActionController: UIViewController {
    let log: CallLog
    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func buttonTapped(_ sender: UIButton) { log.append("buttonTapped \(sender.currentTitle ?? "-")") }
    func refresh() { log.append("refresh") }
    func tapped(_ sender: UIButton, _ event: UIEvent?) { log.append("tapped event=\(event == nil ? "nil" : "touches")") }
    func switchFlipped(_ sender: UISwitch) { log.append("switchFlipped") }
    func anySender(_ sender: Any) { log.append("anySender \(type(of: sender))") }
}

/// A button that logs every target-action message and can swallow them.
@MainActor
private final class AuditingButton: UIButton {
    var audit: [String] = []
    var swallows = false
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        audit.append(action.name)
        if !swallows { super.sendAction(action, to: target, for: event) }
    }
}

@MainActor
@Suite("Controls: targets and actions")
struct TargetActionTests {
    let frame = CGRect(x: 100, y: 200, width: 100, height: 44)
    let point = CGPoint(x: 150, y: 222)

    @Test("a method reference taking the sender is called with the button, on touchUpInside")
    func methodWithSender() {
        let ct = TestScene(loggedContainer: true)
        let controller = TargetActionController(log: ct.log)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        button.setTitle("Go", for: .normal)
        button.addTarget(controller, action: TargetActionController.buttonTapped, for: .touchUpInside)
        ct.driver.tap(at: point)
        #expect(ct.log.lines == ["buttonTapped Go"])
    }

    @Test("method references with no argument, and with the sender and the event, work too")
    func otherShapes() {
        let ct = TestScene(loggedContainer: true)
        let controller = TargetActionController(log: ct.log)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        button.addTarget(controller, action: TargetActionController.refresh, for: .touchDown)
        button.addTarget(controller, action: TargetActionController.tapped, for: .touchUpInside)
        button.addTarget(controller, action: TargetActionController.anySender, for: .touchUpInside)
        ct.driver.tap(at: point)
        button.sendActions(for: .touchUpInside)
        #expect(ct.log.lines == ["refresh", "tapped event=touches", "anySender UIButton", "tapped event=nil", "anySender UIButton"])
    }

    @Test("a method whose sender type does not match the control is not called")
    func senderMismatch() {
        let ct = TestScene(loggedContainer: true)
        let controller = TargetActionController(log: ct.log)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        button.addTarget(controller, action: TargetActionController.switchFlipped, for: .touchUpInside)
        ct.driver.tap(at: point)
        #expect(ct.log.lines.isEmpty)
    }

    @Test("targets are held weakly: a released target is not called and is dropped")
    func weakTargets() {
        let ct = TestScene(loggedContainer: true)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        var controller: TargetActionController? = TargetActionController(log: ct.log)
        button.addTarget(controller!, action: TargetActionController.buttonTapped, actionName: "buttonTapped:", for: .touchUpInside)
        weak let weakController = controller
        #expect(button.allTargets.count == 1)
        controller = nil
        #expect(weakController == nil)
        ct.driver.tap(at: point)
        #expect(ct.log.lines.isEmpty)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents == [])
    }

    @Test("the same target and named action added twice is registered once, with both events")
    func duplicatesMerge() {
        let ct = TestScene(loggedContainer: true)
        let controller = TargetActionController(log: ct.log)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        button.addTarget(controller, action: TargetActionController.refresh, actionName: "refresh", for: .touchUpInside)
        button.addTarget(controller, action: TargetActionController.refresh, actionName: "refresh", for: [.touchUpInside, .touchDown])
        ct.driver.tap(at: point)
        #expect(ct.log.lines == ["refresh", "refresh"])   // once on touchDown, once on touchUpInside
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["refresh"])
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test("actions are sent in registration order")
    func registrationOrder() {
        let ct = TestScene(loggedContainer: true)
        let first = TargetActionController(log: ct.log), second = TargetActionController(log: ct.log)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        button.addAction(UIAction { _ in ct.log.append("action") }, for: .touchUpInside)
        button.addTarget(second, action: TargetActionController.refresh, for: .touchUpInside)
        button.addTarget(first, action: TargetActionController.buttonTapped, for: .touchUpInside)
        ct.driver.tap(at: point)
        #expect(ct.log.lines == ["action", "refresh", "buttonTapped -"])
        #expect(button.allTargets.count == 2 && button.allTargets[0] === second)
    }

    @Test("removeTarget removes events from matching actions: by name, by target (nil action), or everything")
    func removeTarget() {
        let ct = TestScene(loggedContainer: true)
        let controller = TargetActionController(log: ct.log)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        button.addTarget(controller, action: TargetActionController.refresh, actionName: "refresh", for: [.touchDown, .touchUpInside])
        button.addTarget(controller, action: TargetActionController.buttonTapped, actionName: "buttonTapped:", for: .touchUpInside)
        button.removeTarget(controller, actionName: "refresh", for: .touchDown)
        #expect(button.actions(forTarget: controller, forControlEvent: .touchDown) == nil)
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["refresh", "buttonTapped:"])
        button.removeTarget(controller, action: nil, for: .touchUpInside)
        #expect(button.actions(forTarget: controller, forControlEvent: .allEvents) == nil)
        ct.driver.tap(at: point)
        #expect(ct.log.lines.isEmpty)
        button.addAction(UIAction { _ in ct.log.append("action") }, for: .touchUpInside)
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allControlEvents == [])
    }

    @Test("sendActions(for:) sends the actions registered for any of the events, with no UIEvent")
    func sendActionsForEvents() {
        let ct = TestScene(loggedContainer: true)
        let button = ct.addControl(UIButton(frame: frame))
        button.sendActions(for: [.valueChanged, .touchCancel])
        #expect(ct.log.lines == ["touchCancel normal", "valueChanged normal"])
    }

    @Test("a sendAction(_:to:for:) override sees every target-action message and can swallow it")
    func sendActionOverride() {
        let ct = TestScene(loggedContainer: true)
        let controller = TargetActionController(log: ct.log)
        let button = ct.addControl(AuditingButton(frame: frame), logging: false)
        button.addTarget(controller, action: TargetActionController.refresh, actionName: "refresh", for: .touchUpInside)
        ct.driver.tap(at: point)
        button.swallows = true
        ct.driver.wait(1)
        ct.driver.tap(at: point)
        #expect(button.audit == ["refresh", "refresh"])
        #expect(ct.log.lines == ["refresh"])
    }
}

@MainActor
@Suite("Controls: UIAction")
struct ControlActionTests {
    let frame = CGRect(x: 100, y: 200, width: 100, height: 44)
    let point = CGPoint(x: 150, y: 222)

    @Test("an action runs with sender set to the control, and sender is nil afterwards")
    func sender() {
        let ct = TestScene(loggedContainer: true)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        var seen: [Bool] = []
        let action = UIAction(title: "Save") { action in seen.append(action.sender as? UIButton === button) }
        button.addAction(action, for: .touchUpInside)
        ct.driver.tap(at: point)
        #expect(seen == [true])
        #expect(action.sender == nil)
    }

    @Test("an action with an identifier already added replaces the first one")
    func sameIdentifierReplaces() {
        let ct = TestScene(loggedContainer: true)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        let id = UIAction.Identifier("save")
        button.addAction(UIAction(identifier: id) { _ in ct.log.append("old") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in ct.log.append("new") }, for: .touchUpInside)
        ct.driver.tap(at: point)
        #expect(ct.log.lines == ["new"])
    }

    @Test("removeAction(_:for:) and removeAction(identifiedBy:for:) remove events; an action left with none is gone")
    func removeActions() {
        let ct = TestScene(loggedContainer: true)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        let a = UIAction { _ in ct.log.append("a") }
        let b = UIAction(identifier: UIAction.Identifier("b")) { _ in ct.log.append("b") }
        button.addAction(a, for: [.touchDown, .touchUpInside])
        button.addAction(b, for: .touchUpInside)
        button.removeAction(a, for: .touchDown)
        ct.driver.tap(at: point)
        #expect(ct.log.lines == ["a", "b"])
        button.removeAction(identifiedBy: UIAction.Identifier("b"), for: .touchUpInside)
        button.removeAction(a, for: .touchUpInside)
        #expect(button.allControlEvents == [])
    }

    @Test("actions get unique identifiers when none is given, and keep their menu properties")
    func properties() {
        let a = UIAction(title: "Delete", discoverabilityTitle: "Delete item", attributes: .destructive, state: .on) { _ in }
        let b = UIAction { _ in }
        #expect(a.identifier != b.identifier)
        #expect(a.title == "Delete" && a.discoverabilityTitle == "Delete item")
        #expect(a.attributes == .destructive && a.state == .on && b.title == "")
    }

    @Test("UIControl(frame:primaryAction:) runs the action on primaryActionTriggered")
    func controlPrimaryAction() {
        let ct = TestScene(loggedContainer: true)
        let control = UIControl(frame: frame, primaryAction: UIAction { _ in ct.log.append("primary") })
        ct.addControl(control, logging: false)
        ct.driver.tap(at: point)
        #expect(ct.log.lines.isEmpty)    // a plain control has no primary action of its own
        control.sendActions(for: .primaryActionTriggered)
        #expect(ct.log.lines == ["primary"])
    }

    @Test("UIButton(type:primaryAction:) takes the action's title and runs it on a tap")
    func buttonPrimaryAction() {
        let ct = TestScene(loggedContainer: true)
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Send") { _ in ct.log.append("send") })
        button.frame = frame
        ct.addControl(button, logging: false)
        ct.driver.tap(at: point)
        #expect(ct.log.lines == ["send"])
        #expect(button.currentTitle == "Send" && button.buttonType == .system)
        let framed = UIButton(frame: frame, primaryAction: UIAction(title: "Framed") { _ in })
        #expect(framed.currentTitle == "Framed" && framed.buttonType == .custom)
        #expect(framed.actions(forTarget: nil, forControlEvent: .primaryActionTriggered) == nil)
        #expect(framed.allControlEvents == .primaryActionTriggered)
    }

    @Test("enumerateEventHandlers lists actions and target-actions with their events, and can stop")
    func enumerate() {
        let ct = TestScene(loggedContainer: true)
        let controller = TargetActionController(log: ct.log)
        let button = ct.addControl(UIButton(frame: frame), logging: false)
        button.addAction(UIAction(identifier: UIAction.Identifier("a")) { _ in }, for: .touchDown)
        button.addTarget(controller, action: TargetActionController.refresh, actionName: "refresh", for: .touchUpInside)
        button.addTarget(nil, action: Selector("save:"), for: .valueChanged)
        var seen: [String] = []
        button.enumerateEventHandlers { action, targetAction, event, stop in
            seen.append("\(action?.identifier.rawValue ?? targetAction!.action.name) \(event)")
            if seen.count == 2 { stop = true }
        }
        #expect(seen == ["a touchDown", "refresh touchUpInside"])
    }
}
