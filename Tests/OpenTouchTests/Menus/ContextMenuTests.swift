import Foundation
import OpenTouch
import OpenTouchTesting
import Testing

/// A context-menu delegate that logs its calls and offers Share and a destructive Delete.
@MainActor
private final class CardMenuDelegate: UIContextMenuInteractionDelegate {
    let log: CallLog
    var offersMenu = true
    var previewController: UIViewController?

    init(log: CallLog) { self.log = log }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration at (\(Int(location.x)), \(Int(location.y)))")
        guard offersMenu else { return nil }
        let log = self.log, controller = previewController
        return UIContextMenuConfiguration(identifier: "card" as NSString,
                                          previewProvider: controller.map { vc in { vc } }) { suggested in
            UIMenu(children: [UIAction(title: "Share") { _ in log.append("Share") },
                              UIAction(title: "Delete", attributes: .destructive) { _ in log.append("Delete") }])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay \(configuration.identifier)")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd")
        let log = self.log
        animator?.addCompletion { log.append("end completion") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        log.append("willPerformPreviewAction")
        let log = self.log
        animator.addCompletion { log.append("commit completion") }
    }
}

/// A card (200 × 100 at (50, 200)) with a context menu and a "Like" button inside it.
@MainActor
private struct CardScreen {
    let ct: TestScene
    let card = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 100))
    let like = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
    let delegate: CardMenuDelegate
    let interaction: UIContextMenuInteraction

    init() {
        ct = TestScene()
        delegate = CardMenuDelegate(log: ct.log)
        interaction = UIContextMenuInteraction(delegate: delegate)
        card.backgroundColor = .systemBlue
        like.setTitle("Like", for: .normal)
        card.addSubview(like)
        ct.add(card)
        card.addInteraction(interaction)
        let log = ct.log
        for (event, name) in [(UIControl.Event.touchDown, "Like touchDown"), (.touchCancel, "Like touchCancel"),
                              (.touchUpInside, "Like touchUpInside")] {
            like.addAction(UIAction { _ in log.append(name) }, for: event)
        }
    }

    var menuIsShown: Bool { !ct.driver.all(.label("Share")).isEmpty }

    func centre(of title: String) throws -> CGPoint {
        let row = try #require(ct.driver.all(.label(title)).first?.superview)
        return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
    }
}

@MainActor
@Suite("Menus: UIContextMenuInteraction")
struct ContextMenuTests {
    @Test("a press held 0.5 s lifts a preview and shows the menu; the button under the finger is cancelled, not tapped")
    func pressShowsMenu() throws {
        let screen = CardScreen()
        #expect(screen.card.interactions.count == 1 && screen.interaction.view === screen.card)
        let finger = screen.ct.driver.down(at: CGPoint(x: 100, y: 230))
        screen.ct.driver.wait(0.45)
        #expect(!screen.menuIsShown)
        screen.ct.driver.wait(0.1)
        #expect(screen.menuIsShown)
        screen.ct.driver.up(finger)
        #expect(screen.menuIsShown)
        #expect(screen.ct.log.lines == ["Like touchDown", "configuration at (50, 30)", "willDisplay card", "Like touchCancel"])
        let platter = try #require(screen.ct.window.subviews.last?.subviews.first)
        #expect(String(describing: type(of: platter)) == "_UIMorphingPlatterView")
        #expect(platter.transform == CGAffineTransform(scaleX: 1.05, y: 1.05))
        #expect(platter.backgroundColor == .systemBlue)
        let share = try screen.centre(of: "Share")
        #expect(share.y > 305)                                   // the menu sits below the preview
    }

    @Test("drag to an action: the pressing finger slides to Delete and lifts; the menu ends, then the handler runs")
    func dragToAction() throws {
        let screen = CardScreen()
        let driver = screen.ct.driver
        let finger = driver.down(at: CGPoint(x: 150, y: 280))
        driver.wait(0.6)
        screen.ct.log.removeAll()
        driver.glide(finger, to: try screen.centre(of: "Delete"), steps: 8)
        driver.up(finger)
        #expect(screen.ct.log.lines == ["willEnd", "end completion", "Delete"])
        #expect(!screen.menuIsShown)
    }

    @Test("a tap outside dismisses the menu and runs nothing; the next tap reaches the button again")
    func tapOutside() throws {
        let screen = CardScreen()
        try screen.ct.driver.longPress(.view(screen.card))
        #expect(screen.menuIsShown)
        screen.ct.log.removeAll()
        screen.ct.driver.tap(at: CGPoint(x: 300, y: 60))
        #expect(screen.ct.log.lines == ["willEnd", "end completion"])
        #expect(!screen.menuIsShown)
        screen.ct.log.removeAll()
        try screen.ct.driver.tap(.view(screen.like))
        #expect(screen.ct.log.lines == ["Like touchDown", "Like touchUpInside"])
    }

    @Test("a nil configuration: the press fails and the button keeps its touch")
    func nilConfiguration() throws {
        let screen = CardScreen()
        screen.delegate.offersMenu = false
        try screen.ct.driver.longPress(.view(screen.like))
        #expect(!screen.menuIsShown)
        #expect(screen.ct.log.lines == ["Like touchDown", "configuration at (50, 30)", "Like touchUpInside"])
    }

    @Test("a tap on the preview commits it: willPerformPreviewAction, the menu ends, then the commit's completions run")
    func commitPreview() throws {
        let screen = CardScreen()
        let preview = UIViewController()
        preview.preferredContentSize = CGSize(width: 300, height: 200)
        screen.delegate.previewController = preview
        try screen.ct.driver.longPress(.view(screen.card))
        let platter = try #require(screen.ct.window.subviews.last?.subviews.first)
        #expect(preview.view.superview === platter)
        screen.ct.log.removeAll()
        screen.ct.driver.tap(at: CGPoint(x: 150, y: 250))
        #expect(screen.ct.log.lines == ["willPerformPreviewAction", "willEnd", "end completion", "commit completion"])
        #expect(!screen.menuIsShown)
    }

    @Test("in a scroll view: a drag before the press begins scrolls and shows no menu; after the press the finger drives the menu, not the scroll view")
    func scrollViewConflict() throws {
        let screen = CardScreen()
        let scrollView = UIScrollView(frame: screen.ct.window.bounds)
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        screen.ct.add(scrollView)
        screen.card.removeFromSuperview()
        scrollView.addSubview(screen.card)
        let driver = screen.ct.driver
        driver.drag(from: CGPoint(x: 150, y: 280), to: CGPoint(x: 150, y: 180), duration: 0.2, steps: 10)
        driver.wait(10)                                          // deceleration ends
        #expect(scrollView.contentOffset.y > 50)
        #expect(!screen.menuIsShown)
        scrollView.contentOffset = CGPoint(x: 0, y: 20)           // the card back on screen, at y 180…280
        let offset = scrollView.contentOffset
        let finger = driver.down(at: CGPoint(x: 150, y: 260))
        driver.wait(0.6)
        #expect(screen.menuIsShown)
        driver.glide(finger, to: CGPoint(x: 150, y: 40), steps: 8)
        driver.up(finger)
        #expect(scrollView.contentOffset == offset)
    }
}
