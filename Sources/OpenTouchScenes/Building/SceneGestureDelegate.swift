import Foundation
import OpenTouch

/// A recognizer delegate that gives a scene file's answers.
@MainActor
final class SceneGestureDelegate: UIGestureRecognizerDelegate {
    let answers: DelegateAnswers
    /// The recognizers named in `simultaneousWith`, resolved once all are made.
    var simultaneous: [UIGestureRecognizer] = []

    init(_ answers: DelegateAnswers) {
        self.answers = answers
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let axis = answers.beginsOnAxis, let pan = gestureRecognizer as? UIPanGestureRecognizer {
            var velocity = pan.velocity(in: pan.view)
            if velocity == .zero { velocity = pan.translation(in: pan.view) }
            return axis == .horizontal ? abs(velocity.x) > abs(velocity.y) : abs(velocity.y) > abs(velocity.x)
        }
        return answers.shouldBegin ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        answers.simultaneousWithAll || simultaneous.contains { $0 === otherGestureRecognizer }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        answers.shouldReceiveTouch ?? true
    }
}
