import UIKit

/// A horizontally paging photo viewer with a page control that follows the scrolling and that
/// scrolls the pages when tapped.
final class PhotoPagerViewController: UIViewController, UIScrollViewDelegate {
    let photoNames: [String]
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    private(set) var photoViews: [UIView] = []

    init(photoNames: [String]) {
        self.photoNames = photoNames
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.frame = view.bounds
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)

        let width = view.bounds.width
        for (index, name) in photoNames.enumerated() {
            let page = UIView(frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: view.bounds.height))
            page.accessibilityIdentifier = name
            page.backgroundColor = index.isMultiple(of: 2) ? .darkGray : .gray
            scrollView.addSubview(page)
            photoViews.append(page)
        }
        scrollView.contentSize = CGSize(width: width * CGFloat(photoNames.count), height: view.bounds.height)

        pageControl.numberOfPages = photoNames.count
        pageControl.currentPage = 0
        pageControl.hidesForSinglePage = true
        pageControl.currentPageIndicatorTintColor = .white
        pageControl.pageIndicatorTintColor = UIColor.white.withAlphaComponent(0.4)
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - 60, width: width, height: 30)
        pageControl.addTarget(self, action: PhotoPagerViewController.pageControlChanged, for: .valueChanged)
        view.addSubview(pageControl)
    }

    func pageControlChanged(_ sender: UIPageControl) {
        let offset = CGPoint(x: CGFloat(sender.currentPage) * scrollView.bounds.width, y: 0)
        scrollView.setContentOffset(offset, animated: false)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        pageControl.currentPage = page
    }
}
