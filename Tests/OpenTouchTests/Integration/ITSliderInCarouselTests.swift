import Foundation
import OpenTouch
import Testing

/// The feed of ``ITCarouselScene`` with a 228 × 34 slider on the carousel's first page at
/// (50, 80): in window points the slider spans x 50…278, y 180…214; its 28-pt thumb starts at
/// x 50…78 (value 0) and travels 200 pt.
@MainActor
struct ITSliderScene {
    let c: ITCarouselScene
    let slider: UISlider

    init(listTableLike: Bool = false, carouselTableLike: Bool = false) {
        c = ITCarouselScene(listTableLike: listTableLike, carouselTableLike: carouselTableLike)
        slider = itLogged(UISlider(frame: CGRect(x: 50, y: 80, width: 228, height: 34)), as: "slider", ledger: c.ledger, events: c.events, in: c.scene.app)
        c.pages[0].addSubview(slider)
    }

    var driver: TouchDriver { c.driver }
    /// The thumb's centre at value 0, in window points.
    static let thumb = CGPoint(x: 64, y: 197)
}

@MainActor
@Suite("Integration: a UISlider in a paging carousel inside a vertical list")
struct ITSliderInCarouselTests {
    let thumb = ITSliderScene.thumb

    /// Moves `finger` by `dx` and `dy` in `steps` equal moves, 25 ms apart.
    private func glide(_ s: ITSliderScene, _ finger: TouchDriver.Finger, dx: CGFloat = 0, dy: CGFloat = 0, steps: Int = 4) {
        s.driver.glide(finger, to: CGPoint(x: thumb.x + dx, y: thumb.y + dy), duration: 0.025 * Double(steps), steps: steps)
    }

    @Test("After the delay, dragging the thumb sideways moves the slider and the carousel does not scroll")
    func heldThumbDragMovesTheSlider() {
        let s = ITSliderScene()
        let finger = s.driver.down(at: thumb)
        s.driver.wait(0.2)
        glide(s, finger, dx: 100)
        s.driver.up(finger)
        s.c.settle()
        #expect(s.slider.value == 0.5)
        #expect(s.c.carousel.contentOffset == .zero && s.c.list.contentOffset == .zero)
        var expected = ["slider touchDown @0.150"]
        for time in ["0.225", "0.250", "0.275", "0.300"] {
            expected += ["slider valueChanged @\(time)", "slider primaryActionTriggered @\(time)",
                         "slider touchDragInside @\(time)"]
        }
        expected.append("slider touchUpInside @0.300")
        #expect(s.c.events.lines == expected)
        #expect(s.c.ledger.ledgerProblems.isEmpty)
    }

    @Test("Without delaysContentTouches an immediate thumb drag moves the slider: the slider refuses the carousel's pan")
    func immediateThumbDragWithoutTheDelay() {
        let s = ITSliderScene()
        s.c.list.delaysContentTouches = false
        s.c.carousel.delaysContentTouches = false
        let finger = s.driver.down(at: thumb)
        #expect(s.slider.isTracking)
        glide(s, finger, dx: 100)
        s.driver.up(finger)
        s.c.settle()
        #expect(s.slider.value == 0.5)
        #expect(s.c.carousel.contentOffset == .zero)
        #expect(s.c.events.lines.first == "slider touchDown @0.000")
        #expect(s.c.events.lines.last == "slider touchUpInside @0.100")
        #expect(s.c.events.of("carousel").isEmpty && s.c.events.of("list").isEmpty)
        #expect(s.c.ledger.ledgerProblems.isEmpty)
    }

    @Test("A quick sideways drag on the thumb before the delay pages the carousel; the slider never sees the touch")
    func quickThumbDragPagesTheCarousel() {
        let s = ITSliderScene()
        s.slider.value = 1
        let rightThumb = CGPoint(x: 264, y: 197)
        let finger = s.driver.down(at: rightThumb)
        s.driver.glide(finger, to: CGPoint(x: 14, y: 197), duration: 0.1, steps: 5)
        #expect(s.c.carousel.contentOffset == CGPoint(x: 240, y: 0))
        s.driver.wait(0.2)
        s.driver.up(finger)
        s.c.settle()
        #expect(s.c.carousel.contentOffset == CGPoint(x: 375, y: 0))
        #expect(s.slider.value == 1)
        #expect(s.c.events.lines == ["carousel willBeginDragging @0.020", "carousel willEndDragging @0.300",
                                     "carousel didEndDragging(true) @0.300", "carousel didEndDecelerating @0.833"])
        #expect(s.c.ledger.lines.isEmpty)
    }

    @Test("A quick drag off the thumb pages the carousel; the slider sends nothing")
    func dragOffTheThumbPagesTheCarousel() {
        let s = ITSliderScene()
        s.driver.drag(from: CGPoint(x: 264, y: 197), to: CGPoint(x: 14, y: 197), duration: 0.1, steps: 5)
        s.c.settle()
        #expect(s.c.carousel.contentOffset == CGPoint(x: 375, y: 0))
        #expect(s.slider.value == 0)
        #expect(s.c.events.of("slider").isEmpty)
        #expect(s.c.ledger.lines.isEmpty)
    }

    @Test("A press held off the thumb then dragged does not page: the touch is on a UIControl, which touchesShouldCancel keeps")
    func heldOffTheThumbDoesNotPage() {
        let s = ITSliderScene()
        let finger = s.driver.down(at: CGPoint(x: 264, y: 197))
        s.driver.wait(0.2)
        s.driver.glide(finger, to: CGPoint(x: 14, y: 197), duration: 0.1, steps: 5)
        s.driver.up(finger)
        s.c.settle()
        #expect(s.c.carousel.contentOffset == .zero)
        #expect(s.slider.value == 0 && !s.slider.isTracking)
        #expect(s.c.events.lines.isEmpty)
        #expect(s.c.ledger.lines == ["slider began @0.150", "slider moved @0.220", "slider moved @0.240",
                                     "slider moved @0.260", "slider moved @0.280", "slider moved @0.300",
                                     "slider ended @0.300"])
    }

    @Test("A quick vertical drag on the thumb scrolls the outer list; the slider never sees the touch")
    func quickVerticalDragScrollsTheList() {
        let s = ITSliderScene()
        let finger = s.driver.down(at: thumb)
        glide(s, finger, dy: -60)
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.c.list.contentOffset == CGPoint(x: 0, y: 50))
        #expect(s.c.carousel.contentOffset == .zero)
        #expect(s.c.events.lines == ["list willBeginDragging @0.025", "list willEndDragging @0.300",
                                     "list didEndDragging(false) @0.300"])
        #expect(s.c.ledger.lines.isEmpty)
    }

    @Test("After the delay a vertical drag on the thumb does not scroll a plain list: the slider keeps tracking")
    func heldVerticalDragStaysWithTheSlider() {
        let s = ITSliderScene()
        let finger = s.driver.down(at: thumb)
        s.driver.wait(0.2)
        glide(s, finger, dy: -60)
        s.driver.up(finger)
        #expect(s.c.list.contentOffset == .zero)
        #expect(s.slider.value == 0)
        #expect(s.c.events.lines == ["slider touchDown @0.150", "slider touchDragInside @0.225",
                                     "slider touchDragInside @0.250", "slider touchDragInside @0.275",
                                     "slider touchDragInside @0.300", "slider touchUpInside @0.300"])
        #expect(s.c.ledger.ledgerProblems.isEmpty)
    }

    @Test("After the delay a vertical drag on the thumb in a table-like list scrolls it and cancels the slider exactly once")
    func heldVerticalDragInATableLikeList() {
        let s = ITSliderScene(listTableLike: true)
        let finger = s.driver.down(at: thumb)
        s.driver.wait(0.2)
        glide(s, finger, dy: -60)
        s.driver.wait(0.2)
        s.driver.up(finger)
        #expect(s.c.list.contentOffset == CGPoint(x: 0, y: 50))
        #expect(s.slider.value == 0 && !s.slider.isTracking && !s.slider.isHighlighted)
        #expect(s.c.events.lines == ["slider touchDown @0.150", "list willBeginDragging @0.225",
                                     "slider touchCancel @0.225", "list willEndDragging @0.500",
                                     "list didEndDragging(false) @0.500"])
        #expect(s.c.ledger.lines == ["slider began @0.150", "slider cancelled @0.225"])
    }

    @Test("After the delay a sideways thumb drag in a table-like list still moves the slider: it refuses the pans")
    func heldThumbDragInATableLikeList() {
        let s = ITSliderScene(listTableLike: true)
        let finger = s.driver.down(at: thumb)
        s.driver.wait(0.2)
        glide(s, finger, dx: 100)
        s.driver.up(finger)
        s.c.settle()
        #expect(s.slider.value == 0.5)
        #expect(s.c.carousel.contentOffset == .zero && s.c.list.contentOffset == .zero)
        #expect(s.c.events.lines.last == "slider touchUpInside @0.300")
        #expect(!s.c.events.lines.contains("slider touchCancel @0.225"))
        #expect(s.c.ledger.ledgerProblems.isEmpty)
    }
}
