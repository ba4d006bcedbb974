import Foundation

/// Where a page control's indicators are, measured along the ``UIPageControl/direction``.
extension UIPageControl {
    /// Whether the indicators run vertically (``Direction/topToBottom``, ``Direction/bottomToTop``).
    var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// The distance between the centres of two neighbouring indicators.
    static var indicatorPitch: CGFloat { ControlConstants.pageIndicatorDiameter + ControlConstants.pageIndicatorSpacing }

    /// The length `count` indicators and the spaces between them take.
    static func indicatorsLength(_ count: Int) -> CGFloat {
        guard count > 0 else { return 0 }
        return CGFloat(count) * ControlConstants.pageIndicatorDiameter
            + CGFloat(count - 1) * ControlConstants.pageIndicatorSpacing
    }

    /// How far `point` (control coordinates) is from the bounds' edge where the first page's
    /// indicator is, along the indicators.
    func layoutPosition(of point: CGPoint) -> CGFloat {
        switch direction {
        case .natural, .leftToRight: return point.x - bounds.minX
        case .rightToLeft: return bounds.maxX - point.x
        case .topToBottom: return point.y - bounds.minY
        case .bottomToTop: return bounds.maxY - point.y
        }
    }

    /// The position, along the indicators, of the centre of `page`'s indicator; the row of
    /// indicators is centred in the bounds.
    func indicatorPosition(forPage page: Int) -> CGFloat {
        let length = isVertical ? bounds.height : bounds.width
        let start = (length - Self.indicatorsLength(numberOfPages)) / 2
        return start + ControlConstants.pageIndicatorDiameter / 2 + CGFloat(page) * Self.indicatorPitch
    }

    /// The page whose indicator is nearest `position` (along the indicators); the first or last
    /// page beyond the ends; 0 without pages.
    func page(nearest position: CGFloat) -> Int {
        guard numberOfPages > 0 else { return 0 }
        let steps = ((position - indicatorPosition(forPage: 0)) / Self.indicatorPitch).rounded()
        return Int(min(max(steps, 0), CGFloat(numberOfPages - 1)))
    }
}
