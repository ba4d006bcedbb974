import Foundation

/// A view that shows an image, or a sequence of images, as UIKit's `UIImageView`.
///
/// Like UIKit's, an image view has ``UIView/isUserInteractionEnabled`` false by default, so a
/// gesture recognizer on it does nothing until the flag is set. ``init(image:)`` sizes the view
/// to the image; setting ``image`` later does not resize it. ``intrinsicContentSize`` is the
/// image's size. OpenTouch draws nothing: ``displayedImage`` and ``displayedTintColor`` tell what
/// the view shows and in which color a template image is drawn.
@preconcurrency @MainActor
open class UIImageView: UIView {
    // Hit testing treats this exact class as keeping UIView's hitTest/point(inside:) (see
    // HitTestClass.init): overriding either here means removing it from that list.
    /// The image shown when not highlighted (and when not animating).
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The image shown while highlighted; nil shows ``image``.
    open var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image and animation; false by default.
    open var isHighlighted = false
    /// The frames of the animation ``startAnimating()`` runs.
    open var animationImages: [UIImage]? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The frames of the animation while highlighted; nil uses ``animationImages``.
    open var highlightedAnimationImages: [UIImage]?
    /// The time one cycle of the animation takes; 0 (the default) gives each frame 1/30 s.
    open var animationDuration: TimeInterval = 0
    /// How many cycles the animation runs; 0 (the default) repeats it forever.
    open var animationRepeatCount = 0
    /// A symbol configuration laid over symbol images' own when they are shown; nil by default.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The running animation: when it started on which clock (nil when the view was not in a
    /// window of an application, so its frames cannot advance).
    var animationRun: (clock: (any EventClock)?, start: TimeInterval)?

    /// Creates an image view sized to `image` (zero size without one), at the origin.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        storedIsUserInteractionEnabled = false
    }

    /// Creates an image view sized to `image`, with a highlighted image.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        storedIsUserInteractionEnabled = false
    }

    /// Creates an empty image view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        storedIsUserInteractionEnabled = false
    }

    /// Creates an image view from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedIsUserInteractionEnabled = false
    }

    // MARK: Animation

    /// Starts cycling through ``animationImages`` (does nothing without any). In a window of an
    /// application, frames advance on the application's clock and a finite
    /// ``animationRepeatCount`` ends the animation; elsewhere it only records that it animates.
    open func startAnimating() {
        guard let frames = animationImages, !frames.isEmpty, animationRun == nil || !isAnimating else { return }
        let clock = window?.windowScene?.application?.clock
        animationRun = (clock, clock?.now ?? 0)
    }

    /// Stops the animation; the view shows ``image`` again.
    open func stopAnimating() {
        animationRun = nil
    }

    /// Whether the animation runs: started, not stopped, and (with a repeat count, on a clock)
    /// not yet through its cycles.
    open var isAnimating: Bool {
        guard let run = animationRun else { return false }
        guard let clock = run.clock, animationRepeatCount > 0 else { return true }
        return clock.now < run.start + cycleDuration * TimeInterval(animationRepeatCount)
    }

    // MARK: Sizing

    /// The size of the image shown at rest (the first animation frame when there is no image),
    /// or ``UIView/noIntrinsicMetric`` for both dimensions with neither.
    open override var intrinsicContentSize: CGSize {
        restingImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size of the image shown at rest; zero with none.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        restingImage?.size ?? .zero
    }

    // MARK: Accessibility

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
}
