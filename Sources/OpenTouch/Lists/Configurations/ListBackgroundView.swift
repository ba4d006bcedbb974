import Foundation

/// The view that shows a ``UIBackgroundConfiguration``: a fill view inset by the configuration's
/// insets (plus the superview's layout margins on the chosen edges), with its corner radius and
/// stroke, holding the visual effect, the image and the custom view in that order.
@preconcurrency @MainActor
final class ListBackgroundView: UIView {
    /// The inset area that carries the fill, corners and stroke.
    let fillView = UIView()
    /// The view of the configuration's image, when it has one.
    private let imageView = UIImageView()
    /// The view of the configuration's visual effect, when it has one.
    private var effectView: UIVisualEffectView?

    /// The configuration shown; setting it updates the view.
    var configuration = UIBackgroundConfiguration.clear() {
        didSet { apply() }
    }

    /// A background view with a clear configuration; it never takes touches.
    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(fillView)
        apply()
    }

    /// Not used: OpenTouch makes background views in code.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        addSubview(fillView)
        apply()
    }

    /// Places the fill inside the insets and its contents over the whole fill.
    override func layoutSubviews() {
        super.layoutSubviews()
        fillView.frame = bounds.inset(by: absoluteInsets())
        for view in fillView.subviews { view.frame = fillView.bounds }
    }

    /// Recolours the fill when the inherited tint changes (a nil colour is the tint).
    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    /// The configuration's insets, with the superview's margins added on the chosen edges, as
    /// left/right insets.
    private func absoluteInsets() -> UIEdgeInsets {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if let margins = superview?.directionalLayoutMargins {
            if edges.contains(.top) { insets.top += margins.top }
            if edges.contains(.leading) { insets.leading += margins.leading }
            if edges.contains(.bottom) { insets.bottom += margins.bottom }
            if edges.contains(.trailing) { insets.trailing += margins.trailing }
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                            bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// Rebuilds the fill's contents and styling from the configuration.
    private func apply() {
        fillView.layer.cornerRadius = configuration.cornerRadius
        fillView.clipsToBounds = configuration.cornerRadius > 0
        fillView.layer.borderWidth = configuration.strokeWidth
        for view in fillView.subviews { view.removeFromSuperview() }
        effectView = configuration.visualEffect.map { UIVisualEffectView(effect: $0) }
        if let effectView { fillView.addSubview(effectView) }
        if let image = configuration.image {
            imageView.image = image
            imageView.contentMode = configuration.imageContentMode
            fillView.addSubview(imageView)
        }
        if let custom = configuration.customView { fillView.addSubview(custom) }
        applyColors()
        setNeedsLayout()
    }

    /// Gives the fill and stroke their resolved colours.
    private func applyColors() {
        let tint: UIColor = tintColor ?? .tintColor
        fillView.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        fillView.layer.borderColor = configuration.strokeWidth > 0
            ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
    }
}
