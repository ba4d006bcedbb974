import Foundation
import OpenTouch
import Testing

/// A settings list a user would build: the vertical list of ``ITListScene`` (no rows) holding a
/// switch at (20, 20) (window 20…71 × 20…51) and a stepper at (20, 120) (window 20…114 × 120…152).
@MainActor
struct ITSettingsScene {
    let s: ITListScene
    let toggle: UISwitch
    let stepper: UIStepper

    static let onSwitch = CGPoint(x: 35, y: 35)
    static let onPlus = CGPoint(x: 95, y: 136)

    init(tableLike: Bool = false) {
        s = ITListScene(tableLike: tableLike, rows: 0)
        toggle = itLogged(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)), as: "switch", ledger: s.ledger, events: s.events, in: s.scene.app)
        stepper = itLogged(UIStepper(frame: CGRect(x: 20, y: 120, width: 0, height: 0)), as: "stepper", ledger: s.ledger, events: s.events, in: s.scene.app)
        s.list.addSubview(toggle)
        s.list.addSubview(stepper)
    }

    var driver: TouchDriver { s.driver }
    var events: [String] { s.events.lines }
}

@MainActor
@Suite("Integration: a UISwitch and a UIStepper in a vertical list")
struct ITSwitchAndStepperInListTests {
    let onSwitch = ITSettingsScene.onSwitch
    let onPlus = ITSettingsScene.onPlus

    @Test("A quick tap toggles the switch at lift: touchDown, valueChanged, primaryActionTriggered, touchUpInside together")
    func quickTapTogglesTheSwitch() {
        let t = ITSettingsScene()
        t.driver.tap(at: onSwitch)
        #expect(t.toggle.isOn)
        #expect(t.events == ["switch touchDown @0.050", "switch valueChanged @0.050",
                             "switch primaryActionTriggered @0.050", "switch touchUpInside @0.050"])
        #expect(t.s.ledger.lines == ["switch began @0.050", "switch ended @0.050"])
    }

    @Test("A slow press on the switch tracks from 150 ms and toggles at lift")
    func slowPressTogglesTheSwitch() {
        let t = ITSettingsScene()
        t.driver.longPress(at: onSwitch, duration: 0.3)
        #expect(t.toggle.isOn)
        #expect(t.events == ["switch touchDown @0.150", "switch valueChanged @0.300",
                             "switch primaryActionTriggered @0.300", "switch touchUpInside @0.300"])
        #expect(t.s.ledger.ledgerProblems.isEmpty)
    }

    @Test("After the delay a sideways drag moves the switch's knob; the vertical list does not scroll")
    func heldKnobDrag() {
        let t = ITSettingsScene()
        let finger = t.driver.down(at: onSwitch)
        t.driver.wait(0.2)
        t.driver.glide(finger, to: CGPoint(x: 60, y: 35), duration: 0.1, steps: 5)
        t.driver.up(finger)
        #expect(t.toggle.isOn)
        #expect(t.s.list.contentOffset == .zero)
        #expect(t.events.first == "switch touchDown @0.150")
        #expect(t.events.suffix(3) == ["switch valueChanged @0.300", "switch primaryActionTriggered @0.300",
                                       "switch touchUpInside @0.300"])
        #expect(t.s.ledger.ledgerProblems.isEmpty)
    }

    @Test("After the delay a vertical drag on the switch does not scroll a plain list; lifting inside toggles it")
    func heldVerticalDragOnTheSwitch() {
        let t = ITSettingsScene()
        let finger = t.driver.down(at: onSwitch)
        t.driver.wait(0.2)
        t.driver.move(finger, to: CGPoint(x: 35, y: 65))
        t.driver.up(finger)
        #expect(t.s.list.contentOffset == .zero)
        #expect(t.toggle.isOn)
        #expect(t.events == ["switch touchDown @0.150", "switch touchDragInside @0.200", "switch valueChanged @0.200",
                             "switch primaryActionTriggered @0.200", "switch touchUpInside @0.200"])
        #expect(t.s.ledger.ledgerProblems.isEmpty)
    }

    @Test("In a table-like list a vertical drag after the delay scrolls and cancels the switch, which keeps its value")
    func tableLikeDragCancelsTheSwitch() {
        let t = ITSettingsScene(tableLike: true)
        let finger = t.driver.down(at: onSwitch)
        t.driver.wait(0.2)
        t.driver.move(finger, to: CGPoint(x: 35, y: 65))
        t.driver.up(finger)
        // Pulled 20 pt (30 minus the pan's 10) past the top: rubber-banded.
        #expect(isClose(t.s.list.contentOffset.y, -svRubberBand(20, dimension: 600), within: 1e-6))
        #expect(!t.toggle.isOn)
        #expect(t.events == ["switch touchDown @0.150", "list willBeginDragging @0.200", "switch touchCancel @0.200",
                             "list willEndDragging @0.200", "list didEndDragging(true) @0.200"])
        #expect(t.s.ledger.lines == ["switch began @0.150", "switch cancelled @0.200"])
    }

    @Test("A quick tap on the stepper's plus steps once, at lift")
    func quickTapSteps() {
        let t = ITSettingsScene()
        t.driver.tap(at: onPlus)
        t.driver.wait(2)
        #expect(t.stepper.value == 1)
        #expect(t.events == ["stepper touchDown @0.050", "stepper valueChanged @0.050",
                             "stepper primaryActionTriggered @0.050", "stepper touchUpInside @0.050"])
        #expect(t.s.ledger.ledgerProblems.isEmpty)
    }

    @Test("Held in a list, the stepper first steps at 150 ms, repeats 0.5 s later and then every 0.1 s until lift")
    func autorepeatInAList() {
        let t = ITSettingsScene()
        let finger = t.driver.down(at: onPlus)
        t.driver.wait(1.0)
        t.driver.up(finger)
        t.driver.wait(1)
        #expect(t.stepper.value == 5)
        var expected = ["stepper touchDown @0.150"]
        for time in ["0.150", "0.650", "0.750", "0.850", "0.950"] {
            expected += ["stepper valueChanged @\(time)", "stepper primaryActionTriggered @\(time)"]
        }
        expected.append("stepper touchUpInside @1.000")
        #expect(t.events == expected)
        #expect(t.s.ledger.ledgerProblems.isEmpty)
    }

    @Test("A drag that starts on the stepper before the delay scrolls the list; the stepper never steps")
    func quickDragFromTheStepper() {
        let t = ITSettingsScene()
        let finger = t.driver.down(at: onPlus)
        t.driver.glide(finger, to: CGPoint(x: 95, y: 96), duration: 0.1, steps: 5)
        t.driver.wait(0.2)
        t.driver.up(finger)
        t.driver.wait(2)
        #expect(t.stepper.value == 0)
        #expect(t.events == ["list willBeginDragging @0.040", "list willEndDragging @0.300",
                             "list didEndDragging(false) @0.300"])
        #expect(t.s.list.contentOffset == CGPoint(x: 0, y: 30))
        #expect(t.s.ledger.lines.isEmpty)
    }

    @Test("In a table-like list a drag after the first step cancels the stepper: touchCancel once and no more repeats")
    func tableLikeDragCancelsTheStepper() {
        let t = ITSettingsScene(tableLike: true)
        let finger = t.driver.down(at: onPlus)
        t.driver.wait(0.3)
        t.driver.move(finger, to: CGPoint(x: 95, y: 116))
        t.driver.wait(1)
        t.driver.up(finger)
        #expect(t.stepper.value == 1)
        #expect(t.s.list.contentOffset == CGPoint(x: 0, y: 10))
        #expect(t.s.events.of("stepper") == ["stepper touchDown @0.150", "stepper valueChanged @0.150",
                                             "stepper primaryActionTriggered @0.150", "stepper touchCancel @0.300"])
        #expect(t.s.ledger.lines == ["stepper began @0.150", "stepper cancelled @0.300"])
    }

    @Test("In a plain list a drag after the delay stays with the stepper, which keeps repeating while the finger is inside")
    func plainListDragKeepsRepeating() {
        let t = ITSettingsScene()
        let finger = t.driver.down(at: onPlus)
        t.driver.wait(0.3)
        t.driver.move(finger, to: CGPoint(x: 95, y: 116))
        t.driver.wait(0.4)
        t.driver.up(finger)
        #expect(t.s.list.contentOffset == .zero)
        #expect(t.stepper.value == 2)
        #expect(t.s.events.of("stepper").last == "stepper touchUpInside @0.700")
        #expect(t.s.ledger.ledgerProblems.isEmpty)
    }
}
