import Foundation

/// The page-curl style: a pan that turns the page with the finger and a tap near an outer edge
/// that turns it at once, both on the page view controller's view.
///
/// A pan's first movement chooses the direction (towards the leading edge: forward). Released
/// past half way, or flung faster than ``PagingConstants/curlFlingVelocity`` towards the turn,
/// the page completes its turn; otherwise it falls back. The rest of the turn runs on the
/// application clock (``PagingConstants/curlDuration`` for a whole turn), during which the page
/// view controller's view takes no touches.
@MainActor
final class PageCurlTurner {
    /// A turn under way.
    struct Turn {
        let page: UIViewController
        let direction: UIPageViewController.NavigationDirection
        var progress: CGFloat = 0
        /// The completion of a turn from code (no delegate calls); nil for a user's turn.
        let codeCompletion: ((Bool) -> Void)??
    }

    private unowned let owner: UIPageViewController
    let pan = UIPanGestureRecognizer()
    let tap = PageCurlTapGestureRecognizer()
    private(set) var turn: Turn?
    private var animation: ScrollAnimation?
    private var pageFrame: CGRect = .zero
    /// Whether the pan under way may still start a turn (its first movement has not chosen yet).
    private var panMayStart = false

    init(owner: UIPageViewController) {
        self.owner = owner
        tap.turner = self
        pan.addTarget(self, action: PageCurlTurner.panned, actionName: "_handlePanGesture:")
        tap.addTarget(self, action: PageCurlTurner.tapped, actionName: "_handleTapGesture:")
    }

    var recognizers: [UIGestureRecognizer] { [pan, tap] }
    var isTurning: Bool { turn != nil }
    private var horizontal: Bool { owner.navigationOrientation == .horizontal }
    private var length: CGFloat { horizontal ? pageFrame.width : pageFrame.height }

    func install(in view: UIView) {
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
    }

    func layOut(in frame: CGRect) {
        pageFrame = frame
        if let turn { apply(turn) } else { owner.current?.viewIfLoaded?.frame = frame }
    }

    func reset(showing page: UIViewController) {
        let pageView: UIView = page.view
        pageView.frame = pageFrame
        UIPageViewController.quietly(page, appeared: true) { owner.viewIfLoaded?.addSubview(pageView) }
    }

    /// Whether `point` (in the page view controller's view) is in a tap-turn zone, and which.
    func tapDirection(at point: CGPoint) -> UIPageViewController.NavigationDirection? {
        let value = horizontal ? point.x - pageFrame.minX : point.y - pageFrame.minY
        let edge = length * PagingConstants.curlTapEdgeFraction
        if value >= length - edge { return .forward }
        if value <= edge { return .reverse }
        return nil
    }

    // MARK: Gestures

    private func panned(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: owner.view), velocity = pan.velocity(in: owner.view)
        let along = horizontal ? translation.x : translation.y
        switch pan.state {
        case .began:
            panMayStart = turn == nil
            if panMayStart, along != 0 {
                panMayStart = false
                start(along < 0 ? .forward : .reverse, codeCompletion: nil)
            }
        case .changed:
            if panMayStart, along != 0 {
                panMayStart = false
                start(along < 0 ? .forward : .reverse, codeCompletion: nil)
            }
            guard var current = turn, current.codeCompletion == nil else { return }
            let signed = current.direction == .forward ? -along : along
            current.progress = min(1, max(0, signed / max(length, 1)))
            turn = current
            apply(current)
        case .ended:
            guard let current = turn, current.codeCompletion == nil else { return }
            let speed = (horizontal ? velocity.x : velocity.y) * (current.direction == .forward ? -1 : 1)
            let limit = PagingConstants.curlFlingVelocity
            let completes = current.progress >= 0.5 ? speed > -limit : speed > limit
            animate(to: completes ? 1 : 0)
        case .cancelled, .failed:
            if turn?.codeCompletion == nil, turn != nil { animate(to: 0) }
        default:
            break
        }
    }

    private func tapped(_ tap: UIGestureRecognizer) {
        guard tap.state == .ended, turn == nil, let direction = tapDirection(at: tap.location(in: owner.view)) else { return }
        if start(direction, codeCompletion: nil) { animate(to: 1) }
    }

    // MARK: Turning

    /// Starts a turn in `direction`, asking the data source; false when there is no page there.
    @discardableResult
    private func start(_ direction: UIPageViewController.NavigationDirection, codeCompletion: ((Bool) -> Void)??,
                       page given: UIViewController? = nil) -> Bool {
        guard let current = owner.current, let view = owner.viewIfLoaded else { return false }
        let found = given ?? (direction == .forward
            ? owner.dataSource?.pageViewController(owner, viewControllerAfter: current)
            : owner.dataSource?.pageViewController(owner, viewControllerBefore: current))
        guard let page = found, page !== current else { return false }
        owner.adopt(page)
        let pageView: UIView = page.view, currentView: UIView = current.view
        UIPageViewController.quietly(page, appeared: true) {
            if direction == .forward {
                view.insertSubview(pageView, belowSubview: currentView)
            } else {
                view.insertSubview(pageView, aboveSubview: currentView)
            }
        }
        let started = Turn(page: page, direction: direction, codeCompletion: codeCompletion)
        turn = started
        apply(started)
        if codeCompletion == nil { owner.delegate?.pageViewController(owner, willTransitionTo: [page]) }
        owner.beginTurnAppearance(to: page)
        return true
    }

    /// Draws `turn`: the page turning forward slides off towards the leading edge; a page
    /// turning back slides in from there.
    private func apply(_ turn: Turn) {
        func shifted(_ amount: CGFloat) -> CGRect {
            pageFrame.offsetBy(dx: horizontal ? amount : 0, dy: horizontal ? 0 : amount)
        }
        if turn.direction == .forward {
            owner.current?.viewIfLoaded?.frame = shifted(-turn.progress * length)
            turn.page.viewIfLoaded?.frame = pageFrame
        } else {
            owner.current?.viewIfLoaded?.frame = pageFrame
            turn.page.viewIfLoaded?.frame = shifted((turn.progress - 1) * length)
        }
    }

    /// Runs the rest of the turn to `goal` (1 turned, 0 back) on the application clock.
    private func animate(to goal: CGFloat) {
        guard let startTurn = turn else { return }
        let from = startTurn.progress, duration = PagingConstants.curlDuration * 1000 * Double(abs(goal - from))
        guard duration > 0, let clock = owner.viewIfLoaded?.window?.windowScene?.application?.clock else {
            return finish(completed: goal == 1)
        }
        owner.view.isUserInteractionEnabled = false
        let motion = ScrollAxisMotion.ease(from: from, to: goal, duration: duration)
        animation = ScrollAnimation(kind: .scrolling, clock: clock, step: { [weak self] elapsed in
            guard let self, var current = self.turn else { return true }
            let value = motion.value(at: elapsed)
            current.progress = value.value
            self.turn = current
            self.apply(current)
            return value.finished
        }, completion: { [weak self] in
            self?.animation = nil
            self?.finish(completed: goal == 1)
        })
    }

    private func finish(completed: Bool) {
        guard let ended = turn else { return }
        turn = nil
        owner.viewIfLoaded?.isUserInteractionEnabled = true
        if completed {
            let previous = owner.completeTurn(to: ended.page, direction: ended.direction)
            if let previous { owner.release(previous) }
            ended.page.viewIfLoaded?.frame = pageFrame
            if let codeCompletion = ended.codeCompletion {
                codeCompletion?(true)
            } else {
                owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: previous.map { [$0] } ?? [],
                                                   transitionCompleted: true)
            }
        } else {
            owner.cancelTurnAppearance(to: ended.page)
            owner.release(ended.page)
            owner.current?.viewIfLoaded?.frame = pageFrame
            guard let current = owner.current else { return }
            owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: [current],
                                               transitionCompleted: false)
        }
    }

    /// Turns to `page` from code, animated.
    func turnFromCode(to page: UIViewController, direction: UIPageViewController.NavigationDirection,
                      completion: ((Bool) -> Void)?) {
        guard start(direction, codeCompletion: .some(completion), page: page) else {
            completion?(false)
            return
        }
        animate(to: 1)
    }
}

/// The page-curl style's tap recognizer: a tap recognizer that fails at once when the finger
/// goes down away from the outer edges, so taps on the page's content reach it.
@MainActor
final class PageCurlTapGestureRecognizer: UITapGestureRecognizer {
    weak var turner: PageCurlTurner?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let turner, let view, let touch = touches.earliest, turner.tapDirection(at: touch.location(in: view)) == nil {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
