import Foundation

extension UIView {
    /// The guides added to the view, in the order they were added.
    public var layoutGuides: [UILayoutGuide] { layoutState?.layoutGuides ?? [] }

    /// Adds a guide to the view; its constraints may then relate it to the view and its subviews.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard !layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView = self
        writableLayout.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide, deactivating the constraints that involve it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let index = layoutState?.layoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        deactivateConstraints { $0.involves(layoutGuide) }
        layoutState?.layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    /// The view's safe area as a guide: its bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState?.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        writableLayout.safeAreaGuide = guide
        return guide
    }

    /// The view's margins as a guide: its bounds inset by its layout margins (measured from the
    /// safe area when ``insetsLayoutMarginsFromSafeArea`` is true).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState?.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        writableLayout.marginsGuide = guide
        return guide
    }

    /// The margins guide narrowed to a comfortable reading width (at most 672 points), centered.
    public var readableContentGuide: UILayoutGuide {
        if let guide = layoutState?.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")
        writableLayout.readableGuide = guide
        return guide
    }

    /// The readable content guide's frame.
    func readableContentFrame() -> CGRect {
        let margins = bounds.inset(by: effectiveLayoutMargins())
        let width = min(margins.width, readableContentWidth)
        return CGRect(x: margins.midX - width / 2, y: margins.minY, width: max(0, width), height: margins.height)
    }
}

/// The widest the readable content guide gets, in points (UIKit's width at the default text size).
let readableContentWidth: CGFloat = 672
