import UIKit

/// A list that reloads when pulled down past a threshold and released: a spinner appears above
/// the content while the (fake) network request runs.
final class PullToRefreshViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let threshold: CGFloat = 80
    private(set) var isRefreshing = false
    private(set) var refreshCount = 0
    var loadDuration: TimeInterval = 1.0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.alwaysBounceVertical = true
        scrollView.delegate = self
        scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 2)
        view.addSubview(scrollView)

        spinner.center = CGPoint(x: view.bounds.midX, y: -threshold / 2)
        spinner.hidesWhenStopped = true
        scrollView.addSubview(spinner)

        for row in 0..<20 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * 60, width: view.bounds.width - 32, height: 60))
            label.text = "Row \(row)"
            scrollView.addSubview(label)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isRefreshing else { return }
        let pulled = -scrollView.contentOffset.y - scrollView.adjustedContentInset.top
        spinner.alpha = min(1, max(0, pulled / threshold))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        let pulled = -scrollView.contentOffset.y - scrollView.adjustedContentInset.top
        if pulled > threshold && !isRefreshing {
            beginRefreshing()
        }
    }

    private func beginRefreshing() {
        isRefreshing = true
        spinner.startAnimating()
        UIView.animate(withDuration: 0.2) {
            self.scrollView.contentInset.top = self.threshold
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + loadDuration) { [weak self] in
            self?.endRefreshing()
        }
    }

    func endRefreshing() {
        isRefreshing = false
        refreshCount += 1
        spinner.stopAnimating()
        UIView.animate(withDuration: 0.2) {
            self.scrollView.contentInset.top = 0
        }
    }
}
