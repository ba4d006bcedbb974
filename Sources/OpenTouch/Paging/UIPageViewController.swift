import Foundation

/// A container that shows one page (a child controller) at a time and lets the user page
/// through pages its ``dataSource`` supplies, as UIKit's `UIPageViewController`.
///
/// - ``TransitionStyle-swift.enum/scroll``: the pages sit in a paging scroll view (UIKit's
///   private `_UIQueuingScrollView`, the first subview of ``UIViewController/view``) with three slots, the shown
///   page in the middle. A drag towards a neighbour asks the data source for it, tells the
///   delegate `willTransitionTo`, and the page that comes to rest is shown; the scroll view then
///   recentres. With no neighbour the content bounces at that edge.
/// - ``TransitionStyle-swift.enum/pageCurl``: a horizontal (or vertical) pan turns the page,
///   completing past half way or on a fling, and a tap within ``PagingConstants/curlTapEdgeFraction``
///   of an outer edge turns it; ``gestureRecognizers`` holds that pan and tap. OpenTouch draws the
///   turn as the page sliding off (no curl is drawn).
/// - Appearance callbacks go to the pages as they come and go: the new page's `viewWillAppear`
///   and the old one's `viewWillDisappear` when the turn starts, the `viewDid…` calls when it
///   completes, and the reverse calls when it is cancelled.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// The data source asked for neighbouring pages, held weakly.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// The delegate told of the user's page turns, held weakly.
    open weak var delegate: UIPageViewControllerDelegate?
    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// The axis pages follow each other on.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for the scroll style, the options' value (default `.min`) for page curl.
    public private(set) var spineLocation: SpineLocation
    /// Whether page-curl pages have content on their backs; kept.
    open var isDoubleSided = false
    /// The space between scroll-style pages, from the options (0 by default).
    let interPageSpacing: CGFloat

    /// The pages shown: one page (nil before the first ``setViewControllers(_:direction:animated:completion:)``).
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    /// The page-curl style's pan and tap recognizers (on ``UIViewController/view``); empty for the scroll style, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .pageCurl ? curl.recognizers : []
    }

    /// The page shown.
    var current: UIViewController?
    /// The page-curl machinery.
    lazy var curl = PageCurlTurner(owner: self)
    /// The scroll style's paging scroll view.
    lazy var queuingScrollView = _UIQueuingScrollView(owner: self)
    /// The page control shown when the data source gives a presentation count.
    let pageControl = UIPageControl()

    /// Creates a page view controller with a style, an orientation and options
    /// (``OptionsKey/spineLocation``, ``OptionsKey/interPageSpacing``).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation = .horizontal,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .scroll ? .none : Self.spineOption(options?[.spineLocation]) ?? .min
        interPageSpacing = Self.numberOption(options?[.interPageSpacing]) ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page view controller from an archive: the scroll style, horizontal.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        super.init(coder: coder)
    }

    private static func spineOption(_ value: Any?) -> SpineLocation? {
        if let location = value as? SpineLocation { return location }
        if let number = value as? NSNumber { return SpineLocation(rawValue: number.intValue) }
        return (value as? Int).flatMap(SpineLocation.init(rawValue:))
    }

    private static func numberOption(_ value: Any?) -> CGFloat? {
        if let number = value as? CGFloat { return number }
        if let number = value as? Double { return CGFloat(number) }
        return (value as? NSNumber).map { CGFloat($0.doubleValue) }
    }

    /// Makes the content view (UIKit's `_UIPageViewControllerContentView`) with the scroll view
    /// (scroll style) or the page-curl recognizers.
    open override func loadView() {
        let content = _UIPageViewControllerContentView(frame: defaultViewFrame)
        view = content
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = true
        if transitionStyle == .scroll {
            content.addSubview(queuingScrollView)
            content.addSubview(pageControl)
        } else {
            curl.install(in: content)
        }
        if let current { showWithoutTransition(current) }
        layoutPages()
    }

    /// Lays out the pages; overrides call `super`.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    /// Shows `viewControllers` (one page), at once or with the style's animation. The delegate
    /// is not told. While a turn is under way the call is ignored and `completion` gets false.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let pages = viewControllers ?? []
        guard pages.count == 1 else {
            preconditionFailure("The number of view controllers provided (\(pages.count)) doesn't match the number required (1) for the requested transition")
        }
        let page = pages[0]
        guard !isTurning else {
            completion?(false)
            return
        }
        updatePresentation()
        guard animated, let old = current, old !== page, isViewLoaded, view.window != nil else {
            replace(with: page)
            completion?(true)
            return
        }
        if transitionStyle == .scroll {
            queuingScrollView.turnFromCode(to: page, direction: direction, completion: completion)
        } else {
            curl.turnFromCode(to: page, direction: direction, completion: completion)
        }
    }

    /// Forwards the appearance of the page view controller to the page shown.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        current?.beginAppearanceTransition(true)
    }

    /// Forwards the appearance of the page view controller to the page shown.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        current?.endAppearanceTransition()
    }

    /// Forwards the disappearance of the page view controller to the page shown.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        current?.beginAppearanceTransition(false)
    }

    /// Forwards the disappearance of the page view controller to the page shown.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        current?.endAppearanceTransition()
    }
}

/// UIKit's private class for a page view controller's root view.
@preconcurrency @MainActor
final class _UIPageViewControllerContentView: UIView {}
