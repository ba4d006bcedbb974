import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Recognizes a quick horizontal swipe to the left that starts near the right edge of its view,
/// as list rows use to reveal their actions. Fails as soon as the finger moves mostly vertically.
final class SwipeToRevealGestureRecognizer: UIGestureRecognizer {
    var edgeWidth: CGFloat = 60
    var minimumDistance: CGFloat = 40
    var maximumDuration: CFTimeInterval = 0.5
    private(set) var revealWidth: CGFloat = 0

    private var startPoint = CGPoint.zero
    private var startTime: CFTimeInterval = 0

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, let touch = touches.first, let view = view else {
            state = .failed
            return
        }
        startPoint = touch.location(in: view)
        startTime = CACurrentMediaTime()
        if startPoint.x < view.bounds.width - edgeWidth {
            state = .failed
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first, let view = view else { return }
        let point = touch.location(in: view)
        let dx = point.x - startPoint.x
        let dy = point.y - startPoint.y
        if state == .possible {
            if abs(dy) > abs(dx) && abs(dy) > 10 {
                state = .failed
            } else if -dx >= minimumDistance {
                revealWidth = -dx
                state = CACurrentMediaTime() - startTime <= maximumDuration ? .began : .failed
            }
        } else if state == .began || state == .changed {
            revealWidth = max(0, -dx)
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        revealWidth = 0
        startTime = 0
    }
}
