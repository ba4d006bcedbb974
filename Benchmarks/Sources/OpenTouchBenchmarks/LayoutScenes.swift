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
