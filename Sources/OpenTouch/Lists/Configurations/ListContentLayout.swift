import Foundation

/// What a list content view's constraints depend on: which parts are shown, how, and the spacing.
struct ListContentShape: Hashable {
    var hasText: Bool
    var hasSecondaryText: Bool
    /// The shown image size and the size reserved for it; nil without an image.
    var imageSize: (shown: CGSize, reserved: CGSize)?
    var sideBySide: Bool
    var margins: NSDirectionalEdgeInsets
    var imageToTextPadding: CGFloat
    var horizontalPadding: CGFloat
    var verticalPadding: CGFloat

    /// The shape of `configuration`.
    init(configuration: UIListContentConfiguration) {
        hasText = configuration.displayedText != nil
        hasSecondaryText = configuration.displayedSecondaryText != nil
        if let image = configuration.image {
            let properties = configuration.imageProperties
            imageSize = (properties.displaySize(of: image),
                         properties.layoutSize(of: image, standard: ListContentMetrics.standardImageDimension))
        }
        sideBySide = configuration.prefersSideBySideTextAndSecondaryText && hasText && hasSecondaryText
        margins = configuration.directionalLayoutMargins
        imageToTextPadding = configuration.imageToTextPadding
        horizontalPadding = configuration.textToSecondaryTextHorizontalPadding
        verticalPadding = configuration.textToSecondaryTextVerticalPadding
    }

    static func == (lhs: ListContentShape, rhs: ListContentShape) -> Bool {
        lhs.hasText == rhs.hasText && lhs.hasSecondaryText == rhs.hasSecondaryText
            && lhs.imageSize?.shown == rhs.imageSize?.shown && lhs.imageSize?.reserved == rhs.imageSize?.reserved
            && lhs.sideBySide == rhs.sideBySide && lhs.margins == rhs.margins
            && lhs.imageToTextPadding == rhs.imageToTextPadding && lhs.horizontalPadding == rhs.horizontalPadding
            && lhs.verticalPadding == rhs.verticalPadding
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hasText)
        hasher.combine(hasSecondaryText)
        hasher.combine(sideBySide)
        hasher.combine(margins)
    }
}

/// The constraints of a list content view of one shape: the image at the leading margin, centred
/// vertically in its reserved area; the texts after it, stacked or side by side, centred
/// vertically as a block; every part inside the margins.
@MainActor
struct ListContentLayout {
    let view: UIListContentView
    let shape: ListContentShape

    /// Every constraint of the arrangement.
    func constraints() -> [NSLayoutConstraint] {
        let margins = shape.margins
        var result = [view.heightAnchor.constraint(greaterThanOrEqualToConstant: margins.top + margins.bottom)]
        result += imageConstraints()
        let labels = [shape.hasText ? view.textLabel : nil,
                      shape.hasSecondaryText ? view.secondaryTextLabel : nil].compactMap { $0 }
        guard !labels.isEmpty else { return result }
        result += shape.sideBySide ? sideBySide() : stacked(labels)
        return result
    }

    /// Where the texts start: after the image's reserved width and padding, or at the margin.
    private var textLeading: CGFloat {
        guard let image = shape.imageSize else { return shape.margins.leading }
        return shape.margins.leading + image.reserved.width + shape.imageToTextPadding
    }

    /// The image view's size, centre and the height its reserved area needs.
    private func imageConstraints() -> [NSLayoutConstraint] {
        guard let size = shape.imageSize else { return [] }
        let image = view.imageView, margins = shape.margins
        return [image.widthAnchor.constraint(equalToConstant: size.shown.width),
                image.heightAnchor.constraint(equalToConstant: size.shown.height),
                image.centerXAnchor.constraint(equalTo: view.leadingAnchor,
                                               constant: margins.leading + size.reserved.width / 2),
                image.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                view.heightAnchor.constraint(greaterThanOrEqualToConstant: size.reserved.height + margins.top + margins.bottom)]
    }

    /// Labels one above the other, spanning the text width, the block centred vertically.
    private func stacked(_ labels: [UILabel]) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        for label in labels {
            result.append(label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: textLeading))
            result.append(label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -shape.margins.trailing))
        }
        if labels.count == 2 {
            result.append(labels[1].topAnchor.constraint(equalTo: labels[0].bottomAnchor, constant: shape.verticalPadding))
        }
        return result + centredBlock(top: labels[0], bottom: labels[labels.count - 1])
    }

    /// The text leading and the secondary text trailing, each centred vertically.
    private func sideBySide() -> [NSLayoutConstraint] {
        let text = view.textLabel, secondary = view.secondaryTextLabel, margins = shape.margins
        var result = [
            text.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: textLeading),
            secondary.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -margins.trailing),
            secondary.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: shape.horizontalPadding),
        ]
        result += centredBlock(top: text, bottom: text)
        result += centredBlock(top: secondary, bottom: secondary)
        return result
    }

    /// `top`…`bottom` centred vertically and inside the vertical margins.
    private func centredBlock(top: UILabel, bottom: UILabel) -> [NSLayoutConstraint] {
        let margins = shape.margins
        // The block sits in the middle of the area inside the margins:
        // (top.top − view.top) − margin.top == (view.bottom − bottom.bottom) − margin.bottom.
        let topGap = view.topAnchor.anchorWithOffset(to: top.topAnchor)
        let bottomGap = bottom.bottomAnchor.anchorWithOffset(to: view.bottomAnchor)
        return [top.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: margins.top),
                bottom.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -margins.bottom),
                bottomGap.constraint(equalTo: topGap, constant: margins.bottom - margins.top)]
    }
}
