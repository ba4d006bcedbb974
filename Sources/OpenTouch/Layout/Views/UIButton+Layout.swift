import Foundation

extension UIButton {
    /// The title font of a button whose ``titleLabel`` font was not set: the 15-point system
    /// font, as UIKit's buttons use.
    static let defaultTitleFont = UIFont.systemFont(ofSize: 15)

    /// The padding UIKit puts above and below a button's title.
    static let titleVerticalPadding: CGFloat = 6

    /// ``intrinsicContentSize``: title and image side by side, each measured as drawn (the title
    /// rounded up to whole pixels), with the title's vertical padding and ``contentEdgeInsets``.
    var buttonIntrinsicContentSize: CGSize {
        let title = currentTitle ?? ""
        let image = currentImage
        guard !title.isEmpty || image != nil else { return CGSize(width: 30, height: 34) }
        var titleSize = CGSize.zero
        if !title.isEmpty {
            let font = storedTitleLabel?.font ?? UIButton.defaultTitleFont
            let measured = (title as NSString).size(withAttributes: [.font: font])
            let scale = UIScreen.main.scale
            titleSize = CGSize(width: (measured.width * scale).rounded(.up) / scale,
                               height: (measured.height * scale).rounded(.up) / scale + 2 * UIButton.titleVerticalPadding)
        }
        let imageSize = image?.size ?? .zero
        let insets = contentEdgeInsets
        return CGSize(width: titleSize.width + imageSize.width + insets.left + insets.right,
                      height: max(titleSize.height, imageSize.height) + insets.top + insets.bottom)
    }
}
