import Foundation
import OpenTouch
import Testing

/// Pasted UIKit screens laid out with Auto Layout, driven with fingers: the right control fires
/// at its laid-out place, with no frame set and no `layoutIfNeeded` in the test.
@MainActor
@Suite("Porting corpus: Auto Layout screens", .tags(.pastedCode))
struct PCLayoutScenesTests {
    /// A notched phone held upright: 47 points at the top, the home indicator's 34 at the bottom.
    static let notch = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test("A feed of anchored cards: each card's Like button likes that card, taps between cards like nothing")
    func feedLikeButtons() {
        let controller = FeedViewController()
        let scene = TestScene(controller: controller)
        scene.window.deviceSafeAreaInsets = Self.notch
        scene.driver.tap(controller.cards[1].likeButton)
        scene.driver.tap(controller.cards[0].likeButton)
        #expect(controller.likedTitles == ["Post 2", "Post 1"])

        let first = controller.cards[0], second = controller.cards[1]
        // The scroll view starts under the notch; the first card 12 points into the content.
        #expect(first.convert(first.bounds, to: nil).minY == CGFloat(47 + 12))
        #expect(first.frame.minX == 16 && first.frame.width == 375 - 32)
        #expect(second.frame.minY == first.frame.maxY + 12)
        // The Like button sits at the card's right margin, its title on the title's baseline.
        let like = first.likeButton
        #expect(like.frame.maxX == first.bounds.width - 8)
        let titleBaseline = first.titleLabel.frame.minY + first.titleLabel.font.ascender
        let buttonBaseline = like.frame.midY + UIFont.systemFont(ofSize: 15).ascender - UIFont.systemFont(ofSize: 15).lineHeight / 2
        #expect(abs(titleBaseline - buttonBaseline) <= 0.5)

        let gap = CGPoint(x: 187, y: first.convert(CGPoint(x: 0, y: first.bounds.maxY + 6), to: nil).y)
        scene.driver.tap(at: gap)
        #expect(controller.likedTitles.count == 2)
    }

    @Test("The feed's content size comes from its cards, and the last card's Like works after scrolling there")
    func feedScrollsToLastCard() throws {
        let controller = FeedViewController()
        let scene = TestScene(controller: controller)
        scene.window.deviceSafeAreaInsets = Self.notch
        scene.app.layoutWindowsIfNeeded()
        let scrollView = try #require(controller.view.subviews.first as? UIScrollView)
        let last = try #require(controller.cards.last)
        #expect(scrollView.frame == CGRect(x: 0, y: 47, width: 375, height: 620))
        #expect(scrollView.contentSize.width == 375)
        #expect(scrollView.contentSize.height == last.frame.maxY + 12)
        #expect(scrollView.contentSize.height > scrollView.bounds.height)

        scene.driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100), duration: 0.5, steps: 20)
        scene.clock.advance(by: 5)
        scene.driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100), duration: 0.5, steps: 20)
        scene.clock.advance(by: 5)
        scene.driver.tap(last.likeButton)
        #expect(controller.likedTitles == ["Post 8"])
    }

    @Test("A toolbar pinned to the safe area: its buttons and the floating compose button fire at their places")
    func toolbarPinnedToSafeArea() {
        let controller = ToolbarViewController()
        let scene = TestScene(controller: controller)
        scene.window.deviceSafeAreaInsets = Self.notch
        scene.app.layoutWindowsIfNeeded()
        #expect(controller.toolbar.frame == CGRect(x: 0, y: 667 - 34 - 49, width: 375, height: 49))
        #expect(controller.composeButton.frame == CGRect(x: 375 - 16 - 56, y: 667 - 34 - 49 - 16 - 56, width: 56, height: 56))
        #expect(controller.shareButton.frame.minX == 8)
        #expect(controller.deleteButton.frame.maxX == CGFloat(375 - 8))

        scene.driver.tap(at: CGPoint(x: 8 + 10, y: 667 - 34 - 24.5))
        scene.driver.tap(at: CGPoint(x: 375 - 8 - 10, y: 667 - 34 - 24.5))
        scene.driver.tap(at: CGPoint(x: 375 - 16 - 28, y: 667 - 34 - 49 - 16 - 28))
        // Below the toolbar, in the home indicator's area, nothing is hit but the root view.
        scene.driver.tap(at: CGPoint(x: 20, y: 660))
        #expect(controller.actions == ["share", "delete", "compose"])
    }

    @Test("Rotating the window to landscape moves the toolbar and keeps its buttons working")
    func toolbarAfterResize() {
        let controller = ToolbarViewController()
        let scene = TestScene(controller: controller)
        scene.app.layoutWindowsIfNeeded()
        scene.window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        scene.window.deviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        scene.driver.tap(at: CGPoint(x: 667 - 47 - 16 - 28, y: 375 - 21 - 49 - 16 - 28))
        #expect(controller.view.frame.size == CGSize(width: 667, height: 375))
        #expect(controller.toolbar.frame == CGRect(x: 0, y: 375 - 21 - 49, width: 667, height: 49))
        #expect(controller.actions == ["compose"])
    }
}
