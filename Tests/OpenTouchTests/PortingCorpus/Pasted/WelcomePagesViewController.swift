//
//  WelcomePagesViewController.swift
//
//  First-launch onboarding: swipeable pages in a page view controller, a page control that
//  follows them and a Continue / Get Started button.
//

import OpenTouch

final class WelcomePageViewController: UIViewController {
    let pageIndex: Int
    let headline: String

    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .title1)
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }()

    init(pageIndex: Int, headline: String) {
        self.pageIndex = pageIndex
        self.headline = headline
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = headline
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: -40),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        ])
    }
}

final class WelcomePagesViewController: UIViewController {

    var onFinish: (() -> Void)?
    private(set) var pages: [WelcomePageViewController] = []
    private(set) var currentIndex = 0

    let pageViewController = UIPageViewController(transitionStyle: .scroll,
                                                  navigationOrientation: .horizontal,
                                                  options: [.interPageSpacing: 12])

    lazy var pageControl: UIPageControl = {
        let control = UIPageControl()
        control.translatesAutoresizingMaskIntoConstraints = false
        control.currentPageIndicatorTintColor = .label
        control.pageIndicatorTintColor = .systemGray4
        control.addTarget(self, action: WelcomePagesViewController.pageControlChanged(_:), for: .valueChanged)
        return control
    }()

    lazy var continueButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        button.addTarget(self, action: WelcomePagesViewController.continueTapped, for: .touchUpInside)
        return button
    }()

    init(headlines: [String]) {
        super.init(nibName: nil, bundle: nil)
        pages = headlines.enumerated().map { WelcomePageViewController(pageIndex: $0.offset, headline: $0.element) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        addChild(pageViewController)
        pageViewController.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
        pageViewController.dataSource = self
        pageViewController.delegate = self
        if let first = pages.first {
            pageViewController.setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }

        pageControl.numberOfPages = pages.count
        pageControl.currentPage = 0
        view.addSubview(pageControl)
        view.addSubview(continueButton)

        NSLayoutConstraint.activate([
            pageViewController.view.topAnchor.constraint(equalTo: view.topAnchor),
            pageViewController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pageViewController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pageViewController.view.bottomAnchor.constraint(equalTo: pageControl.topAnchor, constant: -8),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: continueButton.topAnchor, constant: -16),
            continueButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            continueButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            continueButton.heightAnchor.constraint(equalToConstant: 50),
            continueButton.widthAnchor.constraint(equalToConstant: 200),
        ])
    }

    private func show(page index: Int, animated: Bool) {
        guard pages.indices.contains(index), index != currentIndex else { return }
        let direction: UIPageViewController.NavigationDirection = index > currentIndex ? .forward : .reverse
        pageViewController.setViewControllers([pages[index]], direction: direction, animated: animated) { [weak self] _ in
            self?.didShow(index: index)
        }
    }

    private func didShow(index: Int) {
        currentIndex = index
        pageControl.currentPage = index
        let isLast = index == pages.count - 1
        continueButton.setTitle(isLast ? "Get Started" : "Continue", for: .normal)
    }

    func pageControlChanged(_ sender: UIPageControl) {
        show(page: sender.currentPage, animated: true)
    }

    func continueTapped() {
        if currentIndex == pages.count - 1 {
            onFinish?()
        } else {
            show(page: currentIndex + 1, animated: true)
        }
    }
}

extension WelcomePagesViewController: UIPageViewControllerDataSource, UIPageViewControllerDelegate {

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? WelcomePageViewController, page.pageIndex > 0 else { return nil }
        return pages[page.pageIndex - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? WelcomePageViewController,
              page.pageIndex + 1 < pages.count else { return nil }
        return pages[page.pageIndex + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController],
                            transitionCompleted completed: Bool) {
        guard completed, let visible = pageViewController.viewControllers?.first as? WelcomePageViewController else { return }
        didShow(index: visible.pageIndex)
    }
}
