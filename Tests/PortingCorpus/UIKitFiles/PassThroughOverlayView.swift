import UIKit

/// A full-screen overlay that only takes touches on its interactive subviews; everywhere else the
/// touch goes to what is underneath.
final class PassThroughOverlayView: UIView {
    private(set) var blockedViews = Set<UIView>()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.2)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func block(_ view: UIView) {
        blockedViews.insert(view)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hitView = super.hitTest(point, with: event)
        switch hitView {
        case self:
            return nil
        case let view? where blockedViews.contains(view):
            return self == view ? nil : superview
        default:
            return hitView
        }
    }
}
