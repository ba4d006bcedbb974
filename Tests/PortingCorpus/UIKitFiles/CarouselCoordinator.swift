import UIKit
import QuartzCore
import CoreGraphics

/// The delegate object of a carousel: an `NSObject` that is the scroll view's delegate and the
/// swipe recognizer's delegate, snaps to pages, and hides the hint label a moment after scrolling.
final class CarouselCoordinator: NSObject, UIScrollViewDelegate, UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?
    weak var hintLabel: UILabel?
    private(set) var currentPage = 0
    private(set) var pageChanges: [Int] = []
    var hintDelay: TimeInterval = 0.5

    init(scrollView: UIScrollView, hintLabel: UILabel) {
        self.scrollView = scrollView
        self.hintLabel = hintLabel
        super.init()
        scrollView.delegate = self
        let swipeUp = UISwipeGestureRecognizer(target: self, action: CarouselCoordinator.dismissHint)
        swipeUp.direction = .up
        swipeUp.delegate = self
        scrollView.addGestureRecognizer(swipeUp)
        NotificationCenter.default.addObserver(self, selector: CarouselCoordinator.reduceMotionChanged, name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let pageWidth = scrollView.bounds.width
        guard pageWidth > 0 else { return }
        var page = (targetContentOffset.pointee.x / pageWidth).rounded()
        if velocity.x > 0.3 { page = ceil(scrollView.contentOffset.x / pageWidth) }
        if velocity.x < -0.3 { page = floor(scrollView.contentOffset.x / pageWidth) }
        targetContentOffset.pointee.x = page * pageWidth
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = Int((scrollView.contentOffset.x / max(scrollView.bounds.width, 1)).rounded())
        if page != currentPage {
            currentPage = page
            pageChanges.append(page)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + hintDelay) { [weak self] in
            self?.hintLabel?.isHidden = true
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    private func dismissHint() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.2
        hintLabel?.layer.add(fade, forKey: "fade")
        hintLabel?.isHidden = true
    }

    private func reduceMotionChanged() {
        scrollView?.decelerationRate = UIAccessibility.isReduceMotionEnabled ? .fast : .normal
    }
}
