import Foundation
import OpenTouch
import Testing

/// The feed of ``ITCarouselScene`` with a 175 × 60 button on the carousel's first page at
/// (100, 50): window x 100…275, y 150…210.
@MainActor
struct ITCarouselButtonScene {
    let c: ITCarouselScene
    let button: UIButton

    static let onButton = CGPoint(x: 187, y: 180)

    init(listTableLike: Bool = false) {
        c = ITCarouselScene(listTableLike: listTableLike)
        button = itLogged(UIButton(frame: CGRect(x: 100, y: 50, width: 175, height: 60)), as: "button", ledger: c.ledger, events: c.events, in: c.scene.app)
        c.pages[0].addSubview(button)
    }

    var driver: TouchDriver { c.driver }

    /// Drags from the button by (`dx`, `dy`) in five equal steps over 0.1 s (after `hold`
    /// seconds still), holds 0.2 s and lifts.
    func drag(dx: CGFloat, dy: CGFloat, hold: TimeInterval = 0) {
        let start = Self.onButton
        let finger = driver.down(at: start)
        driver.wait(hold)
        driver.glide(finger, to: CGPoint(x: start.x + dx, y: start.y + dy), duration: 0.1, steps: 5)
        driver.wait(0.2)
        driver.up(finger)
    }
}

@MainActor
@Suite("Integration: a button on a page of a horizontal carousel inside a vertical list")
struct ITButtonInCarouselTests {
    @Test("A horizontal drag from the button before the delay pages the carousel; the button and the list see nothing")
    func horizontalDragPagesTheCarousel() {
        let b = ITCarouselButtonScene()
        b.drag(dx: -250, dy: 0)
        b.c.settle()
        #expect(b.c.carousel.contentOffset == CGPoint(x: 375, y: 0))
        #expect(b.c.list.contentOffset == .zero)
        #expect(b.c.events.lines == ["carousel willBeginDragging @0.020", "carousel willEndDragging @0.300",
                                     "carousel didEndDragging(true) @0.300", "carousel didEndDecelerating @0.833"])
        #expect(b.c.ledger.lines.isEmpty)
    }

    @Test("A vertical drag from the button scrolls the list; the carousel and the button see nothing")
    func verticalDragScrollsTheList() {
        let b = ITCarouselButtonScene()
        b.drag(dx: 0, dy: -40)
        #expect(b.c.list.contentOffset == CGPoint(x: 0, y: 30))
        #expect(b.c.carousel.contentOffset == .zero)
        #expect(b.c.events.lines == ["list willBeginDragging @0.040", "list willEndDragging @0.300",
                                     "list didEndDragging(false) @0.300"])
        #expect(b.c.ledger.lines.isEmpty)
    }

    @Test("A quick tap on the button fires it at lift")
    func quickTapFires() {
        let b = ITCarouselButtonScene()
        b.driver.tap(at: ITCarouselButtonScene.onButton)
        #expect(b.c.events.lines == ["button touchDown @0.050", "button touchUpInside @0.050",
                                     "button primaryActionTriggered @0.050"])
        #expect(b.c.ledger.lines == ["button began @0.050", "button ended @0.050"])
    }

    @Test("A slow press on the button highlights it when both scroll views' delays end, and fires at lift")
    func slowPressFires() {
        let b = ITCarouselButtonScene()
        let finger = b.driver.down(at: ITCarouselButtonScene.onButton)
        b.driver.wait(0.149)
        #expect(!b.button.isHighlighted)
        b.driver.wait(0.002)
        #expect(b.button.isHighlighted)
        b.driver.wait(0.249)
        b.driver.up(finger)
        #expect(b.c.events.lines == ["button touchDown @0.150", "button touchUpInside @0.400",
                                     "button primaryActionTriggered @0.400"])
        #expect(b.c.ledger.lines == ["button began @0.150", "button ended @0.400"])
    }

    @Test("After the delay a drag in either direction scrolls neither scroll view; the button keeps the touch")
    func heldDragsStayWithTheButton() {
        let b = ITCarouselButtonScene()
        b.drag(dx: -50, dy: 0, hold: 0.2)
        b.driver.wait(1)
        b.drag(dx: 0, dy: -50, hold: 0.2)
        b.c.settle()
        #expect(b.c.carousel.contentOffset == .zero && b.c.list.contentOffset == .zero)
        #expect(b.c.events.lines.filter { $0.contains("touchUpInside") } == ["button touchUpInside @0.500",
                                                                            "button touchUpInside @2.000"])
        #expect(!b.c.events.lines.contains { $0.hasPrefix("list") || $0.hasPrefix("carousel") })
        #expect(b.c.ledger.ledgerProblems.isEmpty)
    }

    @Test("In a table-like list a vertical drag after the delay scrolls the list and cancels the button; a horizontal one does not page")
    func tableLikeListTakesVerticalDrags() {
        let b = ITCarouselButtonScene(listTableLike: true)
        b.drag(dx: 0, dy: -40, hold: 0.2)
        #expect(b.c.list.contentOffset == CGPoint(x: 0, y: 30))
        #expect(b.c.events.lines == ["button touchDown @0.150", "button touchDragInside @0.220", "list willBeginDragging @0.240",
                                     "button touchCancel @0.240", "list willEndDragging @0.500",
                                     "list didEndDragging(false) @0.500"])
        b.c.events.removeAll()
        b.driver.wait(1)
        b.c.list.contentOffset = .zero   // the button back under ITCarouselButtonScene.onButton
        b.drag(dx: -100, dy: 0, hold: 0.2)
        b.c.settle()
        #expect(b.c.carousel.contentOffset == .zero)
        #expect(b.c.events.lines.first == "button touchDown @1.650")
        #expect(b.c.events.lines.last == "button primaryActionTriggered @2.000")
        #expect(!b.c.events.lines.contains { $0.hasPrefix("list") || $0.hasPrefix("carousel") })
        #expect(b.c.ledger.of("button") == ["button began @0.150", "button moved @0.220", "button cancelled @0.240",
                                            "button began @1.650", "button moved @1.720", "button moved @1.740",
                                            "button moved @1.760", "button moved @1.780", "button moved @1.800",
                                            "button ended @2.000"])
        #expect(b.c.ledger.ledgerProblems.isEmpty)
    }
}
