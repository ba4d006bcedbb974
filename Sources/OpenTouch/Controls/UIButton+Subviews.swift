import Foundation

extension UIButton {
    /// The label that shows the current title, made on first use and added as a subview filling
    /// the button (it takes no touches, as labels do not). Its text and color follow
    /// ``currentTitle`` and ``currentTitleColor`` each time it is read; set its `font`, alignment
    /// or line settings freely, before or after setting a title.
    public var titleLabel: UILabel? {
        let label = storedTitleLabel ?? makeSubview(UILabel(frame: bounds))
        if storedTitleLabel == nil {
            label.textAlignment = .center
            label.font = UIButton.defaultTitleFont
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            storedTitleLabel = label
        }
        label.text = currentTitle
        label.textColor = currentTitleColor
        return label
    }

    /// The image view that shows the current image, made on first use and added as a subview
    /// filling the button; its image follows ``currentImage`` each time it is read.
    public var imageView: UIImageView? {
        let view = storedImageView ?? makeSubview(UIImageView(frame: bounds))
        if storedImageView == nil {
            view.contentMode = .center
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            storedImageView = view
        }
        view.image = currentImage
        return view
    }

    private func makeSubview<View: UIView>(_ view: View) -> View {
        addSubview(view)
        return view
    }
}
