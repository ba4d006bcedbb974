import Foundation

extension UIScrollView {
    /// How the safe area is added to the content inset, with UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// As ``scrollableAxes``, and vertically too in a navigation or tab bar controller.
        case automatic
        /// The safe area is added on the axes that scroll.
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// The look of the scroll indicators, with UIKit's raw values.
    public enum IndicatorStyle: Int, Sendable, Hashable {
        /// Black or white, whichever contrasts with the content.
        case `default`
        /// Black, for light content.
        case black
        /// White, for dark content.
        case white
    }
}

/// UIKit's older single indicator-insets property.
extension UIScrollView {
    /// Both indicators' insets (UIKit's pre-iOS 13 property): setting it sets
    /// ``verticalScrollIndicatorInsets`` and ``horizontalScrollIndicatorInsets``; reading it
    /// gives the vertical ones.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
}

extension UIScrollView {
    /// The safe-area insets ``contentInsetAdjustmentBehavior-swift.property`` adds to the content
    /// insets: all of them (`.always`), none (`.never`), or those of the axes that scroll — the
    /// content is taller (wider) than the bounds, or the scroll view always bounces that way.
    var safeAreaAdjustment: UIEdgeInsets {
        let safeArea = safeAreaInsets
        guard safeArea != .zero else { return .zero }
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safeArea
        case .automatic, .scrollableAxes:
            let vertical = alwaysBounceVertical || contentSize.height > bounds.height
            let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            return UIEdgeInsets(top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
                                bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
        }
    }

    /// The safe area the scroll view passes to its subviews: its own, less the edges the content
    /// insets already take in (``safeAreaAdjustment``), so that content inset for the safe area is
    /// not inset again, and a vertically scrolling list keeps only the side insets.
    var safeAreaInsetsForSubviews: UIEdgeInsets {
        let safeArea = safeAreaInsets, adjustment = safeAreaAdjustment
        return UIEdgeInsets(top: max(0, safeArea.top - adjustment.top), left: max(0, safeArea.left - adjustment.left),
                            bottom: max(0, safeArea.bottom - adjustment.bottom), right: max(0, safeArea.right - adjustment.right))
    }

    /// Something ``safeAreaAdjustment`` reads changed: the content's resting offset and the
    /// subviews' safe areas are worked out again, at the next layout pass.
    func safeAreaSharingMayHaveChanged() {
        GeometryEpoch.advance()
        guard layoutState != nil, safeAreaInsets != .zero else { return }
        markNeedsLayout()
        for subview in subviews { subview.markNeedsLayout() }
    }

    /// When the safe area's share of the insets changed since the last layout, content that was
    /// resting at its top (or left) edge moves to the new edge; content scrolled elsewhere, or
    /// being dragged or decelerating, stays where it is.
    func keepContentAtRestingEdges() {
        let adjustment = safeAreaAdjustment
        let old = laidOutSafeAreaAdjustment
        guard adjustment != old else { return }
        laidOutSafeAreaAdjustment = adjustment
        guard !isTracking, !isDecelerating, animation == nil else { return }
        var offset = contentOffset
        if offset.y == -(contentInset.top + old.top) { offset.y = -(contentInset.top + adjustment.top) }
        if offset.x == -(contentInset.left + old.left) { offset.x = -(contentInset.left + adjustment.left) }
        if offset != contentOffset { contentOffset = offset }
    }
}
