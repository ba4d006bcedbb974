import Foundation
import OpenTouchTesting
import Testing

@MainActor
@Suite("Hittability: why a finger aimed at a view would not reach it")
struct HittabilityTests {
    @Test("An overlay added after a card covers its Like button: the tap fails, naming the overlay and its frame")
    func overlayCoversLikeButton() throws {
        let scene = TestingScene()
        let likes = Likes()
        _ = scene.addCards(3, likes: likes)
        let overlay = UIView(frame: CGRect(x: 0, y: 120, width: 375, height: 100))
        overlay.accessibilityIdentifier = "gradient-overlay"
        scene.root.addSubview(overlay)
        let failure = touchFailure { try scene.driver.tap(.identifier("like-2")) }
        let reason = try #require(failure).reason
        #expect(reason == "aimed at UIButton#like-2 at (318, 180); hit testing chose "
            + "UIView#gradient-overlay, which covers it: frame (0 120; 375 100), added after CardView[2], which holds it")
        #expect(likes.tapped.isEmpty)
        #expect(!scene.driver.isHittable(.identifier("like-2")))
        #expect(scene.driver.isHittable(.identifier("like-1")))
    }

    @Test("A sibling added after the button itself is 'added after it'")
    func siblingCovers() throws {
        let scene = TestingScene()
        let cards = scene.addCards(1, likes: Likes())
        let badge = UIView(frame: CGRect(x: 270, y: 20, width: 60, height: 60))
        badge.accessibilityIdentifier = "badge"
        cards[0].addSubview(badge)
        let hittability = scene.driver.hittability(of: try scene.driver.only(.identifier("like-1")))
        #expect(hittability.description.hasSuffix("hit testing chose UIView#badge, which covers it: frame (286 40; 60 60), added after it"))
    }

    @Test("An ancestor with user interaction off: hit testing stops above it, and the reason names the ancestor")
    func interactionDisabledAncestor() throws {
        let scene = TestingScene()
        let cards = scene.addCards(1, likes: Likes())
        cards[0].isUserInteractionEnabled = false
        let failure = touchFailure { try scene.driver.tap(.identifier("like-1")) }
        let reason = try #require(failure).reason
        #expect(reason == "aimed at UIButton#like-1 at (318, 70); hit testing chose its ancestor "
            + "UIView, because CardView has isUserInteractionEnabled = false")
    }

    @Test("A hidden view held by the test cannot be touched, and a view outside any window says so")
    func hiddenAndWindowless() throws {
        let scene = TestingScene()
        let cards = scene.addCards(1, likes: Likes())
        let button = cards[0].subviews[0]
        button.isHidden = true
        let failure = touchFailure { try scene.driver.tap(.view(button)) }
        #expect(try #require(failure).reason.hasSuffix("cannot be touched: it is hidden"))
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(scene.driver.hittability(of: loose).description
            == "UIView (UIView) cannot be touched: it is not in a window (it has no superview)")
        #expect(!scene.driver.isHittable(loose))
    }

    @Test("The aimed point outside a view's bounds in an ancestor that does not clip: the reason gives the bounds")
    func outsideAncestorBounds() throws {
        let scene = TestingScene()
        let holder = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 40))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 120, y: 0, width: 44, height: 44)
        button.accessibilityIdentifier = "outside"
        holder.addSubview(button)
        scene.root.addSubview(holder)
        #expect(scene.driver.hittability(of: button).description == "aimed at UIButton#outside at (162, 322); hit testing "
            + "chose its ancestor UIView, because the point (142, 22) in UIView is outside its bounds (0 0; 100 40)")
    }
}

@MainActor
@Suite("Windows: a window in front, a hidden window")
struct WindowHittabilityTests {
    @Test("An alert window in front covers the feed; once hidden, its own views are reported as in a hidden window")
    func windowInFront() throws {
        let scene = TestingScene()
        _ = scene.addCards(1, likes: Likes())
        let alert = UIWindow(windowScene: try #require(scene.window.windowScene))
        alert.windowLevel = .alert
        alert.accessibilityIdentifier = "alert"
        let ok = UIButton(type: .system)
        ok.frame = CGRect(x: 100, y: 300, width: 100, height: 44)
        ok.accessibilityIdentifier = "ok"
        alert.addSubview(ok)
        alert.makeKeyAndVisible()
        let reason = scene.driver.hittability(of: try scene.driver.only(.identifier("like-1"))).description
        #expect(reason == "aimed at UIButton#like-1 at (318, 70); hit testing chose UIWindow#alert, which covers it: "
            + "frame (0 0; 375 667), a window in front")
        alert.isHidden = true
        let failure = touchFailure { try scene.driver.tap(.identifier("ok")) }
        #expect(try #require(failure).reason.contains("  not shown: UIWindow#alert > UIButton#ok: its window UIWindow#alert is hidden"))
        #expect(scene.driver.isHittable(.identifier("like-1")))
    }
}
