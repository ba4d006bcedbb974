import UIKit

protocol SwipeCardViewDelegate: AnyObject {
    func swipeCardView(_ card: SwipeCardView, didSwipe direction: SwipeCardView.Direction)
}

/// A Tinder-style card: it follows the finger, tilts as it goes, and either flies off the screen
/// or springs back to the centre when let go.
final class SwipeCardView: UIView {
    enum Direction { case left, right }

    weak var delegate: SwipeCardViewDelegate?
    private var originalCenter: CGPoint = .zero
    private let threshold: CGFloat = 120

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SwipeCardView.handlePan))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let superview = superview else { return }
        let translation = gesture.translation(in: superview)
        switch gesture.state {
        case .began:
            originalCenter = center
        case .changed:
            center = CGPoint(x: originalCenter.x + translation.x, y: originalCenter.y + translation.y)
            let rotation = min(translation.x / superview.bounds.width, 1) * (.pi / 8)
            transform = CGAffineTransform(rotationAngle: rotation)
        case .ended, .cancelled:
            if abs(translation.x) > threshold {
                let direction: Direction = translation.x > 0 ? .right : .left
                let offscreenX = direction == .right ? superview.bounds.width * 1.5 : -superview.bounds.width * 0.5
                UIView.animate(withDuration: 0.3, animations: {
                    self.center = CGPoint(x: offscreenX, y: self.center.y + translation.y / 2)
                    self.alpha = 0
                }, completion: { _ in
                    self.removeFromSuperview()
                    self.delegate?.swipeCardView(self, didSwipe: direction)
                })
            } else {
                UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6,
                               initialSpringVelocity: 0.8, options: [.allowUserInteraction], animations: {
                    self.center = self.originalCenter
                    self.transform = .identity
                })
            }
        default:
            break
        }
    }
}
