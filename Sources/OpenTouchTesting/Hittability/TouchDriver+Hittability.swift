import Foundation

/// Whether a finger aimed at a view would reach it, answered without touching.
extension TouchDriver {
    /// Whether a finger aimed at the center of `view` (or `point` in its coordinates) would
    /// reach it: it is in a visible window, shown, on screen, and hit testing there chooses it
    /// or one of its subviews.
    public func isHittable(_ view: UIView, at point: CGPoint? = nil) -> Bool {
        hittability(of: view, at: point).isHittable
    }

    /// Whether the frontmost shown view matching `finder` is hittable; false when none matches.
    public func isHittable(_ finder: ViewFinder) -> Bool {
        guard let view = all(finder).first else { return false }
        return isHittable(view)
    }

    /// Whether a finger aimed at the center of `view` (or `point` in its coordinates) would
    /// reach it, and when not, why: the window, the hiding ancestor, the scroll view that holds
    /// it off screen, or the view hit testing chose instead and why that one covers it.
    public func hittability(of view: UIView, at point: CGPoint? = nil) -> Hittability {
        let windows = visibleWindowsFrontToBack
        if let reason = windowProblem(of: view, visibleWindows: windows) {
            return .notInVisibleWindow(target: view, reason: reason)
        }
        if let reason = hidingReason(of: view) { return .notShown(target: view, reason: reason) }
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let screenPoint = screenLocation(of: view, at: local)
        if let reason = offScreenReason(of: view, at: screenPoint) {
            return .offScreen(target: view, at: screenPoint, reason: reason)
        }
        let hit = hitView(atScreenPoint: screenPoint)
        if let hit, hit === view || hit.isDescendant(of: view) || Self.touchReachesHolder(of: view, hit: hit) {
            return .hittable(target: view, at: screenPoint)
        }
        let reason = BlockReason(target: view, local: local, hit: hit).text
        return .blocked(target: view, at: screenPoint, hit: hit, reason: reason)
    }

    private func windowProblem(of view: UIView, visibleWindows: [UIWindow]) -> String? {
        guard let window = (view as? UIWindow) ?? view.window else {
            var root = view
            while let superview = root.superview { root = superview }
            return root === view ? "it is not in a window (it has no superview)"
                : "it is not in a window: its topmost ancestor \(TraceName(root).short) has no superview"
        }
        if window.isHidden {
            return "its window \(TraceName(window).short) is hidden (call makeKeyAndVisible())"
        }
        if !visibleWindows.contains(where: { $0 === window }) {
            return "its window \(TraceName(window).short) is not a visible window of this driver's application"
        }
        return nil
    }

    private func hidingReason(of view: UIView) -> String? {
        var current: UIView? = view
        while let node = current {
            if let hiding = ViewSearch.ownHiding(node) {
                return node === view ? "it is \(hiding)" : "its ancestor \(TraceName(node).short) is \(hiding)"
            }
            current = node.superview
        }
        return nil
    }

    private func offScreenReason(of view: UIView, at screenPoint: CGPoint) -> String? {
        guard let window = view.window ?? (view as? UIWindow) else { return nil }
        let windowRect = screenRect(of: window, window.bounds)
        guard !windowRect.contains(screenPoint) else { return nil }
        var reason = "that is outside its window, frame \(Self.format(windowRect))"
        if let scrollView = Self.enclosingScrollViews(of: view).first {
            reason += "; it is inside \(TraceName(scrollView).short) (contentOffset"
                + " \(Self.format(scrollView.contentOffset)), contentSize \(Self.format(scrollView.contentSize.width))"
                + " x \(Self.format(scrollView.contentSize.height))): call scrollTo(_:) first"
        } else {
            reason += "; no enclosing scroll view can bring it on screen"
        }
        return reason
    }

    /// Whether a touch aimed at `view`, a view that takes no touches itself (a label, an image
    /// view; not a control), reaches the view that holds it, as a finger on a cell's label
    /// selects the cell: `hit` is an ancestor and no view between them refuses touches.
    static func touchReachesHolder(of view: UIView, hit: UIView) -> Bool {
        guard !view.isUserInteractionEnabled, !(view is UIControl), view.isDescendant(of: hit) else { return false }
        var current = view.superview
        while let node = current, node !== hit {
            if !node.isUserInteractionEnabled { return false }
            current = node.superview
        }
        return true
    }

    /// The scroll views that contain `view`, innermost first.
    static func enclosingScrollViews(of view: UIView) -> [UIScrollView] {
        var result: [UIScrollView] = []
        var current = view.superview
        while let node = current {
            if let scrollView = node as? UIScrollView { result.append(scrollView) }
            current = node.superview
        }
        return result
    }
}
