import UIKit

/// A button that gives a light tap of haptic feedback when pressed and a success notification
/// when its action completes; it shrinks a little while held.
final class HapticButton: UIButton {
    private let impact = UIImpactFeedbackGenerator(style: .light)
    private let notification = UINotificationFeedbackGenerator()
    private(set) var pressCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = #colorLiteral(red: 0.2, green: 0.5, blue: 1, alpha: 1)
        layer.cornerRadius = 12
        setTitleColor(.white, for: .normal)
        addTarget(self, action: HapticButton.touchDown, for: .touchDown)
        addTarget(self, action: HapticButton.touchUp, for: [.touchUpInside, .touchUpOutside, .touchCancel])
        addTarget(self, action: HapticButton.primaryAction, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func touchDown() {
        impact.prepare()
        impact.impactOccurred()
        UIView.animate(withDuration: 0.1) {
            self.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        }
    }

    private func touchUp() {
        UIView.animate(withDuration: 0.1) {
            self.transform = .identity
        }
    }

    private func primaryAction() {
        pressCount += 1
        notification.notificationOccurred(.success)
        if UIDevice.current.userInterfaceIdiom == .pad {
            setTitle("Saved on iPad", for: .normal)
        } else {
            setTitle("Saved", for: .normal)
        }
    }
}
