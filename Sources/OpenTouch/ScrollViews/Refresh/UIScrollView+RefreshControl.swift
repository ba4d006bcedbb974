import Foundation

/// The scroll view's side of ``UIRefreshControl``.
extension UIScrollView {
    /// The top inset the refresh control adds while it refreshes.
    var refreshInset: UIEdgeInsets {
        guard let inset = refreshControl?.insetContribution, inset != 0 else { return .zero }
        return UIEdgeInsets(top: inset, left: 0, bottom: 0, right: 0)
    }

    /// ``refreshControl`` changed from `old`.
    func refreshControlDidChange(from old: UIRefreshControl?) {
        guard old !== refreshControl else { return }
        old?.detach()
        refreshControl?.host?.refreshControl = nil
        refreshControl?.attach(to: self)
        safeAreaSharingMayHaveChanged()
    }
}
