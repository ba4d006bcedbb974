import Foundation

extension UIImageView {
    /// The image the view shows now (an OpenTouch extension): while animating, the frame the
    /// clock has reached; otherwise the highlighted image when highlighted, else ``image``.
    /// Symbol images carry ``preferredSymbolConfiguration``.
    public var displayedImage: UIImage? {
        if isAnimating, let frames = currentFrames, !frames.isEmpty {
            return configured(frames[frameIndex(count: frames.count)])
        }
        let still = isHighlighted ? highlightedImage ?? image : image
        return still.map(configured)
    }

    /// The color a template image is drawn in (an OpenTouch extension): the shown image's own tint
    /// color (`withTintColor(_:)`), else the view's ``UIView/tintColor`` for template images
    /// (`.alwaysTemplate`, or symbol images in `.automatic` mode); nil for images drawn in their
    /// own colors.
    public var displayedTintColor: UIColor? {
        displayedImage?.templateTint(viewTint: tintColor)
    }

    /// The image the view has at rest, configured: ``image``, else the first animation frame.
    var restingImage: UIImage? {
        (image ?? animationImages?.first).map(configured)
    }

    /// The frames that animate now: the highlighted ones when highlighted, if any.
    private var currentFrames: [UIImage]? {
        isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
    }

    /// How long one cycle lasts: ``animationDuration``, or 1/30 s a frame when it is 0, negative
    /// or not finite.
    var cycleDuration: TimeInterval {
        if animationDuration.isFinite, animationDuration > 0 { return animationDuration }
        return TimeInterval(animationImages?.count ?? 0) * ViewConstants.animationFrameDuration
    }

    /// The frame the clock has reached: elapsed time over the frame duration, wrapping each cycle.
    private func frameIndex(count: Int) -> Int {
        guard let run = animationRun, let clock = run.clock, cycleDuration > 0 else { return 0 }
        let elapsed = max(0, clock.now - run.start)
        let position = (elapsed / cycleDuration * TimeInterval(count)).rounded(.down)
        guard position.isFinite, position < Double(Int.max) else { return 0 }
        return Int(position) % count
    }

    /// `image` with the preferred symbol configuration laid over it when it is a symbol.
    private func configured(_ image: UIImage) -> UIImage {
        guard let preferred = preferredSymbolConfiguration, image.isSymbolImage else { return image }
        return image.applyingSymbolConfiguration(preferred) ?? image
    }
}
