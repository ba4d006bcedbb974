import Foundation
import OpenTouch

/// A `UIScrollView`'s indicators while it is dragged or decelerates: a thin dark bar along the
/// right (and bottom) edge of the visible bounds, as long and as far along as the visible part
/// is of the content.
@MainActor
enum ScrollIndicatorPainter {
    static func paint(_ scrollView: UIScrollView, _ context: PaintContext) {
        guard scrollView.isDragging || scrollView.isDecelerating else { return }
        let visible = context.bounds
        let content = scrollView.contentSize
        let color = RenderColor(white: 0, alpha: 0.35)
        let thickness: CGFloat = 3, margin: CGFloat = 3
        if scrollView.showsVerticalScrollIndicator, content.height > visible.height, visible.height > 0 {
            let length = max(36, visible.height * visible.height / content.height)
            let progress = min(max(visible.minY / (content.height - visible.height), 0), 1)
            let y = visible.minY + margin + progress * (visible.height - 2 * margin - length)
            context.fill(CGRect(x: visible.maxX - margin - thickness, y: y, width: thickness, height: length),
                         radius: Double(thickness) / 2, color)
        }
        if scrollView.showsHorizontalScrollIndicator, content.width > visible.width, visible.width > 0 {
            let length = max(36, visible.width * visible.width / content.width)
            let progress = min(max(visible.minX / (content.width - visible.width), 0), 1)
            let x = visible.minX + margin + progress * (visible.width - 2 * margin - length)
            context.fill(CGRect(x: x, y: visible.maxY - margin - thickness, width: length, height: thickness),
                         radius: Double(thickness) / 2, color)
        }
    }
}
