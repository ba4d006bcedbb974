import Foundation

extension UIScrollView {
    /// A guide for the scroll view's content: constraints to it set ``contentSize`` (its origin is
    /// the content's origin, its size the content size).
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = layoutGuides.first(where: { $0.kind == .scrollContent }) { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, owningView: self, identifier: "UIScrollView-contentLayoutGuide")
        writableLayout.layoutGuides.append(guide)
        return guide
    }

    /// A guide for the scroll view's frame: views constrained to it stay put while the content
    /// scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = layoutGuides.first(where: { $0.kind == .scrollFrame }) { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, owningView: self, identifier: "UIScrollView-frameLayoutGuide")
        writableLayout.layoutGuides.append(guide)
        return guide
    }
}
