import Foundation
import OpenTouch

/// A `UIPageControl`: a row of dots centred in the bounds (or a column, for a vertical
/// direction), the current page's in the current-page tint (the label colour by default), the
/// others in the page tint (a translucent grey by default).
@MainActor
enum PageControlPainter {
    static func paint(_ control: UIPageControl, _ context: PaintContext) {
        let pages = control.numberOfPages
        guard pages > 0, !(control.hidesForSinglePage && pages == 1) else { return }
        let bounds = context.bounds
        let diameter = ControlConstants.pageIndicatorDiameter
        let pitch = diameter + ControlConstants.pageIndicatorSpacing
        let vertical = control.direction == .topToBottom || control.direction == .bottomToTop
        let reversed = control.direction == .rightToLeft || control.direction == .bottomToTop
        let length = CGFloat(pages) * diameter + CGFloat(pages - 1) * ControlConstants.pageIndicatorSpacing
        let start = ((vertical ? bounds.height : bounds.width) - length) / 2 + diameter / 2
        let current = control.currentPageIndicatorTintColor?.render(for: control) ?? UIColor.label.render(for: control)
        let other = control.pageIndicatorTintColor?.render(for: control) ?? UIColor.tertiaryLabel.render(for: control)
        for page in 0..<pages {
            let along = start + CGFloat(reversed ? pages - 1 - page : page) * pitch
            let center = vertical ? CGPoint(x: bounds.midX, y: bounds.minY + along)
                                  : CGPoint(x: bounds.minX + along, y: bounds.midY)
            let dot = CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
            context.fillEllipse(dot, page == control.currentPage ? current : other)
        }
    }
}
