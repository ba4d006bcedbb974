import Foundation

/// The lifted preview of a context menu (UIKit's private class of this name): a copy of the
/// previewed view's look (size, background colour, corner radius; OpenTouch cannot snapshot
/// rendering), or the preview controller's view, scaled by ``MenuConstants/previewLiftScale``.
final class _UIMorphingPlatterView: UIView {}

/// Makes a context menu's preview platter and its frame in the window.
@MainActor
enum ContextMenuPlatter {
    static func make(for preview: UITargetedPreview, controller: UIViewController?,
                     in window: UIWindow) -> (view: UIView, frame: CGRect) {
        let source = preview.view
        var size = source.bounds.size
        if let controller, controller.preferredContentSize != .zero { size = controller.preferredContentSize }
        let centre = preview.target.container.convert(preview.target.center, to: window)
        let platter = _UIMorphingPlatterView(frame: CGRect(x: centre.x - size.width / 2, y: centre.y - size.height / 2,
                                                           width: size.width, height: size.height))
        platter.layer.cornerRadius = source.layer.cornerRadius
        platter.clipsToBounds = true
        if let controller {
            let content: UIView = controller.view
            content.frame = platter.bounds
            platter.addSubview(content)
        } else {
            platter.backgroundColor = preview.parameters.backgroundColor ?? source.backgroundColor
        }
        let scale = MenuConstants.previewLiftScale
        platter.transform = preview.target.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let frame = platter.frame
        return (platter, frame)
    }
}
