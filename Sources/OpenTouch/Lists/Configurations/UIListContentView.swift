import Foundation

/// A view showing a ``UIListContentConfiguration``: an image view and up to two labels, laid out
/// with Auto Layout inside the configuration's margins, as UIKit's `UIListContentView`.
///
/// Its height follows its width and content: pin it to a cell's content view with constraints
/// (or call ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// or ``sizeThatFits(_:)``) and multi-line text wraps to the width it gets. The texts stack with
/// ``UIListContentConfiguration/textToSecondaryTextVerticalPadding`` between them, or sit side by
/// side when ``UIListContentConfiguration/prefersSideBySideTextAndSecondaryText`` is true; the
/// image and the text block are centred vertically.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown.
    private var listConfiguration: UIListContentConfiguration
    /// The label of the primary text (in the view only while there is text).
    let textLabel = UILabel()
    /// The label of the secondary text (in the view only while there is secondary text).
    let secondaryTextLabel = UILabel()
    /// The image view (in the view only while there is an image).
    let imageView = UIImageView()
    /// The constraints of the current arrangement.
    private var arrangement: [NSLayoutConstraint] = []
    /// What the current constraints were made for; nil before the first configuration.
    private var shape: ListContentShape?

    /// A guide around the primary text; nil when the configuration has no text.
    public private(set) var textLayoutGuide: UILayoutGuide?
    /// A guide around the secondary text; nil when the configuration has no secondary text.
    public private(set) var secondaryTextLayoutGuide: UILayoutGuide?
    /// A guide around the image; nil when the configuration has no image.
    public private(set) var imageLayoutGuide: UILayoutGuide?

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        apply(configuration)
    }

    /// A view from an archive, showing ``UIListContentConfiguration/cell()``; nothing is decoded.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        apply(listConfiguration)
    }

    /// The configuration shown, a ``UIListContentConfiguration``. Setting another kind of
    /// configuration reports an unsupported call and changes nothing.
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                reportUnsupportedCall("UIListContentView.configuration was given a \(type(of: newValue)); it shows only UIListContentConfiguration")
                return
            }
            apply(list)
        }
    }

    /// Whether this view can show `configuration`: true for a ``UIListContentConfiguration``.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The size the content needs at `size.width` (the height is measured, not limited).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(CGSize(width: size.width, height: 0),
                                withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// Shows `configuration`: updates the subviews and, when the arrangement changed, the
    /// constraints.
    private func apply(_ configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        let text = configuration.displayedText != nil
        let secondary = configuration.displayedSecondaryText != nil
        let image = configuration.image
        show(textLabel, text)
        show(secondaryTextLabel, secondary)
        show(imageView, image != nil)
        styleLabels(configuration)
        styleImage(configuration)
        let newShape = ListContentShape(configuration: configuration)
        if newShape != shape {
            shape = newShape
            rebuildConstraints(for: newShape)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Adds `view` as a subview when `present`, removes it otherwise.
    private func show(_ view: UIView, _ present: Bool) {
        if present, view.superview !== self {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        } else if !present, view.superview === self {
            view.removeFromSuperview()
        }
    }

    /// Gives the labels the configuration's texts and text properties.
    private func styleLabels(_ configuration: UIListContentConfiguration) {
        style(textLabel, configuration.textProperties, attributed: configuration.attributedText,
              plain: configuration.displayedText)
        style(secondaryTextLabel, configuration.secondaryTextProperties,
              attributed: configuration.secondaryAttributedText, plain: configuration.displayedSecondaryText)
    }

    /// Gives `label` the text (attributed when given) and `properties`.
    private func style(_ label: UILabel, _ properties: UIListContentConfiguration.TextProperties,
                       attributed: NSAttributedString?, plain: String?) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.alignment.labelAlignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        if let attributed { label.attributedText = attributed } else { label.text = plain }
    }

    /// Gives the image view the configuration's image and image properties.
    private func styleImage(_ configuration: UIListContentConfiguration) {
        let properties = configuration.imageProperties
        imageView.image = configuration.image
        imageView.contentMode = .scaleAspectFit
        imageView.preferredSymbolConfiguration = properties.preferredSymbolConfiguration
        let customTint = properties.tintColor != nil || properties.tintColorTransformer != nil
        imageView.tintColor = customTint ? properties.resolvedTintColor(for: tintColor) : nil
        imageView.layer.cornerRadius = properties.cornerRadius
        imageView.clipsToBounds = properties.cornerRadius > 0
    }

    /// Replaces the constraints and layout guides with those of `shape`.
    private func rebuildConstraints(for shape: ListContentShape) {
        NSLayoutConstraint.deactivate(arrangement)
        for guide in [textLayoutGuide, secondaryTextLayoutGuide, imageLayoutGuide].compactMap({ $0 }) {
            removeLayoutGuide(guide)
        }
        textLayoutGuide = shape.hasText ? guide(around: textLabel, named: "text") : nil
        secondaryTextLayoutGuide = shape.hasSecondaryText ? guide(around: secondaryTextLabel, named: "secondaryText") : nil
        imageLayoutGuide = shape.imageSize != nil ? guide(around: imageView, named: "image") : nil
        arrangement = ListContentLayout(view: self, shape: shape).constraints()
        arrangement += guideConstraints()
        NSLayoutConstraint.activate(arrangement)
    }

    /// A new layout guide in this view named `name`, to be pinned to `view`.
    private func guide(around view: UIView, named name: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UIListContentView.\(name)"
        addLayoutGuide(guide)
        return guide
    }

    /// The constraints pinning each layout guide to its view's edges.
    private func guideConstraints() -> [NSLayoutConstraint] {
        let pairs: [(UILayoutGuide?, UIView)] = [(textLayoutGuide, textLabel),
                                                 (secondaryTextLayoutGuide, secondaryTextLabel),
                                                 (imageLayoutGuide, imageView)]
        return pairs.flatMap { guide, view -> [NSLayoutConstraint] in
            guard let guide else { return [] }
            return [guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    guide.topAnchor.constraint(equalTo: view.topAnchor),
                    guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        }
    }
}
