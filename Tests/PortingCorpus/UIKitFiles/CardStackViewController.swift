import UIKit

/// A stack of cards: the top card follows the finger, tilts, and is thrown off the screen when it
/// is dragged far enough or flicked; the next card then scales up into place.
final class CardStackViewController: UIViewController {
    private var cards: [UIView] = []
    private(set) var likedCount = 0
    private(set) var passedCount = 0
    private let titles: [String]

    init(titles: [String]) {
        self.titles = titles
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for (index, title) in titles.enumerated().reversed() {
            let card = makeCard(title: title)
            card.transform = CGAffineTransform(scaleX: 1 - CGFloat(index) * 0.04, y: 1 - CGFloat(index) * 0.04)
            view.addSubview(card)
            cards.insert(card, at: 0)
        }
        attachPanToTopCard()
    }

    private func makeCard(title: String) -> UIView {
        let card = UIView(frame: CGRect(x: 40, y: 120, width: view.bounds.width - 80, height: 360))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 10
        card.accessibilityLabel = title
        let label = UILabel(frame: card.bounds.insetBy(dx: 16, dy: 16))
        label.text = title
        label.font = .preferredFont(forTextStyle: .title1)
        label.textAlignment = .center
        card.addSubview(label)
        return card
    }

    private func attachPanToTopCard() {
        guard let top = cards.first else { return }
        top.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardStackViewController.handlePan(_:)))
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let card = pan.view else { return }
        let translation = pan.translation(in: view)
        switch pan.state {
        case .changed:
            let angle = translation.x / view.bounds.width * (.pi / 6)
            card.transform = CGAffineTransform(translationX: translation.x, y: translation.y).rotated(by: angle)
        case .ended, .cancelled:
            let velocity = pan.velocity(in: view)
            let projected = translation.x + velocity.x * 0.2
            if abs(projected) > view.bounds.width / 2 {
                throwAway(card, toRight: projected > 0)
            } else {
                UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [.allowUserInteraction], animations: {
                    card.transform = .identity
                })
            }
        default:
            break
        }
    }

    private func throwAway(_ card: UIView, toRight: Bool) {
        if toRight { likedCount += 1 } else { passedCount += 1 }
        cards.removeFirst()
        let offscreenX = toRight ? view.bounds.width * 1.5 : -view.bounds.width * 1.5
        UIView.animate(withDuration: 0.25, animations: {
            card.center.x = offscreenX
        }, completion: { _ in
            card.removeFromSuperview()
        })
        UIView.animate(withDuration: 0.25) {
            for (index, remaining) in self.cards.enumerated() {
                remaining.transform = CGAffineTransform(scaleX: 1 - CGFloat(index) * 0.04, y: 1 - CGFloat(index) * 0.04)
            }
        }
        attachPanToTopCard()
    }
}
