import Foundation

/// A control that starts refreshing a scroll view's content when the user pulls it down, as
/// UIKit's `UIRefreshControl`.
///
/// Attach it with ``UIScrollView/refreshControl`` (a table view's or collection view's too). It
/// sits above the content, in the space the pull opens.
/// - A finger pulling the content down past ``RefreshControlConstants/triggerDistance`` (beyond
///   the resting top edge) starts refreshing while the finger is still down: ``isRefreshing``
///   becomes true, the spinner animates, and `.valueChanged` is sent once. Motion that no finger
///   drives (a fling bouncing at the top) never starts it. The pull must go back to the top
///   edge before another refresh can start.
/// - While refreshing, the scroll view's ``UIScrollView/adjustedContentInset`` has
///   ``RefreshControlConstants/height`` more at the top (added when the finger lifts, so the
///   drag does not jump), so the content settles with the spinner showing.
/// - ``beginRefreshing()`` starts refreshing from code (no `.valueChanged`; the content does not
///   scroll, as in UIKit). ``endRefreshing()`` stops it and slides the content back up on the
///   application clock (``RefreshControlConstants/endAnimationDuration``).
///
/// The control takes no touches itself: a finger on it drags the scroll view.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether the control is refreshing.
    open var isRefreshing: Bool { refreshing }
    /// A title shown under the spinner; nil shows none.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    /// The scroll view the control is attached to.
    weak var host: UIScrollView?
    let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    private var refreshing = false
    /// Whether a pull may start refreshing: false from a refresh until the content is back at its top.
    private var armed = true
    /// The top inset the control adds to its scroll view's adjusted insets.
    private(set) var insetContribution: CGFloat = 0
    /// The animation sliding the content back up after ``endRefreshing()``.
    private var hideAnimation: ScrollAnimation?

    /// Creates a refresh control; its frame is set by the scroll view it is attached to. UIKit's
    /// designated initializer, so a subclass overrides it (`override init() { super.init() … }`).
    public init() {
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a refresh control (the frame is replaced when it is attached).
    public convenience override init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    /// Creates a refresh control from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
    }

    /// Starts refreshing from code: the spinner animates and the top inset grows; the content
    /// does not scroll and no `.valueChanged` is sent. Does nothing while refreshing.
    open func beginRefreshing() {
        guard !refreshing else { return }
        startRefreshing()
        if !(host?.isDragging ?? false) { showInset() }
    }

    /// Stops refreshing: the spinner stops and the content slides back to its top edge on the
    /// application clock. Does nothing when not refreshing.
    open func endRefreshing() {
        guard refreshing else { return }
        refreshing = false
        spinner.stopAnimating()
        hideInset()
    }

    /// Touches pass through the control to the scroll view under it.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        false
    }

    /// Updates the spinner's colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    /// Centres the spinner (and the title under it) in the bottom ``RefreshControlConstants/height`` points.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = RefreshControlConstants.height, area = bounds.height - height
        let titleHeight: CGFloat = titleLabel.isHidden ? 0 : 18
        spinner.center = CGPoint(x: bounds.midX, y: area + (height - titleHeight) / 2)
        titleLabel.frame = CGRect(x: 0, y: area + height - titleHeight - 4, width: bounds.width, height: titleHeight)
    }

    // MARK: Driven by the scroll view

    private func startRefreshing() {
        refreshing = true
        armed = false
        spinner.alpha = 1
        spinner.startAnimating()
    }

    /// The top edge the content rests at without the control's inset.
    private func restingTop(of scrollView: UIScrollView) -> CGFloat {
        -(scrollView.adjustedContentInset.top - insetContribution)
    }

    /// The scroll view scrolled: the control follows the top edge, shows the pull, and a finger
    /// pulling far enough starts refreshing.
    func scrollViewDidScroll() {
        guard let scrollView = host else { return }
        layoutInScrollView()
        let pull = restingTop(of: scrollView) - scrollView.contentOffset.y
        if pull <= 0 { armed = !refreshing }
        guard !refreshing else { return }
        spinner.alpha = min(1, max(0, pull / RefreshControlConstants.triggerDistance))
        guard armed, scrollView.isDragging, pull >= RefreshControlConstants.triggerDistance else { return }
        startRefreshing()
        sendActions(for: .valueChanged)
    }

    /// The finger is about to lift: a refresh begun during the drag keeps its space at the top.
    func scrollViewWillEndDragging() {
        if refreshing, insetContribution == 0 { showInset() }
    }

    /// Places the control above the content's resting top edge, reaching the top of the
    /// visible area when the content is pulled further.
    func layoutInScrollView() {
        guard let scrollView = host else { return }
        let top = restingTop(of: scrollView)
        let height = max(RefreshControlConstants.height, top - scrollView.contentOffset.y)
        frame = CGRect(x: scrollView.contentOffset.x, y: top - height, width: scrollView.bounds.width, height: height)
    }

    private func showInset() {
        hideAnimation?.stop()
        hideAnimation = nil
        setInset(RefreshControlConstants.height)
    }

    private func setInset(_ value: CGFloat) {
        guard value != insetContribution else { return }
        insetContribution = value
        host?.adjustedContentInsetDidChange()
    }

    /// Removes the inset; content showing the spinner slides back to the top edge.
    private func hideInset() {
        guard let scrollView = host else { return setInset(0) }
        setInset(0)
        let start = scrollView.contentOffset, top = restingTop(of: scrollView)
        guard !scrollView.isTracking, start.y < top else { return }
        if scrollView.isDecelerating { scrollView.stopAnimation() }
        guard let clock = scrollView.window?.windowScene?.application?.clock else {
            scrollView.contentOffset.y = top
            return
        }
        let motion = ScrollAxisMotion.ease(from: start.y, to: top, duration: RefreshControlConstants.endAnimationDuration * 1000)
        hideAnimation = ScrollAnimation(kind: .scrolling, clock: clock, step: { [weak self, weak scrollView] elapsed in
            guard let self, let scrollView, !scrollView.isTracking, self.insetContribution == 0 else { return true }
            let value = motion.value(at: elapsed)
            scrollView.contentOffset.y = value.value
            return value.finished
        }, completion: { [weak self] in self?.hideAnimation = nil })
    }

    /// Attaches the control to `scrollView`, behind its content.
    func attach(to scrollView: UIScrollView) {
        host = scrollView
        scrollView.insertSubview(self, at: 0)
        spinner.color = tintColor
        layoutInScrollView()
    }

    /// Detaches the control from its scroll view.
    func detach() {
        hideAnimation?.stop()
        hideAnimation = nil
        let had = insetContribution != 0
        insetContribution = 0
        if had { host?.adjustedContentInsetDidChange() }
        if superview === host { removeFromSuperview() }
        host = nil
    }
}
