import UIKit

/// A five-star rating control: touch a star (or slide across them) to set the rating. Its touch
/// area reaches 10 points beyond the stars, and VoiceOver can adjust it.
final class StarRatingControl: UIControl {
    private(set) var starViews: [UIImageView] = []
    var maximumRating = 5
    var rating = 0 {
        didSet {
            guard rating != oldValue else { return }
            updateStars()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpStars()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpStars()
    }

    private func setUpStars() {
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        accessibilityLabel = "Rating"
        let width = bounds.width / CGFloat(maximumRating)
        for index in 0..<maximumRating {
            let star = UIImageView(image: UIImage(systemName: "star"), highlightedImage: UIImage(systemName: "star.fill"))
            star.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
            star.tintColor = .systemYellow
            addSubview(star)
            starViews.append(star)
        }
        updateStars()
    }

    private func updateStars() {
        for (index, star) in starViews.enumerated() {
            star.isHighlighted = index < rating
        }
        accessibilityValue = "\(rating) of \(maximumRating) stars"
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(at: touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(at: touch.location(in: self))
        return true
    }

    private func updateRating(at point: CGPoint) {
        let width = bounds.width / CGFloat(maximumRating)
        let newRating = min(max(Int(point.x / width) + 1, 1), maximumRating)
        if newRating != rating {
            rating = newRating
            sendActions(for: .valueChanged)
        }
    }

    override func accessibilityIncrement() {
        guard rating < maximumRating else { return }
        rating += 1
        sendActions(for: .valueChanged)
    }

    override func accessibilityDecrement() {
        guard rating > 1 else { return }
        rating -= 1
        sendActions(for: .valueChanged)
    }
}
