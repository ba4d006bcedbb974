import Foundation
@testable import OpenTouch
import Testing

/// A view whose bounds override only observes, as apps write one.
@MainActor
private final class ObservedBoundsView: UIView {
    var boundsChanges: [CGRect] = []

    override var bounds: CGRect {
        didSet { boundsChanges.append(bounds) }
    }
}

/// A scroll view delegate counting scrolls.
@MainActor
private final class ScrollCounter: NSObject, UIScrollViewDelegate {
    var offsets: [CGPoint] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset)
    }
}

/// A scroll view delegate that keeps the content from scrolling above its top, in place, as apps write it.
@MainActor
private final class TopClamp: NSObject, UIScrollViewDelegate {
    var calls = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls += 1
        if scrollView.contentOffset.y < 0 { scrollView.contentOffset.y = 0 }
    }
}

private struct EditFailed: Error {}

/// Changes `rect` and then throws, as a throwing helper given `&view.frame` might.
private func moveThenFail(_ rect: inout CGRect) throws {
    rect.origin.x += 7
    throw EditFailed()
}

/// Moves each view's frame in place while the frames of the views before it are still being changed:
/// `views.count` in-place accesses open at once.
@MainActor
private func nestEdits(_ views: ArraySlice<UIView>) {
    guard let first = views.first else { return }
    nudge(&first.frame) { nestEdits(views.dropFirst()) }
}

@MainActor
private func nudge(_ rect: inout CGRect, inside: () -> Void) {
    rect.origin.x += 1
    inside()
    rect.size.width += 2
}

@MainActor
@Suite("In-place geometry edits (`view.frame.origin.x = 0`) do what assigning the changed value does")
struct InPlaceGeometryEditTests {
    /// Every parked copy was given back.
    private static func expectNothingParked() {
        #expect(GeometryEdits.rects.depth == 0)
        #expect(GeometryEdits.points.depth == 0)
    }

    /// What observers of `view` saw, and its geometry after.
    private static func log(of view: UIView, _ edit: (UIView) -> Void) -> [String] {
        var log: [String] = []
        let observations = [
            view.observe(\.frame, options: [.new]) { _, change in log.append("frame \(change.newValue!)") },
            view.observe(\.bounds, options: [.new]) { _, change in log.append("bounds \(change.newValue!)") },
            view.observe(\.center, options: [.new]) { _, change in log.append("center \(change.newValue!)") },
        ]
        edit(view)
        observations.forEach { $0.invalidate() }
        return log + ["after \(view.frame) \(view.bounds) \(view.center)"]
    }

    @Test("frame, bounds and center changed in place notify and end as assignments do, with and without a transform")
    func plainViews() {
        for transform in [CGAffineTransform.identity, CGAffineTransform(scaleX: 2, y: 0.5)] {
            func make() -> UIView {
                let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
                view.transform = transform
                return view
            }
            let inPlace = Self.log(of: make()) { view in
                view.frame.origin.x = 30
                view.frame.size.width += 40
                view.bounds.origin.y = -5
                view.center.x += 3
            }
            let assigned = Self.log(of: make()) { view in
                var frame = view.frame
                frame.origin.x = 30
                view.frame = frame
                frame = view.frame
                frame.size.width += 40
                view.frame = frame
                var bounds = view.bounds
                bounds.origin.y = -5
                view.bounds = bounds
                var center = view.center
                center.x += 3
                view.center = center
            }
            #expect(inPlace == assigned)
            #expect(inPlace.count > 4)
        }
        Self.expectNothingParked()
    }

    @Test("a scroll delegate clamping contentOffset in place from scrollViewDidScroll, inside an in-place edit, ends clamped")
    func reentrantClamp() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        let clamp = TopClamp()
        scrollView.delegate = clamp
        scrollView.contentOffset.y = 50
        scrollView.contentOffset.y -= 80
        #expect(scrollView.contentOffset == .zero)
        #expect(clamp.calls == 3)
        Self.expectNothingParked()
    }

    @Test("an in-place edit inside an animation block animates from the old value, as an assignment does")
    func insideAnimation() {
        func animate(_ change: @escaping (UIView) -> Void) -> (keys: [String]?, model: CGPoint) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            UIView.animate(withDuration: 1) { change(view) }
            return (view.layer.animationKeys(), view.layer.position)
        }
        let inPlace = animate { $0.center.x += 50 }
        let assigned = animate { view in view.center = CGPoint(x: view.center.x + 50, y: view.center.y) }
        #expect(inPlace.keys == assigned.keys)
        #expect(inPlace.keys?.isEmpty == false)
        #expect(inPlace.model == assigned.model)
        Self.expectNothingParked()
    }

    @Test("a subclass observing bounds with didSet sees each in-place change once")
    func observingSubclass() {
        let view = ObservedBoundsView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.bounds.origin.x = 5
        view.bounds.size.height = 60
        #expect(view.boundsChanges == [CGRect(x: 5, y: 0, width: 40, height: 40), CGRect(x: 5, y: 0, width: 40, height: 60)])
        #expect(view.frame.size.height == 60)
    }

    @Test("a scroll view's contentOffset and bounds changed in place scroll once each and tell the delegate")
    func scrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 400, height: 400)
        let counter = ScrollCounter()
        scrollView.delegate = counter
        scrollView.contentOffset.y = 30
        scrollView.contentOffset.x += 12
        scrollView.bounds.origin.y += 5
        #expect(counter.offsets == [CGPoint(x: 0, y: 30), CGPoint(x: 12, y: 30), CGPoint(x: 12, y: 35)])
        #expect(scrollView.bounds.origin == CGPoint(x: 12, y: 35))
    }

    @Test("a switch's frame and bounds changed in place keep the switch's fixed size, as assignments do")
    func fixedSizeControl() {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let size = toggle.bounds.size
        toggle.frame.size.width = 300
        toggle.frame.origin.y = 44
        toggle.bounds.size.height = 200
        #expect(toggle.bounds.size == size)
        #expect(toggle.frame.origin.y == 44)
    }

    @Test("two frames swapped in place swap, and an edit that throws still writes its change back")
    func nestingAndThrowing() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 50, y: 60, width: 30, height: 20))
        swap(&a.frame, &b.frame)
        #expect(a.frame == CGRect(x: 50, y: 60, width: 30, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: EditFailed.self) { try moveThenFail(&a.frame) }
        #expect(a.frame.origin.x == 57)
        Self.expectNothingParked()
    }

    @Test("forty in-place edits open at once (more than a page of parked copies) each end with their own view's value")
    func deepNesting() {
        let views = (0 ..< 40).map { UIView(frame: CGRect(x: Double($0) * 10, y: 0, width: 5, height: 5)) }
        nestEdits(views[...])
        for (index, view) in views.enumerated() {
            #expect(view.frame == CGRect(x: Double(index) * 10 + 1, y: 0, width: 7, height: 5))
        }
        Self.expectNothingParked()
        nestEdits(views[...])
        #expect(views[39].frame == CGRect(x: 392, y: 0, width: 9, height: 5))
        Self.expectNothingParked()
    }
}
