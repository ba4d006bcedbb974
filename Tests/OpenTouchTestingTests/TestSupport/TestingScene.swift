import Foundation
import OpenTouchTesting

/// A fresh application with one visible key window of 375 × 667 points and a root view,
/// driven by a virtual clock, for the testing library's own tests.
@MainActor
struct TestingScene {
    let app: UIApplication
    let window: UIWindow
    let root: UIView
    let driver: TouchDriver

    init() {
        app = UIApplication(clock: VirtualClock(start: 1000))
        let scene = UIWindowScene(application: app, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
        window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        root = controller.view
        driver = TouchDriver(application: app)
    }

    /// A feed of `count` identical cards (`CardView`, 100 pt tall from y = 20), each with a
    /// `UIButton` titled "Like" whose identifier is `like-<n>`; each tap appends `n` to `likes`.
    func addCards(_ count: Int, likes: Likes) -> [CardView] {
        (1...count).map { index in
            let card = CardView(frame: CGRect(x: 16, y: 20 + CGFloat(index - 1) * 110, width: 343, height: 100))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 280, y: 28, width: 44, height: 44)
            button.setTitle("Like", for: .normal)
            button.accessibilityIdentifier = "like-\(index)"
            button.addAction(UIAction { _ in likes.tapped.append(index) }, for: .touchUpInside)
            card.addSubview(button)
            root.addSubview(card)
            return card
        }
    }
}

/// A card in a feed: a plain view subclass, so names in messages read `CardView[2]`.
final class CardView: UIView {}

/// Which like buttons were tapped, in order.
@MainActor
final class Likes {
    var tapped: [Int] = []
}

/// The failure a throwing call made, or nil when it did not throw one.
@MainActor
func touchFailure(_ body: () throws -> Void) -> TouchTestFailure? {
    do {
        try body()
        return nil
    } catch {
        return error as? TouchTestFailure
    }
}
