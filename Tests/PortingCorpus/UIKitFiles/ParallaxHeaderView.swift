import UIKit

/// A header image that stretches when the scroll view under it is pulled down and slides up at
/// half speed when it scrolls, watching the scroll view's `contentOffset` with KVO.
final class ParallaxHeaderView: UIView {
    let imageView = UIImageView()
    private var observation: NSKeyValueObservation?
    private let baseHeight: CGFloat
    private(set) var lastOffset: CGFloat = 0

    init(height: CGFloat) {
        baseHeight = height
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: height))
        clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.backgroundColor = .systemIndigo
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func track(_ scrollView: UIScrollView) {
        observation = scrollView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] scrollView, _ in
            self?.scrollViewDidMove(scrollView.contentOffset.y)
        }
    }

    deinit {
        observation?.invalidate()
    }

    private func scrollViewDidMove(_ offset: CGFloat) {
        lastOffset = offset
        if offset < 0 {
            imageView.frame = CGRect(x: 0, y: offset, width: bounds.width, height: baseHeight - offset)
        } else {
            imageView.frame = CGRect(x: 0, y: offset / 2, width: bounds.width, height: baseHeight)
        }
    }
}
