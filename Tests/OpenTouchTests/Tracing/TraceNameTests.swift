import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Trace names")
struct TraceNameTests {
    final class CardView: UIView {}

    @Test("A view is named by class, then identifier, then label; the path tells same-class siblings apart")
    func viewNames() {
        let scene = TestScene()
        let cards = (0..<3).map { index in CardView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 300, height: 90)) }
        cards.forEach(scene.rootView.addSubview)
        let like = UIButton(type: .system)
        like.setTitle("Like", for: .normal)
        cards[1].addSubview(like)
        let share = UIButton(type: .system)
        share.accessibilityIdentifier = "share-2"
        cards[1].addSubview(share)

        #expect(TraceName(cards[0]).short == "CardView")
        #expect(TraceName(like).short == "UIButton \"Like\"")
        #expect(TraceName(share).short == "UIButton#share-2")
        #expect(TraceName(like).path.hasSuffix("UIView > CardView[2] > UIButton \"Like\""))
        #expect(TraceName(like).path.hasPrefix("UIWindow > "))
        #expect(TraceName(scene.app).short == "UIApplication")
    }

    @Test("A recognizer is named by class, name and view")
    func recognizerName() {
        let scene = TestScene()
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        scene.rootView.addSubview(card)
        let tap = UITapGestureRecognizer()
        tap.name = "open"
        card.addGestureRecognizer(tap)
        #expect(TraceName(tap).short == "UITapGestureRecognizer \"open\" on CardView#card")
    }

    @Test("Recorded entries carry the clock's time")
    func entryTimes() {
        let scene = TestScene()
        let recorder = scene.recorder()
        scene.driver.tap(at: CGPoint(x: 10, y: 10), duration: 0.25)
        let began = recorder.entries.first { if case .touchBegan = $0.record { true } else { false } }
        let ended = recorder.entries.last { if case .touches(.ended, _, _, _) = $0.record { true } else { false } }
        #expect(began?.time == 1000)
        #expect(ended?.time == 1000.25)
    }

    @Test("A view-tree snapshot prints recursiveDescription-style lines with names and frames")
    func snapshotText() {
        let scene = TestScene()
        let card = CardView(frame: CGRect(x: 16, y: 120, width: 343, height: 100.5))
        card.addGestureRecognizer(UITapGestureRecognizer())
        scene.rootView.addSubview(card)
        let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 343, height: 100.5))
        overlay.accessibilityIdentifier = "gradient-overlay"
        overlay.alpha = 0.5
        card.addSubview(overlay)
        let snapshot = ViewTreeSnapshot(scene.window)
        let lines = snapshot.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "UIWindow frame (0 0; 375 667)")
        #expect(lines.contains("   |    | CardView frame (16 120; 343 100.5) [UITapGestureRecognizer]"))
        #expect(lines.contains("   |    |    | UIView#gradient-overlay frame (0 0; 343 100.5) alpha 0.5"))
        #expect(snapshot.subviews[0].subviews[0].subviews[0].frameInWindow == CGRect(x: 16, y: 120, width: 343, height: 100.5))
    }
}
