import Foundation
import OpenTouch

/// A screen of cards laid out with anchors, as a feed or a settings list builds it: each card is
/// 4 views (the card, a title label, a detail label, a Like button) and 12 constraints, stacked
/// under one another in a root view.
@MainActor
struct CardScreen {
    let root: UIView
    let cards: [UIView]
    let views: [UIView]
    let constraints: [NSLayoutConstraint]
    /// The first card's top constraint: the incremental benchmark changes its constant.
    let firstTop: NSLayoutConstraint

    /// Builds the views and constraints; nothing is activated or laid out.
    init(cardCount: Int) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100_000))
        var cards: [UIView] = [], views: [UIView] = [root], constraints: [NSLayoutConstraint] = []
        var previousBottom = root.topAnchor
        var firstTop: NSLayoutConstraint?
        for index in 0..<cardCount {
            let card = UIView(), title = UILabel(), detail = UILabel(), like = UIButton(type: .system)
            title.text = "Card \(index)"
            detail.text = "Posted by someone, \(index % 60) minutes ago"
            like.setTitle("Like", for: .normal)
            for view in [card, title, detail, like] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(card)
            for view in [title, detail, like] { card.addSubview(view) }
            let top = card.topAnchor.constraint(equalTo: previousBottom, constant: 8)
            if firstTop == nil { firstTop = top }
            constraints += [
                top,
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                title.trailingAnchor.constraint(lessThanOrEqualTo: like.leadingAnchor, constant: -8),
                like.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                like.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                detail.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                detail.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            ]
            previousBottom = card.bottomAnchor
            cards.append(card)
            views += [card, title, detail, like]
        }
        self.cards = cards
        self.views = views
        self.constraints = constraints
        self.firstTop = firstTop!
    }

    /// Every view's frame, in order, after layout.
    var frames: [CGRect] { views.map(\.frame) }
}

/// A row of `count / 4` fixed-size views chained left to right, each with 4 constraints:
/// exactly `count` constraints, for the solver's growth.
@MainActor
struct ConstraintChain {
    let root: UIView
    let views: [UIView]
    let constraints: [NSLayoutConstraint]

    init(constraintCount: Int) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: 1_000_000, height: 100))
        var views: [UIView] = [], constraints: [NSLayoutConstraint] = []
        var previous = root.leadingAnchor
        for _ in 0..<(constraintCount / 4) {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(equalTo: previous, constant: 1),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 20),
            ]
            previous = view.trailingAnchor
            views.append(view)
        }
        self.views = views
        self.constraints = constraints
    }
}

/// A feed as a pasted controller builds it: a scroll view filling a window with a notch, its
/// content a ``CardScreen`` pinned to the `contentLayoutGuide` and as wide as the
/// `frameLayoutGuide`. The baseline scene holds the same views at the same frames, set by hand.
@MainActor
final class FeedScrollScene {
    let clock = VirtualClock(start: 1000)
    let application: UIApplication
    let window: UIWindow
    let scrollView = UIScrollView()
    let content: CardScreen
    private let scene: UIWindowScene

    /// Builds the feed laid out by its constraints (`frames` nil), or with `frames` (the
    /// scroll view's, then every content view's) set by hand and no constraints.
    init(cardCount: Int, frames: [CGRect]? = nil) {
        application = UIApplication(clock: clock)
        scene = UIWindowScene(application: application, screen: UIScreen())
        window = UIWindow(windowScene: scene)
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.makeKeyAndVisible()
        content = CardScreen(cardCount: cardCount)
        window.addSubview(scrollView)
        scrollView.addSubview(content.root)
        if let frames {
            scrollView.frame = frames[0]
            for (view, frame) in zip(content.views, frames.dropFirst()) { view.frame = frame }
            scrollView.contentSize = content.root.bounds.size
        } else {
            pin()
        }
        application.layoutWindowsIfNeeded()
    }

    private func pin() {
        let root = content.root
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(content.constraints + [
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            root.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            root.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            root.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            root.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            root.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.cards.last!.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
    }

    /// The scroll view's frame, then every content view's: the by-hand scene's frames.
    var frames: [CGRect] { [scrollView.frame] + content.frames }

    /// Scrolls to `y` and runs the layout pass the application runs after each frame.
    func scroll(to y: CGFloat) {
        scrollView.contentOffset = CGPoint(x: 0, y: y)
        application.layoutWindowsIfNeeded()
    }
}
