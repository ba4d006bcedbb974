import Foundation

/// Cells named by index path that have no view: saying why, and scrolling their list to them.
extension TouchDriver {
    /// The lists in the visible windows that could hold the cell `target` names (inside a view
    /// matching its outer rule, when it has one).
    func lists(holding target: (indexPath: IndexPath, within: ViewFinder.Rule?), _ search: ViewSearch) -> [ListView] {
        ListView.all(in: search.visibleViews).filter { list in
            guard let outer = target.within else { return true }
            var candidate: UIView? = list.view
            while let current = candidate {
                if ViewFinder.matches(outer, current) { return true }
                candidate = current.superview
            }
            return false
        }
    }

    /// For a finder of a cell by index path that matched nothing: for each list, whether it has
    /// the index path and where it lies, or its counts; nil for other finders.
    func cellReport(_ finder: ViewFinder, _ search: ViewSearch) -> String? {
        guard let target = finder.cellIndexPath else { return nil }
        let lists = lists(holding: target, search)
        guard !lists.isEmpty else { return "no table or collection view is shown" }
        return lists.map { list in
            list.contains(target.indexPath) ? list.offScreenDescription(target.indexPath)
                : list.absenceDescription(target.indexPath)
        }.joined(separator: "\n")
    }

    /// When `finder` names a cell by index path that has no view and exactly one shown list has
    /// that index path, drags the list toward it until its cell is made and lies in the visible
    /// part (at most ``maximumScrollDrags`` drags).
    func scrollListIfNeeded(toCellOf finder: ViewFinder, action: String, site: CallSite) throws {
        guard let target = finder.cellIndexPath else { return }
        let search = ViewSearch(finder, in: self)
        guard search.shown.isEmpty else { return }
        let holders = lists(holding: target, search).filter { $0.contains(target.indexPath) }
        guard holders.count == 1, let list = holders.first else { return }
        let name = list.name(target.indexPath)
        TouchTraceSession.current?.noteAction(action, on: list.view, driver: self)
        for _ in 0..<Self.maximumScrollDrags {
            guard let frame = list.frame(of: target.indexPath) else { return }
            let visible = Self.visibleRect(of: list.view)
            let delta = CGVector(dx: Self.axisDelta(frame.minX, frame.maxX, visible.minX, visible.maxX),
                                 dy: Self.axisDelta(frame.minY, frame.maxY, visible.minY, visible.maxY))
            if abs(delta.dx) < 0.5, abs(delta.dy) < 0.5 { return }
            let before = list.view.contentOffset
            try scrollDrag(list.view, by: delta, action: action, site: site)
            application.layoutWindowsIfNeeded()
            guard list.view.contentOffset != before else {
                throw fail(action, Self.stuckReason(list.view, delta: delta, targetName: name), site)
            }
        }
        if ViewSearch(finder, in: self).shown.isEmpty {
            throw fail(action, "after \(Self.maximumScrollDrags) drags \(name) is still not on screen; "
                       + list.offScreenDescription(target.indexPath), site)
        }
    }
}
