// Pasted in Swift 5 mode: a recognizer subclass with the submodule import iOS requires for it.
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Recognizes a check mark: a stroke that goes down and to the right, then up and to the right.
final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    private enum Stage { case notStarted, goingDown, goingUp }
    private var stage = Stage.notStarted
    private var lastPoint = CGPoint.zero
    private var lowestPoint = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 {
            state = .failed
            return
        }
        lastPoint = touches.first!.location(in: view)
        stage = .goingDown
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state != .failed, let point = touches.first?.location(in: view) else { return }
        if point.x < lastPoint.x {
            state = .failed
            return
        }
        switch stage {
        case .goingDown where point.y < lastPoint.y:
            lowestPoint = lastPoint
            stage = .goingUp
        case .goingUp where point.y > lastPoint.y:
            state = .failed
        default:
            break
        }
        lastPoint = point
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible && stage == .goingUp && lastPoint.y < lowestPoint.y - 10 {
            state = .recognized
        } else {
            state = .failed
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        stage = .notStarted
        lastPoint = .zero
        lowestPoint = .zero
    }
}

/// A to-do row that is ticked off with a check-mark gesture.
final class TodoRowView: UIView {
    private(set) var isDone = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(CheckmarkGestureRecognizer(target: self, action: TodoRowView.checked))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func checked(_ recognizer: CheckmarkGestureRecognizer) {
        if recognizer.state == .recognized {
            isDone = true
            backgroundColor = .systemGreen
        }
    }
}
