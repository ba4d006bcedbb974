import Foundation

/// A view that applies a blur or vibrancy to what is behind it, as UIKit's `UIVisualEffectView`.
///
/// Its subviews go in ``contentView``, a plain view that always fills it (flexible width and
/// height). Touches behave as in UIKit: a point inside the effect view hits the content view or
/// one of its subviews, never the effect view itself — a tap on an empty effect view hits the
/// content view, whose responder chain leads to the effect view. Adding a subview to the effect
/// view directly raises an exception in UIKit; OpenTouch keeps the subview where it was added,
/// above the content view, and reports ``InputDiagnostic/Kind/subviewAddedToVisualEffectView``.
///
/// The effect is kept, not drawn.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it fills the effect view.
    public let contentView: UIView
    /// The effect applied; nil shows the content with no effect. Setting it inside an animation
    /// block takes effect at once (nothing is drawn to animate).
    open var effect: UIVisualEffect?

    /// Creates an effect view with `effect` and a zero frame.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        installContentView()
    }

    /// Creates an effect view with no effect and the given frame.
    public override init(frame: CGRect) {
        effect = nil
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.standardized.size))
        super.init(frame: frame)
        installContentView()
    }

    /// Creates an effect view from an archive; nothing is decoded (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Reports a subview added to the effect view itself instead of its ``contentView``.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard subview !== contentView else { return }
        reportLayoutDiagnostic(InputDiagnostic(.subviewAddedToVisualEffectView,
            "\(subview) has been added as a subview to \(self). Do not add subviews directly to the "
                + "visual effect view itself, instead add them to the contentView; it was kept above the contentView"))
    }
}
