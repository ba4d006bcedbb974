import Foundation

/// Pages as children: adding and dropping them, their appearance callbacks, the page control.
extension UIPageViewController {
    /// Whether a turn (a gesture's or an animated one from code) is under way.
    var isTurning: Bool {
        transitionStyle == .scroll ? queuingScrollView.isTurning : curl.isTurning
    }

    /// Whether the page view controller is on screen, so its pages get appearance callbacks.
    var isOnScreen: Bool {
        isViewAppeared && !(viewIfLoaded?.window?.isHidden ?? true)
    }

    /// Makes `page` a child whose appearance callbacks the page view controller sends itself.
    func adopt(_ page: UIViewController) {
        guard page.parent !== self else { return }
        addChild(page)
        page.didMove(toParent: self)
    }

    /// Drops `page` (no longer shown or queued): its view leaves and it stops being a child.
    func release(_ page: UIViewController) {
        guard page !== current else { return }
        if let pageView = page.viewIfLoaded { Self.quietly(page, appeared: false) { pageView.removeFromSuperview() } }
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.removeFromParent()
    }

    /// Runs `body`, which moves `page`'s view in or out of the window, without the appearance
    /// callbacks such a move sends on its own: the page view controller sends them itself, at
    /// the start and the end of a turn. `appeared` is whether the page is on screen after the move.
    static func quietly(_ page: UIViewController, appeared: Bool, _ body: () -> Void) {
        let saved = (page.isViewAppeared, page.pendingAppearance)
        page.isViewAppeared = appeared
        page.pendingAppearance = .none
        body()
        (page.isViewAppeared, page.pendingAppearance) = saved
    }

    /// Shows `page` at once instead of the page shown, with the appearance callbacks.
    func replace(with page: UIViewController) {
        let old = current
        guard old !== page else { return }
        let visible = isOnScreen
        if visible {
            old?.beginAppearanceTransition(false)
            page.beginAppearanceTransition(true)
        }
        current = page
        adopt(page)
        if isViewLoaded { showWithoutTransition(page) }
        if let old { release(old) }
        if visible {
            old?.endAppearanceTransition()
            page.endAppearanceTransition()
        }
    }

    /// Puts `page`'s view where the shown page goes.
    func showWithoutTransition(_ page: UIViewController) {
        adopt(page)
        if transitionStyle == .scroll {
            queuingScrollView.reset(showing: page)
        } else {
            curl.reset(showing: page)
        }
    }

    /// Lays out the scroll view (or the curl page) and the page control.
    func layoutPages() {
        guard let content = viewIfLoaded else { return }
        var pagesFrame = content.bounds
        if !pageControl.isHidden {
            let height = pageControl.size(forNumberOfPages: pageControl.numberOfPages).height
            pagesFrame.size.height -= height
            pageControl.frame = CGRect(x: 0, y: pagesFrame.maxY, width: content.bounds.width, height: height)
        }
        if transitionStyle == .scroll {
            queuingScrollView.layOut(in: pagesFrame)
        } else {
            curl.layOut(in: pagesFrame)
        }
    }

    /// Asks the data source for the page control's count and index (scroll style only).
    func updatePresentation() {
        guard transitionStyle == .scroll, let dataSource else { return }
        let count = dataSource.presentationCount(for: self)
        let wasHidden = pageControl.isHidden
        pageControl.isHidden = count <= 0
        if count > 0 {
            pageControl.numberOfPages = count
            pageControl.currentPage = dataSource.presentationIndex(for: self)
        }
        if wasHidden != pageControl.isHidden { layoutPages() }
    }

    /// A user's turn moved by one page: the page control follows.
    func advancePageControl(_ direction: NavigationDirection) {
        guard !pageControl.isHidden else { return }
        pageControl.currentPage += direction == .forward ? 1 : -1
    }

    /// A turn to `page` starts: the page coming in will appear, the shown one will disappear.
    func beginTurnAppearance(to page: UIViewController) {
        guard isOnScreen else { return }
        current?.beginAppearanceTransition(false)
        page.beginAppearanceTransition(true)
    }

    /// A turn to `page` completed: it is now the page shown.
    func completeTurn(to page: UIViewController, direction: NavigationDirection) -> UIViewController? {
        let old = current
        current = page
        old?.endAppearanceTransition()
        page.endAppearanceTransition()
        return old
    }

    /// A turn to `page` was cancelled: it disappears again and the shown page appears again.
    func cancelTurnAppearance(to page: UIViewController) {
        guard page.pendingAppearance == .appearing || current?.pendingAppearance == .disappearing else { return }
        page.pendingAppearance = .none
        current?.pendingAppearance = .none
        page.viewWillDisappear(false)
        current?.viewWillAppear(false)
        page.viewDidDisappear(false)
        current?.viewDidAppear(false)
    }
}
