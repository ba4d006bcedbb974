import Foundation

/// The outcome of resolving a ``ViewFinder`` over an application's windows: the matches that are
/// shown, and the ones that are not with the reason.
@MainActor
struct ViewSearch {
    /// A matching view that is not shown, and why.
    struct Unshown {
        let view: UIView
        let reason: String
    }

    let finder: ViewFinder
    private(set) var shown: [UIView] = []
    private(set) var unshown: [Unshown] = []
    /// Every view in the visible windows, front window first, depth first (front subviews first).
    private(set) var visibleViews: [UIView] = []

    /// Searches the visible windows front to back, then the application's hidden windows.
    init(_ finder: ViewFinder, in driver: TouchDriver) {
        self.finder = finder
        let visible = driver.visibleWindowsFrontToBack
        for window in visible { visit(window, hiddenBecause: nil) }
        for window in driver.application.windows where !visible.contains(where: { $0 === window }) {
            visit(window, hiddenBecause: "its window \(TraceName(window).short) is hidden")
        }
    }

    private mutating func visit(_ view: UIView, hiddenBecause inherited: String?) {
        let reason = inherited ?? Self.ownHiding(view)
        if reason == nil { visibleViews.append(view) }
        if finder.matches(view) {
            if let reason { unshown.append(Unshown(view: view, reason: reason)) } else { shown.append(view) }
        }
        let childReason = inherited ?? Self.ownHiding(view).map { _ in
            "its ancestor \(TraceName(view).short) is \(Self.ownHiding(view)!)"
        }
        for subview in view.subviews.reversed() { visit(subview, hiddenBecause: childReason) }
    }

    /// `hidden` or `alpha 0` when the view itself is not drawn or hit.
    static func ownHiding(_ view: UIView) -> String? {
        if view.isHidden { return "hidden" }
        if view.alpha <= UIView.hitTestAlphaThreshold { return "transparent (alpha \(TouchDriver.format(view.alpha)))" }
        return nil
    }

    /// Why nothing or too much matched: what was searched and what was close.
    func report(expectingOne: Bool) -> String {
        if shown.count > 1 {
            var lines = ["\(shown.count) views match \(finder) (\(expectingOne ? "exactly one was expected" : "one"))"]
            lines += shown.prefix(8).map { "  \(TraceName($0).path)" }
            if shown.count > 8 { lines.append("  … and \(shown.count - 8) more") }
            lines.append("Narrow it, e.g. with .descendant(of: .identifier(…)), or use first(_:) or all(_:).")
            return lines.joined(separator: "\n")
        }
        var lines = ["no shown view matches \(finder) in the visible windows"]
        for miss in unshown.prefix(5) {
            lines.append("  not shown: \(TraceName(miss.view).path): \(miss.reason)")
        }
        let close = NearMatches(for: finder.rule, among: visibleViews).lines
        if !close.isEmpty {
            lines.append("Close:")
            lines += close.map { "  \($0)" }
        }
        if let list = visibleViews.first(where: { $0 is UITableView || $0 is UICollectionView }) {
            lines.append("\(TraceName(list).short) makes cells only for the rows on screen: a row further"
                         + " down has no views yet. Name it with .row(_:section:) or .item(_:section:)"
                         + " and call scrollTo(_:) first.")
        }
        return lines.joined(separator: "\n")
    }
}
