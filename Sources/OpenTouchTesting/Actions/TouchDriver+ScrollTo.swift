import Foundation

/// Scrolling a view into reach with real finger drags, as a user would.
extension TouchDriver {
    /// Scrolls the scroll views that enclose the view (outermost first) with finger drags until
    /// a finger aimed at the view would reach it. Throws a ``TouchTestFailure`` when the view is
    /// hidden or in no visible window, when no scroll view encloses it, when a scroll view does
    /// not move (end of content, scrolling disabled, a finger cannot reach it), or when after
    /// scrolling another view still covers it.
    @discardableResult
    public func scrollTo(_ finder: ViewFinder, fileID: String = #fileID, filePath: String = #filePath,
                         line: Int = #line, column: Int = #column) throws -> UIView {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let action = "scrollTo(\(finder))"
        try scrollListIfNeeded(toCellOf: finder, action: action, site: site)
        let view = try resolveOnly(finder, action: action, callSite: site)
        let initial = hittability(of: view)
        switch initial {
        case .hittable: return view
        case .notInVisibleWindow, .notShown: throw fail(action, initial.description, site)
        case .offScreen, .blocked: break
        }
        let scrollViews = Array(Self.enclosingScrollViews(of: view).reversed())
        guard !scrollViews.isEmpty else {
            throw fail(action, "\(initial.description); no scroll view encloses it", site)
        }
        TouchTraceSession.current?.noteAction(action, on: view, driver: self)
        for _ in 0..<Self.maximumScrollDrags where !isHittable(view) {
            guard let (scrollView, delta) = Self.nextScroll(toShow: view, in: scrollViews) else { break }
            let before = scrollView.contentOffset
            try scrollDrag(scrollView, by: delta, action: action, site: site)
            guard scrollView.contentOffset != before else {
                throw fail(action, Self.stuckReason(scrollView, delta: delta, targetName: TraceName(view).short), site)
            }
        }
        let final = hittability(of: view)
        guard final.isHittable else { throw fail(action, "after scrolling, \(final.description)", site) }
        return view
    }

    static let maximumScrollDrags = 40

    /// The outermost scroll view that does not yet show the view, and how far its content
    /// offset must move to show it with a small margin.
    private static func nextScroll(toShow view: UIView, in scrollViews: [UIScrollView]) -> (UIScrollView, CGVector)? {
        for scrollView in scrollViews {
            let visible = visibleRect(of: scrollView)
            let target = view.convert(view.bounds, to: scrollView)
            let dx = axisDelta(target.minX, target.maxX, visible.minX, visible.maxX)
            let dy = axisDelta(target.minY, target.maxY, visible.minY, visible.maxY)
            if abs(dx) >= 0.5 || abs(dy) >= 0.5 { return (scrollView, CGVector(dx: dx, dy: dy)) }
        }
        return nil
    }

    /// The part of the scroll view's bounds that its window shows.
    static func visibleRect(of scrollView: UIScrollView) -> CGRect {
        guard let window = scrollView.window else { return scrollView.bounds }
        let windowArea = scrollView.convert(window.bounds, from: window)
        let visible = scrollView.bounds.intersection(windowArea)
        return visible.isNull ? scrollView.bounds : visible
    }

    /// How far to move along one axis so that `tMin…tMax` lies within `vMin…vMax` (with a small
    /// margin when it fits; centered when it is larger); zero when it already lies within.
    static func axisDelta(_ tMin: CGFloat, _ tMax: CGFloat, _ vMin: CGFloat, _ vMax: CGFloat) -> CGFloat {
        if tMin >= vMin && tMax <= vMax { return 0 }
        if tMax - tMin > vMax - vMin { return (tMin + tMax) / 2 - (vMin + vMax) / 2 }
        let margin = min(8, ((vMax - vMin) - (tMax - tMin)) / 2)
        return tMin < vMin ? tMin - (vMin + margin) : tMax - (vMax - margin)
    }

    /// One finger drag across the scroll view's visible part that moves its content by about
    /// `delta` (at most most of a screenful), held still before lifting so it does not fling.
    func scrollDrag(_ scrollView: UIScrollView, by delta: CGVector, action: String, site: CallSite) throws {
        let visible = screenRect(of: scrollView, Self.visibleRect(of: scrollView))
        let limitX = max(visible.width - 40, 20), limitY = max(visible.height - 40, 20)
        let hysteresis = GestureConstants.panHysteresis
        func finger(_ delta: CGFloat, _ limit: CGFloat) -> CGFloat {
            delta == 0 ? 0 : -min(max(delta + (delta > 0 ? hysteresis : -hysteresis), -limit), limit)
        }
        let move = CGVector(dx: finger(delta.dx, limitX), dy: finger(delta.dy, limitY))
        let start = CGPoint(x: visible.midX - move.dx / 2, y: visible.midY - move.dy / 2)
        let hit = hitView(atScreenPoint: start)
        guard let hit, hit === scrollView || hit.isDescendant(of: scrollView) else {
            let chosen = hit.map { TraceName($0).short } ?? "no view"
            throw fail(action, "cannot put a finger on \(TraceName(scrollView).short): hit testing at "
                       + "\(Self.format(start)) chose \(chosen)", site)
        }
        let finger = down(at: start)
        glide(finger, to: CGPoint(x: start.x + move.dx, y: start.y + move.dy), duration: 0.4, steps: 12)
        wait(0.2)
        up(finger)
        var settle = 0
        while scrollView.isDecelerating, settle < 50 {
            wait(0.1)
            settle += 1
        }
    }

    static func stuckReason(_ scrollView: UIScrollView, delta: CGVector, targetName: String) -> String {
        var reason = "\(TraceName(scrollView).short) did not scroll toward \(targetName) "
            + "(needed \(format(delta.dx)), \(format(delta.dy)) more): contentOffset stays at "
            + "\(format(scrollView.contentOffset)), contentSize \(format(scrollView.contentSize.width)) x "
            + "\(format(scrollView.contentSize.height)), bounds \(format(scrollView.bounds))"
        if !scrollView.isScrollEnabled { reason += ", isScrollEnabled = false" }
        if !scrollView.isUserInteractionEnabled { reason += ", isUserInteractionEnabled = false" }
        return reason
    }
}
