import Foundation
import OpenTouch
import Testing

/// A list of swipe-to-delete cards: a vertical 375 × 667 list (content 2000 tall) of 100-point
/// cards, each with a horizontal pan whose delegate (the controller) lets it begin only for
/// horizontal movement, judged by `velocity(in:)` or, with `judgesByTranslation`, by
/// `translation(in:)` — the two answers found on Stack Overflow
/// (https://stackoverflow.com/questions/7100884). A card dragged left past 150 pt is deleted;
/// otherwise it springs back.
@MainActor
final class SwipeToDeleteController: UIViewController, UIGestureRecognizerDelegate, ScenarioLogging {
    static let deleteDistance: CGFloat = 150
    let log = TimedLog()
    let judgesByTranslation: Bool
    /// Whether the controller becomes the cards' pans' delegate (false: the classic bug).
    let usesDelegate: Bool
    let list = UIScrollView()
    private(set) var cards: [UIView] = []
    private(set) var cardPans: [UIPanGestureRecognizer] = []
    private(set) lazy var listLogger = ScrollDragLogger("list", log: log)

    init(judgesByTranslation: Bool = false, usesDelegate: Bool = true) {
        self.judgesByTranslation = judgesByTranslation
        self.usesDelegate = usesDelegate
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: 2000)
        list.delegate = listLogger
        view.addSubview(list)
        for row in 0..<10 {
            let card = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 100, width: view.bounds.width, height: 100))
            let pan = UIPanGestureRecognizer(target: self, action: SwipeToDeleteController.handleCardPan)
            if usesDelegate { pan.delegate = self }
            logActions(of: pan, as: "card\(row)", to: log)
            card.addGestureRecognizer(pan)
            list.addSubview(card)
            cards.append(card)
            cardPans.append(pan)
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer,
              cardPans.contains(where: { $0 === pan }) else { return true }
        let movement = judgesByTranslation ? pan.translation(in: view) : pan.velocity(in: view)
        return abs(movement.x) > abs(movement.y)
    }

    func handleCardPan(_ pan: UIPanGestureRecognizer) {
        guard let card = pan.view else { return }
        let translation = pan.translation(in: card.superview)
        switch pan.state {
        case .began, .changed:
            card.transform = CGAffineTransform(translationX: translation.x, y: 0)
        case .ended where translation.x < -Self.deleteDistance:
            card.removeFromSuperview()
            log.add("deleted")
        default:
            card.transform = .identity
        }
    }
}

@MainActor
@Suite("a horizontal swipe-to-delete pan on cards inside a vertical list", .tags(.scenario))
struct SwipeToDeleteTests {
    @Test("A horizontal drag moves the card, the list does not scroll, and a long enough drag deletes it",
          arguments: [false, true])
    func horizontalDragMovesTheCard(judgesByTranslation: Bool) {
        let s = ScenarioScene(SwipeToDeleteController(judgesByTranslation: judgesByTranslation))
        let c = s.controller
        let finger = s.driver.down(at: CGPoint(x: 300, y: 150))
        s.driver.glide(finger, to: CGPoint(x: 100, y: 150), duration: 0.2, steps: 10)
        // 200 pt moved, less the pan's 10 pt hysteresis.
        #expect(c.cards[1].transform == CGAffineTransform(translationX: -190, y: 0))
        #expect(c.list.panGestureRecognizer.state == .failed)   // a vertical list cannot scroll sideways
        #expect(c.list.contentOffset == .zero)
        s.driver.up(finger)
        // The controller's target was added before the logging one, so it runs first.
        #expect(s.log.lines == ["card1 began @0.020", "card1 changed @0.040", "deleted @0.200", "card1 ended @0.200"])
        #expect(c.cards[1].superview == nil)
        #expect(c.list.contentOffset == .zero)
    }

    @Test("A short horizontal drag springs the card back", arguments: [false, true])
    func shortDragSpringsBack(judgesByTranslation: Bool) {
        let s = ScenarioScene(SwipeToDeleteController(judgesByTranslation: judgesByTranslation))
        s.driver.drag(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 200, y: 250), duration: 0.1, steps: 5)
        #expect(s.log.lines == ["card2 began @0.020", "card2 changed @0.040", "card2 ended @0.100"])
        #expect(s.controller.cards[2].transform == .identity)
        #expect(s.controller.cards[2].superview === s.controller.list)
    }

    @Test("A vertical drag on a card scrolls the list; the card's pan fails and the card stays put",
          arguments: [false, true])
    func verticalDragScrolls(judgesByTranslation: Bool) {
        let s = ScenarioScene(SwipeToDeleteController(judgesByTranslation: judgesByTranslation))
        let c = s.controller
        let finger = s.driver.down(at: CGPoint(x: 200, y: 450))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 250), duration: 0.2, steps: 10)
        #expect(c.cardPans[4].state == .failed)
        #expect(c.list.isDragging)
        #expect(c.list.contentOffset == CGPoint(x: 0, y: 190))   // 200 pt less the hysteresis
        #expect(c.cards[4].transform == .identity)
        s.driver.up(finger)
        #expect(s.log.lines.first == "list willBeginDragging @0.020")
        #expect(s.log.of("card4").isEmpty)
    }

    @Test("A drag that starts mostly vertical and turns sideways keeps scrolling: the decision is made once")
    func decisionIsMadeOnce() {
        let s = ScenarioScene(SwipeToDeleteController())
        let c = s.controller
        let finger = s.driver.down(at: CGPoint(x: 200, y: 450))
        s.driver.glide(finger, to: CGPoint(x: 200, y: 400), duration: 0.1, steps: 5)
        s.driver.glide(finger, to: CGPoint(x: 0, y: 400), duration: 0.1, steps: 5)
        #expect(c.list.contentOffset == CGPoint(x: 0, y: 40))
        #expect(c.cards[4].transform == .identity)
        s.driver.up(finger)
        #expect(s.log.of("card4").isEmpty)
    }

    @Test("Without the delegate the card's pan, deeper than the list's, takes vertical drags too and the list is stuck")
    func withoutTheDelegateTheListIsStuck() {
        let s = ScenarioScene(SwipeToDeleteController(usesDelegate: false))
        s.driver.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 250), duration: 0.1, steps: 5)
        #expect(s.log.lines == ["card4 began @0.020", "card4 changed @0.040", "card4 ended @0.100"])
        #expect(s.controller.list.contentOffset == .zero)
    }
}
