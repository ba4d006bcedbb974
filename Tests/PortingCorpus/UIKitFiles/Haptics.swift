import UIKit

/// App-wide helpers in a plain enum, called from view controllers, timers and network callbacks
/// alike: the shape that needs UIKit's main-actor annotations to be lenient in Swift 5.
enum Haptics {
    static var isPad: Bool {
        UIDevice.current.userInterfaceIdiom == .pad
    }

    static func tap() {
        let generator = UIImpactFeedbackGenerator(style: .light)
        generator.prepare()
        generator.impactOccurred()
    }

    static func success() {
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }

    static func selectionChanged() {
        UISelectionFeedbackGenerator().selectionChanged()
    }

    static func frostedBackground(for view: UIView) -> UIVisualEffectView {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = view.bounds
        blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(blur, at: 0)
        return blur
    }
}
