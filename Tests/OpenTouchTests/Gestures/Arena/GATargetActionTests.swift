import Foundation
import OpenTouch
import Testing

/// A controller with the handlers users write: with the recognizer argument (typed as the
/// concrete recognizer or the base class) and without.
@MainActor
private final class MyController: UIViewController {
    let log: CallLog
    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func handleTap(_ recognizer: UITapGestureRecognizer) { log.append("handleTap \(recognizer.state)") }
    func handleAny(_ recognizer: UIGestureRecognizer) { log.append("handleAny \(recognizer.state)") }
    func refresh() { log.append("refresh") }
}

/// A plain object target (not a responder).
@MainActor
private final class Listener {
    let log: CallLog
    let name: String
    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
    }
    func fire(_ recognizer: UIGestureRecognizer) { log.append(name) }
}

/// A custom recognizer, for its description.
@MainActor
private final class SquiggleRecognizer: UIGestureRecognizer {}

/// A tap subclass, for its description.
@MainActor
private final class FancyTap: UITapGestureRecognizer {}

@MainActor
@Suite("Gesture arena: targets and actions")
struct GATargetActionTests {
    @Test("a target that has been released gets no action, is dropped from the recognizer, and nothing crashes")
    func releasedTargetIsDropped() {
        let ga = GAScene()
        let tap = UITapGestureRecognizer()
        var controller: MyController? = MyController(log: ga.log)
        tap.addTarget(controller!, action: MyController.handleTap, actionName: "handleTap:")
        ga.view.addGestureRecognizer(tap)
        weak let weakController = controller
        #expect(tap.description.contains("action=handleTap:"))

        controller = nil
        #expect(weakController == nil)              // the recognizer did not keep it alive
        ga.driver.tap(at: ga.point)

        #expect(!ga.log.lines.contains { $0.hasPrefix("handleTap") })
        #expect(ga.recorder.actionStates(of: tap) == [.ended])
        #expect(!tap.description.contains("target="))
        ga.expectBalancedTouches()
    }

    @Test("unapplied method references work with and without the recognizer argument")
    func methodReferences() {
        let ga = GAScene()
        let controller = MyController(log: ga.log)
        let tap = UITapGestureRecognizer(target: controller, action: MyController.handleTap, actionName: "handleTap:")
        tap.addTarget(controller, action: MyController.handleAny, actionName: "handleAny:")
        tap.addTarget(controller, action: MyController.refresh, actionName: "refresh")
        ga.view.addGestureRecognizer(tap)

        ga.driver.tap(at: ga.point)

        #expect(ga.log.lines == ["view began 1", "handleTap Ended", "handleAny Ended", "refresh", "view cancelled 1"])
    }

    @Test("a no-argument method reference given to init(target:action:) is called on recognition")
    func noArgumentInitializer() {
        let ga = GAScene()
        let controller = MyController(log: ga.log)
        let press = UILongPressGestureRecognizer(target: controller, action: MyController.refresh)
        ga.view.addGestureRecognizer(press)

        ga.driver.longPress(at: ga.point, duration: 0.6)

        #expect(ga.log.lines.filter { $0 == "refresh" }.count == 2)   // began and ended
    }

    @Test("closures from init(handler:) and addTarget(handler:) are called with the recognizer")
    func closures() {
        let ga = GAScene()
        var seen: [String] = []
        let tap = UITapGestureRecognizer(handler: { seen.append("init \($0.state)") })
        tap.addTarget(handler: { recognizer in seen.append("added \(recognizer.state) \(recognizer === tap)") })
        ga.view.addGestureRecognizer(tap)

        ga.driver.tap(at: ga.point)

        #expect(seen == ["init Ended", "added Ended true"])
    }

    @Test("several targets are called in the order they were added")
    func severalTargetsInOrder() {
        let ga = GAScene()
        let first = Listener("first", log: ga.log), second = Listener("second", log: ga.log)
        let tap = UITapGestureRecognizer(target: first, action: Listener.fire, actionName: "fire:")
        tap.addTarget(handler: { _ in ga.log.append("closure") })
        tap.addTarget(second, action: Listener.fire, actionName: "fire:")
        tap.cancelsTouchesInView = false
        ga.view.addGestureRecognizer(tap)

        ga.driver.tap(at: ga.point)

        #expect(ga.log.lines == ["view began 1", "first", "closure", "second", "view ended 1"])
    }

    @Test("adding the same target and action twice calls it once")
    func duplicatePairAddedOnce() {
        let ga = GAScene()
        let listener = Listener("listener", log: ga.log)
        let tap = UITapGestureRecognizer(target: listener, action: Listener.fire, actionName: "fire:")
        tap.addTarget(listener, action: Listener.fire, actionName: "fire:")
        ga.view.addGestureRecognizer(tap)

        ga.driver.tap(at: ga.point)

        #expect(ga.log.lines.filter { $0 == "listener" }.count == 1)
    }

    @Test("removeTarget removes one target's action; removeTarget(nil) removes every target and closure")
    func removeTarget() {
        let ga = GAScene()
        let keep = Listener("keep", log: ga.log), drop = Listener("drop", log: ga.log)
        let tap = UITapGestureRecognizer(target: keep, action: Listener.fire, actionName: "fire:")
        tap.addTarget(drop, action: Listener.fire, actionName: "fire:")
        tap.addTarget(handler: { _ in ga.log.append("closure") })
        ga.view.addGestureRecognizer(tap)

        tap.removeTarget(drop, actionName: "fire:")
        ga.driver.tap(at: ga.point)
        #expect(ga.log.lines.filter { !$0.hasPrefix("view") } == ["keep", "closure"])

        ga.log.removeAll()
        ga.driver.wait(1)
        tap.removeTarget(nil)
        ga.driver.tap(at: ga.point)
        #expect(ga.log.lines.filter { !$0.hasPrefix("view") }.isEmpty)
        #expect(ga.recorder.actionStates(of: tap) == [.ended, .ended])   // it still recognizes
    }

    @Test("the description reads like UIKit's: class, address, state, view and target-action pairs")
    func descriptionFormat() {
        let ga = GAScene()
        let controller = MyController(log: ga.log)
        let tap = UITapGestureRecognizer(target: controller, action: MyController.handleTap, actionName: "handleTap:")
        let plainView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plainView.addGestureRecognizer(tap)

        #expect(maskingAddresses(tap.description)
                == "<UITapGestureRecognizer: 0x…; state = Possible; view = <UIView: 0x…>; "
                + "target= <(action=handleTap:, target=<MyController 0x…>)>>")
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(tap).toOpaque()), radix: 16)
        #expect(tap.description.hasPrefix("<UITapGestureRecognizer: 0x\(address);"))
        let viewAddress = String(UInt(bitPattern: Unmanaged.passUnretained(plainView).toOpaque()), radix: 16)
        #expect(tap.description.contains("view = <UIView: 0x\(viewAddress)>"))
    }

    @Test("the description in the action shows the state the action is sent in")
    func descriptionInAction() {
        let ga = GAScene()
        var described: [String] = []
        let tap = UITapGestureRecognizer(handler: { described.append($0.description) })
        ga.view.addGestureRecognizer(tap)

        ga.driver.tap(at: ga.point)

        #expect(described.count == 1)
        #expect(described.first?.contains("; state = Ended;") == true)
        #expect(tap.description.contains("; state = Possible;"))
    }

    @Test("a custom subclass's description names its class and baseClass = UIGestureRecognizer")
    func customSubclassDescription() {
        let squiggle = SquiggleRecognizer()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addGestureRecognizer(squiggle)

        #expect(maskingAddresses(squiggle.description)
                == "<SquiggleRecognizer: 0x…; baseClass = UIGestureRecognizer; state = Possible; view = <UIView: 0x…>>")
        #expect(FancyTap().description.contains("baseClass = UITapGestureRecognizer"))
        #expect(!UITapGestureRecognizer().description.contains("baseClass"))
    }
}
