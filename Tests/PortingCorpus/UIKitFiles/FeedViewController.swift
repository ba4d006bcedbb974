// A feed of cards laid out with anchors, one Like button per card, as UIKit apps wrote them
// before diffable data sources.
import UIKit

final class FeedCardView: UIView {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let likeButton = UIButton(type: .system)
    var onLike: (() -> Void)?

    init(title: String, body: String) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        layer_cornerRadiusIgnored()
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.text = title
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        bodyLabel.text = body
        likeButton.setTitle("Like", for: .normal)
        likeButton.addTarget(self, action: FeedCardView.likeTapped, for: .touchUpInside)

        for view in [titleLabel, bodyLabel, likeButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: likeButton.leadingAnchor, constant: -8),

            likeButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            likeButton.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),

            bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            bodyLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            bodyLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // (On iOS this line is `layer.cornerRadius = 12`; layers arrive with the next issue.)
    private func layer_cornerRadiusIgnored() {}

    private func likeTapped(_ sender: UIButton) {
        onLike?()
    }
}

final class FeedViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let contentView = UIView()
    private(set) var cards: [FeedCardView] = []
    private(set) var likedTitles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])

        var previous: NSLayoutYAxisAnchor = contentView.topAnchor
        for index in 1...8 {
            let card = FeedCardView(title: "Post \(index)", body: "Something worth reading, part \(index).")
            card.translatesAutoresizingMaskIntoConstraints = false
            card.onLike = { [weak self, unowned card] in
                self?.likedTitles.append(card.titleLabel.text ?? "")
            }
            contentView.addSubview(card)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: previous, constant: 12),
                card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
            previous = card.bottomAnchor
            cards.append(card)
        }
        previous.constraint(equalTo: contentView.bottomAnchor, constant: -12).isActive = true
    }
}
