import Foundation
import OpenTouch

/// Counts a scroll view's delegate calls.
@MainActor
final class ScrollCounter: UIScrollViewDelegate {
    var scrolls = 0
    var endedDecelerating = 0
    /// The release velocity of the last drag, in points per millisecond.
    var releaseVelocity = CGPoint.zero

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        releaseVelocity = velocity
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { endedDecelerating += 1 }
}

/// The content both scrolling scenes move: the window's size times this on each axis.
enum ScrollContent {
    static let scale: CGFloat = 4
    /// The content size for a window of `size`.
    static func size(for size: CGSize) -> CGSize {
        CGSize(width: size.width * scale, height: size.height * scale)
    }
    /// An offset the diagonal drag keeps within the scrollable range (it moves the content by
    /// about (−100, −50)).
    static let inRange = CGPoint(x: 500, y: 800)
    /// The top-left corner: the diagonal drag pulls the content past both edges (rubber-banding).
    static let atOrigin = CGPoint.zero
}

/// A `UIScrollView` filling the window, bounces on (the default), content four times the view
/// on each axis; the pipeline's ``TrackingView`` is the content, so the finger lands on content
/// (the delayed-touches recognizer holds its began until the pan takes the touch).
@MainActor
final class ScrollDragScene: DragScene {
    let pipeline = PipelineFixture()
    let scrollView: UIScrollView
    let counter = ScrollCounter()
    let startOffset: CGPoint

    init(startOffset: CGPoint) {
        self.startOffset = startOffset
        let window = pipeline.window
        scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = ScrollContent.size(for: window.bounds.size)
        pipeline.view.removeFromSuperview()
        pipeline.view.frame = CGRect(origin: .zero, size: scrollView.contentSize)
        scrollView.addSubview(pipeline.view)
        window.addSubview(scrollView)
        scrollView.delegate = counter
        scrollView.contentOffset = startOffset
    }

    /// Stops the release's deceleration and puts the content back.
    func reset() {
        scrollView.setContentOffset(startOffset, animated: false)
    }

    func verify(sequences: Int, moves: Int) {
        // The content follows every move after the pan's hysteresis: at least 80 of 100.
        guard counter.scrolls >= sequences * 80, !scrollView.isDragging else {
            fatalError("scroll drag: \(counter.scrolls) didScroll calls for \(sequences) sequences")
        }
    }
}

/// The hand-written equivalent of a scroll view's drag: a `UIPanGestureRecognizer` on a plain
/// view whose action sets `bounds.origin` to the origin at `.began` minus the translation.
@MainActor
final class PanHandler {
    private var startOrigin = CGPoint.zero
    var changes = 0

    func pan(_ recognizer: UIPanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        switch recognizer.state {
        case .began:
            startOrigin = view.bounds.origin
            follow(recognizer, view)
        case .changed:
            follow(recognizer, view)
        default:
            break
        }
    }

    private func follow(_ recognizer: UIPanGestureRecognizer, _ view: UIView) {
        let translation = recognizer.translation(in: view)
        view.bounds.origin = CGPoint(x: startOrigin.x - translation.x, y: startOrigin.y - translation.y)
        changes += 1
    }
}

/// A plain view filling the window with the same content and start offset as
/// ``ScrollDragScene``, panned by a ``PanHandler``.
@MainActor
final class PanDragScene: DragScene {
    let pipeline = PipelineFixture()
    let panned: UIView
    let handler = PanHandler()
    let startOffset: CGPoint

    init(startOffset: CGPoint) {
        self.startOffset = startOffset
        let window = pipeline.window
        panned = UIView(frame: window.bounds)
        pipeline.view.removeFromSuperview()
        pipeline.view.frame = CGRect(origin: .zero, size: ScrollContent.size(for: window.bounds.size))
        panned.addSubview(pipeline.view)
        window.addSubview(panned)
        panned.bounds.origin = startOffset
        panned.addGestureRecognizer(UIPanGestureRecognizer(target: handler, action: PanHandler.pan))
    }

    func reset() {
        panned.bounds.origin = startOffset
    }

    func verify(sequences: Int, moves: Int) {
        guard handler.changes >= sequences * 80 else {
            fatalError("pan drag: \(handler.changes) origin changes for \(sequences) sequences")
        }
    }
}
