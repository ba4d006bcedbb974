import Foundation
import OpenTouch
import Testing

// UISegmentedControl behaviour statements, driven with fingers. The standard control sits at
// (20 100; 300 32) with three 100-point segments: x 20..<120, 120..<220 and 220..<320.

private let segment0Point = CGPoint(x: 70, y: 116)
private let segment1Point = CGPoint(x: 170, y: 116)
private let segment2Point = CGPoint(x: 270, y: 116)

/// A scene with the standard control, logging every single event it sends.
@MainActor
private func segmentedScene(items: [Any] = ["All", "Unread", "Flagged"]) -> (TestScene, UISegmentedControl) {
    let ct = TestScene(loggedContainer: true)
    let control = UISegmentedControl(items: items)
    control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
    ct.addControl(control)
    return (ct, control)
}

/// A mail list's filter: a segmented control above a list, wired as a UIKit controller would.
@MainActor
private final class FilterController: UIViewController {
    let filter = UISegmentedControl(items: ["All", "Unread", "Flagged"])
    let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 567))
    private(set) var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        filter.frame = CGRect(x: 20, y: 56, width: 335, height: 32)
        filter.selectedSegmentIndex = 0
        filter.addTarget(self, action: FilterController.filterChanged, for: .valueChanged)
        list.contentSize = CGSize(width: 375, height: 3000)
        view.addSubview(filter)
        view.addSubview(list)
    }

    func filterChanged(_ sender: UISegmentedControl) {
        shown.append(sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "?")
    }
}

@MainActor
@Suite("Controls: UISegmentedControl")
struct SegmentedControlTests {
    // MARK: Creating

    @Test("init(items:) makes a segment per item, 32 high, each as wide as the widest content; nothing selected; described like UIKit")
    func initWithItems() {
        let control = UISegmentedControl(items: ["All", "Unread", UIImage(systemName: "flag")!])
        #expect(control.numberOfSegments == 3)
        #expect(control.frame == CGRect(x: 0, y: 0, width: 3 * (6 * 8 + 20), height: 32))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "Unread" && control.imageForSegment(at: 1) == nil)
        #expect(control.imageForSegment(at: 2)?.description == "UIImage(systemName: \"flag\")")
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
        #expect(UISegmentedControl(items: nil).frame == .zero)
        let empty = UISegmentedControl(frame: CGRect(x: 8, y: 7, width: 584, height: 29))
        #expect(empty.numberOfSegments == 0)
        #expect(empty.description.hasPrefix("<UISegmentedControl: 0x"))
        #expect(maskingAddresses(empty.description).hasSuffix("; frame = (8 7; 584 29); opaque = NO; layer = <CALayer: 0x…>>"), "UIKit prints opaque = NO")
    }

    // MARK: Selecting

    @Test("a tap selects the segment when the finger lifts, not when it lands")
    func selectsOnLift() {
        let (ct, control) = segmentedScene()
        let finger = ct.driver.down(at: segment1Point)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.highlightedSegmentIndex == 1 && control.isHighlighted)
        ct.driver.up(finger)
        #expect(control.selectedSegmentIndex == 1 && control.highlightedSegmentIndex == -1)
        #expect(ct.log.lines == ["touchDown highlighted", "valueChanged normal", "primaryActionTriggered normal", "touchUpInside normal"])
    }

    @Test("re-tapping the selected segment and setting selectedSegmentIndex send no valueChanged")
    func noValueChangedWithoutAChange() {
        let (ct, control) = segmentedScene()
        control.selectedSegmentIndex = 0
        control.selectedSegmentIndex = 2
        #expect(ct.log.lines.isEmpty)
        ct.driver.tap(at: segment2Point)
        #expect(control.selectedSegmentIndex == 2 && ct.log.lines == ["touchDown highlighted", "touchUpInside normal"])
        control.selectedSegmentIndex = 7      // not a segment: ignored
        #expect(control.selectedSegmentIndex == 2)
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1 && ct.log.lines.count == 2)
    }

    @Test("a disabled segment cannot be chosen by a tap, but can still be selected in code")
    func disabledSegment() {
        let (ct, control) = segmentedScene()
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isEnabledForSegment(at: 2) && control.isEnabledForSegment(at: 1))
        let finger = ct.driver.down(at: segment2Point)
        #expect(control.highlightedSegmentIndex == -1)
        ct.driver.up(finger)
        #expect(control.selectedSegmentIndex == 0)
        #expect(!ct.log.lines.contains("valueChanged normal"))
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test("a press follows the finger: landing on one segment and lifting on another selects the second")
    func pressFollowsFinger() {
        let (ct, control) = segmentedScene()
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 1)
        let finger = ct.driver.down(at: segment1Point)          // a disabled segment: nothing pressed
        ct.driver.glide(finger, to: segment2Point, steps: 4)
        #expect(control.highlightedSegmentIndex == 2 && control.selectedSegmentIndex == 0)
        ct.driver.up(finger)
        #expect(control.selectedSegmentIndex == 2)
        #expect(ct.log.lines.filter { $0.hasPrefix("valueChanged") }.count == 1)
    }

    @Test("a finger that leaves the control (beyond the 70-point slop) and lifts there changes nothing")
    func fingerLeavesControl() {
        let (ct, control) = segmentedScene()
        control.selectedSegmentIndex = 0
        let finger = ct.driver.down(at: segment1Point)
        ct.driver.move(finger, to: CGPoint(x: 170, y: 250))
        #expect(control.highlightedSegmentIndex == -1 && !control.isHighlighted)
        ct.driver.up(finger)
        #expect(control.selectedSegmentIndex == 0)
        #expect(ct.log.lines == ["touchDown highlighted", "touchDragExit normal", "touchDragOutside normal",
                                 "touchUpOutside normal"])
        ct.log.removeAll()
        ct.driver.wait(1)
        let back = ct.driver.down(at: segment2Point)             // out and back in: the lift inside counts
        ct.driver.move(back, to: CGPoint(x: 270, y: 250))
        ct.driver.move(back, to: CGPoint(x: 270, y: 150))
        ct.driver.up(back)
        #expect(control.selectedSegmentIndex == 2)
    }

    // MARK: Sliding and momentary

    @Test("a drag that starts on the selected segment slides the selection; it is chosen on the lift")
    func slideSelection() {
        let (ct, control) = segmentedScene()
        control.selectedSegmentIndex = 0
        let finger = ct.driver.down(at: segment0Point)
        #expect(control.highlightedSegmentIndex == 0)
        ct.driver.glide(finger, to: segment1Point, steps: 5)
        #expect(control.highlightedSegmentIndex == 1 && control.selectedSegmentIndex == 0)
        ct.driver.glide(finger, to: segment2Point, steps: 5)
        #expect(control.highlightedSegmentIndex == 2)
        ct.driver.up(finger)
        #expect(control.selectedSegmentIndex == 2)
        #expect(ct.log.lines.filter { $0.hasPrefix("valueChanged") } == ["valueChanged normal"])
    }

    @Test("a slid selection skips disabled segments, follows the finger outside the control, and lifting there chooses it")
    func slideOutside() {
        let (ct, control) = segmentedScene()
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 1)
        let finger = ct.driver.down(at: segment0Point)
        ct.driver.glide(finger, to: segment1Point, steps: 4)
        #expect(control.highlightedSegmentIndex == 0)
        ct.driver.glide(finger, to: CGPoint(x: 360, y: 400), steps: 4)    // right of the segments, far below
        #expect(control.highlightedSegmentIndex == 2 && !control.isTouchInside)
        ct.driver.up(finger)
        #expect(control.selectedSegmentIndex == 2)
        #expect(ct.log.lines.suffix(3) == ["valueChanged normal", "primaryActionTriggered normal", "touchUpOutside normal"])
    }

    @Test("a cancelled slide keeps the selection and sends only touchCancel")
    func cancelledSlide() {
        let (ct, control) = segmentedScene()
        control.selectedSegmentIndex = 0
        let finger = ct.driver.down(at: segment0Point)
        ct.driver.glide(finger, to: segment2Point, steps: 4)
        ct.driver.cancel(finger)
        #expect(control.selectedSegmentIndex == 0 && control.highlightedSegmentIndex == -1)
        #expect(ct.log.lines.last == "touchCancel normal" && !ct.log.lines.contains("valueChanged normal"))
    }

    @Test("momentary: the pressed segment is highlighted, chosen on the lift with valueChanged, then the index goes back to noSegment")
    func momentary() {
        let (ct, control) = segmentedScene()
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(UIAction { action in
            seen.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -99)
        }, for: .valueChanged)
        let finger = ct.driver.down(at: segment1Point)
        #expect(control.highlightedSegmentIndex == 1 && control.selectedSegmentIndex == -1)
        ct.driver.up(finger)
        #expect(seen == [1] && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        ct.driver.wait(1)
        ct.driver.tap(at: segment1Point)                          // the same segment again: another valueChanged
        ct.driver.wait(1)
        ct.driver.drag(from: segment0Point, to: segment2Point, steps: 4)   // momentary never slides: the lift's segment
        #expect(seen == [1, 1, 2] && control.selectedSegmentIndex == -1)
    }

    // MARK: Actions

    @Test("segments made from UIActions run their action when chosen, before valueChanged")
    func segmentActions() {
        let ct = TestScene(loggedContainer: true)
        let names = ["Day", "Week", "Month"]
        let actions = names.map { name in
            UIAction(title: name, identifier: UIAction.Identifier(name)) { action in
                let control = action.sender as? UISegmentedControl
                ct.log.append("\(name) selected=\(control?.selectedSegmentIndex ?? -99)")
            }
        }
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 100, width: 300, height: 32), actions: actions)
        ct.addControl(control, logging: false)
        control.addAction(UIAction { _ in ct.log.append("valueChanged") }, for: .valueChanged)
        #expect(control.titleForSegment(at: 1) == "Week")
        #expect(control.actionForSegment(at: 2) === actions[2] && control.actionForSegment(at: 3) == nil)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("Month")) == 2)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("Year")) == NSNotFound)
        ct.driver.tap(at: segment1Point)
        ct.driver.wait(1)
        ct.driver.tap(at: segment1Point)
        #expect(ct.log.lines == ["Week selected=1", "valueChanged"])
    }

    @Test("insertSegment(action:) and setAction(_:forSegmentAt:) give segments actions; an image wins over a title")
    func insertAndSetActions() {
        let (ct, control) = segmentedScene()
        let starred = UIAction(title: "Starred", image: UIImage(systemName: "star")) { _ in ct.log.append("starred") }
        control.insertSegment(action: starred, at: 3, animated: false)
        #expect(control.numberOfSegments == 4 && control.imageForSegment(at: 3) != nil && control.titleForSegment(at: 3) == nil)
        control.setAction(UIAction(title: "Everything") { _ in ct.log.append("everything") }, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Everything")
        ct.log.removeAll()
        ct.driver.tap(at: CGPoint(x: 300, y: 116))              // four 75-point segments: the last one
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 40, y: 116))
        #expect(ct.log.lines.filter { !$0.hasPrefix("touch") && !$0.hasPrefix("primary") }
            == ["starred", "valueChanged normal", "everything", "valueChanged normal"])
    }

    // MARK: Geometry and segments

    @Test("an explicit width is kept and the other segments share the rest, equally or in proportion to their titles")
    func segmentWidths() {
        let (ct, control) = segmentedScene()
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 50 && control.widthForSegment(at: 1) == 0)
        ct.driver.tap(at: CGPoint(x: 80, y: 116))              // x 60 in the control: the second segment (50..<175)
        #expect(control.selectedSegmentIndex == 1)
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 200, y: 116))             // x 180: the third (175..<300)
        #expect(control.selectedSegmentIndex == 2)
        // Measures 3·8 + 20 = 44, 6·8 + 20 = 68 and 7·8 + 20 = 76 share 300: boundaries at 70.2 and 178.7.
        control.setWidth(0, forSegmentAt: 0)
        control.apportionsSegmentWidthsByContent = true
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 95, y: 116))              // x 75: the second (equal shares: the first)
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test("inserting and removing segments keeps the same segment selected; removing it leaves none")
    func insertRemoveKeepSelection() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Two")
        control.insertSegment(withTitle: "Last", at: 100, animated: false)      // pinned to the end
        #expect(control.titleForSegment(at: 4) == "Last" && control.titleForSegment(at: 99) == "Last")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == -1 && control.numberOfSegments == 3)
        control.removeSegment(at: 10, animated: false)                          // no such segment: ignored
        #expect(control.numberOfSegments == 3)
        control.selectedSegmentIndex = 0
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == -1)
        #expect(control.titleForSegment(at: 0) == nil && control.widthForSegment(at: 0) == 0)
    }

    @Test("a segment has a title or an image, not both; offsets, tint and title attributes are kept")
    func contentAndAppearance() {
        let control = UISegmentedControl(items: ["Map", "Satellite"])
        control.setImage(UIImage(named: "globe"), forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == nil && control.imageForSegment(at: 1) != nil)
        control.setTitle("Hybrid", forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "Hybrid" && control.imageForSegment(at: 1) == nil)
        control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 0)
        #expect(control.contentOffsetForSegment(at: 0) == CGSize(width: 2, height: -1))
        control.selectedSegmentTintColor = .white
        #expect(control.selectedSegmentTintColor?.description == UIColor.white.description)
        control.setTitleTextAttributes([NSAttributedString.Key(rawValue: "NSColor"): UIColor.red], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?.count == 1)
        #expect(control.titleTextAttributes(for: .normal) == nil)
    }

    // MARK: Recognizers

    @Test("a superview's tap recognizer does not fire when the control is tapped, but does elsewhere")
    func superviewTap() {
        let (ct, control) = segmentedScene()
        let tap = UITapGestureRecognizer()
        ct.watch(tap, as: "tap")
        ct.container.addGestureRecognizer(tap)
        ct.driver.tap(at: segment2Point)
        #expect(control.selectedSegmentIndex == 2)
        #expect(!ct.log.lines.contains("tap Ended"))
        ct.log.removeAll()
        ct.driver.wait(1)
        ct.driver.tap(at: CGPoint(x: 200, y: 500))
        #expect(ct.log.lines.contains("tap Ended"))
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test("a superview's pan does not take a sideways slide of the selection, but does take a drag from another segment")
    func superviewPan() {
        let (ct, control) = segmentedScene()
        let pan = UIPanGestureRecognizer()
        ct.watch(pan, as: "pan")
        ct.container.addGestureRecognizer(pan)
        control.selectedSegmentIndex = 0
        ct.driver.drag(from: segment0Point, to: segment2Point, steps: 10)
        #expect(control.selectedSegmentIndex == 2)
        #expect(!ct.log.lines.contains { $0.hasPrefix("pan") })
        ct.log.removeAll()
        ct.driver.wait(1)
        ct.driver.drag(from: segment0Point, to: segment1Point, steps: 10)     // not the selected segment: a pan
        #expect(Array(ct.log.lines.prefix(3)) == ["touchDown highlighted", "pan Began", "touchCancel normal"])
        #expect(control.selectedSegmentIndex == 2)
    }

    // MARK: Scenes

    @Test("a filter bar above a list: taps change the filter, a drag on the list scrolls it and leaves the filter alone")
    func filterBarOverList() {
        let controller = FilterController()
        let scene = TestScene(controller: controller)
        scene.driver.tap(at: CGPoint(x: 187, y: 72))           // the middle segment
        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 187, y: 72))           // again: no change, nothing sent
        scene.driver.wait(1)
        scene.driver.tap(at: CGPoint(x: 320, y: 72))
        #expect(controller.shown == ["Unread", "Flagged"])
        scene.driver.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 300), duration: 0.2)
        scene.driver.wait(3)
        #expect(controller.list.contentOffset.y > 150)
        #expect(controller.shown == ["Unread", "Flagged"] && controller.filter.selectedSegmentIndex == 2)
    }

    @Test("a filter bar inside the list's content: a tap selects on the lift, a vertical drag from it scrolls the list")
    func filterBarInsideList() {
        let ct = TestScene(loggedContainer: true)
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        list.contentSize = CGSize(width: 375, height: 3000)
        ct.container.addSubview(list)
        let filter = UISegmentedControl(items: ["All", "Unread", "Flagged"])
        filter.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        list.addSubview(filter)
        logControlEvents(of: filter, to: ct.log)
        ct.driver.tap(at: segment1Point)                          // held by the list's delay: everything at the lift
        #expect(filter.selectedSegmentIndex == 1 && ct.log.lines.first == "touchDown highlighted")
        #expect(ct.log.lines.suffix(3) == ["valueChanged normal", "primaryActionTriggered normal", "touchUpInside normal"])
        ct.log.removeAll()
        ct.driver.wait(1)
        ct.driver.drag(from: segment2Point, to: CGPoint(x: 270, y: 16), duration: 0.1)
        #expect(list.contentOffset.y > 50)
        #expect(ct.log.lines.isEmpty && filter.selectedSegmentIndex == 1)
    }

    // MARK: Property

    @Test("seeded random taps and drags: one valueChanged per change of the index, sent only by the lift, and the index stays valid",
          arguments: 0..<12)
    func randomSequences(seed: Int) {
        var random = FuzzRandom(seed: UInt64(seed))
        let (ct, control) = segmentedScene()
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let area = CGRect(x: 20, y: 100, width: 300, height: 32)
        for _ in 0..<25 {
            if random.chance(0.2) { control.setEnabled(random.chance(0.5), forSegmentAt: random.int(0...2)) }
            if random.chance(0.1) { control.selectedSegmentIndex = random.int(-1...2) }
            let before = control.selectedSegmentIndex
            let sentBefore = changes
            let finger = ct.driver.down(at: random.point(in: area, margin: 10))
            for _ in 0..<random.int(0...4) {
                ct.driver.move(finger, to: random.point(in: CGRect(x: 0, y: 20, width: 375, height: 330)))
                #expect(changes == sentBefore, "nothing is sent before the lift")
            }
            if random.chance(0.1) { ct.driver.cancel(finger) } else { ct.driver.up(finger) }
            let after = control.selectedSegmentIndex
            #expect(changes - sentBefore == (after != before ? 1 : 0))
            #expect(after == UISegmentedControl.noSegment || (0..<control.numberOfSegments).contains(after))
            if after != before { #expect(control.isEnabledForSegment(at: after), "only enabled segments are chosen") }
            ct.driver.wait(0.5)
        }
        #expect(changes > 0, "the sequence changed the selection at least once")
    }
}
