import UIKit

protocol JoystickViewDelegate: AnyObject {
    func joystick(_ joystick: JoystickView, didMoveTo direction: CGVector)
    func joystickDidRelease(_ joystick: JoystickView)
}

/// A virtual thumbstick for a game: a touch inside the ring grabs the knob; its offset from the
/// center, clamped to the ring and normalized to -1…1, is the direction.
final class JoystickView: UIView {
    weak var delegate: JoystickViewDelegate?
    private weak var trackingTouch: UITouch?
    private(set) var direction = CGVector.zero
    private(set) var lastMoveTime: CFTimeInterval = 0

    private var radius: CGFloat { min(bounds.width, bounds.height) / 2 }

    private var ring: CGPath {
        let path = CGMutablePath()
        path.addEllipse(in: bounds)
        return path
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        isExclusiveTouch = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        ring.contains(point, using: .winding)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        update(with: touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        update(with: touch)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        release(touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        release(touches)
    }

    private func update(with touch: UITouch) {
        let location = touch.location(in: self)
        var dx = location.x - bounds.midX
        var dy = location.y - bounds.midY
        let length = sqrt(dx * dx + dy * dy)
        if length > radius {
            dx *= radius / length
            dy *= radius / length
        }
        direction = CGVector(dx: dx / radius, dy: dy / radius)
        lastMoveTime = CACurrentMediaTime()
        delegate?.joystick(self, didMoveTo: direction)
    }

    private func release(_ touches: Set<UITouch>) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        trackingTouch = nil
        direction = .zero
        delegate?.joystickDidRelease(self)
    }
}
