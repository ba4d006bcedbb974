import UIKit
import UIKit.UIGestureRecognizerSubclass

/// "Swipe back from anywhere": recognizes a rightward drag that starts anywhere on the screen, as
/// long as it stays mostly horizontal for its first 20 points. Vertical drags fail it, so a scroll
/// view underneath still scrolls.
final class SloppySwipeBackGestureRecognizer: UIPanGestureRecognizer {
    private var startPoint: CGPoint = .zero
    private let decisionDistance: CGFloat = 20

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        startPoint = touch.location(in: view?.window)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first {
            let point = touch.location(in: view?.window)
            let dx = point.x - startPoint.x
            let dy = point.y - startPoint.y
            if hypot(dx, dy) < decisionDistance {
                return
            }
            if dx <= 0 || abs(dy) > abs(dx) {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        startPoint = .zero
    }
}

/// A detail screen that pops itself (here: calls `onBack`) when swiped back from anywhere.
final class SwipeBackDetailViewController: UIViewController {
    var onBack: (() -> Void)?
    private(set) var progress: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let swipe = SloppySwipeBackGestureRecognizer(target: self, action: SwipeBackDetailViewController.handleSwipe(_:))
        view.addGestureRecognizer(swipe)
    }

    private func handleSwipe(_ gesture: SloppySwipeBackGestureRecognizer) {
        let translation = gesture.translation(in: view)
        progress = max(0, min(1, translation.x / view.bounds.width))
        switch gesture.state {
        case .changed:
            view.transform = CGAffineTransform(translationX: translation.x, y: 0)
        case .ended:
            if progress > 0.4 || gesture.velocity(in: view).x > 800 {
                onBack?()
            } else {
                UIView.animate(withDuration: 0.25) { self.view.transform = .identity }
            }
        case .cancelled, .failed:
            view.transform = .identity
        default:
            break
        }
    }
}
