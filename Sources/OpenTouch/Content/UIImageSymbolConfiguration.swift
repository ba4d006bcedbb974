import Foundation

/// How a symbol image is sized and weighted, as UIKit's `UIImage.SymbolConfiguration`.
///
/// A symbol's text size is the configuration's point size, else its font's size, else its text
/// style's preferred size, else 17 pt (body at Large); see ``UIImage`` for the size that gives.
/// Values left unset are taken from configurations applied under it.
open class UIImageSymbolConfiguration: UIImageConfiguration, @unchecked Sendable {
    /// The text size in points, if set.
    let pointSize: CGFloat?
    /// The stroke weight, if set.
    let weight: UIImage.SymbolWeight?
    /// The scale, if set.
    let scale: UIImage.SymbolScale?
    /// The text style the size follows, if set.
    let textStyle: UIFont.TextStyle?
    /// The font the size and weight follow, if set.
    let font: UIFont?

    init(traitCollection: UITraitCollection? = nil, pointSize: CGFloat? = nil, weight: UIImage.SymbolWeight? = nil,
         scale: UIImage.SymbolScale? = nil, textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil) {
        self.pointSize = pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.weight = weight == .unspecified ? nil : weight
        self.scale = scale == .unspecified ? nil : scale
        self.textStyle = textStyle
        self.font = font
        super.init(traitCollection: traitCollection)
    }

    /// A configuration for `pointSize`-point text (sizes that are not positive and finite are ignored).
    public convenience init(pointSize: CGFloat) {
        self.init(traitCollection: nil, pointSize: pointSize)
    }

    /// A configuration for `pointSize`-point text of `weight`.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
        self.init(traitCollection: nil, pointSize: pointSize, weight: weight)
    }

    /// A configuration for `pointSize`-point text of `weight`, at `scale`.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
        self.init(traitCollection: nil, pointSize: pointSize, weight: weight, scale: scale)
    }

    /// A configuration that matches text of `textStyle`.
    public convenience init(textStyle: UIFont.TextStyle) {
        self.init(traitCollection: nil, textStyle: textStyle)
    }

    /// A configuration that matches text of `textStyle`, at `scale`.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
        self.init(traitCollection: nil, scale: scale, textStyle: textStyle)
    }

    /// A configuration that matches text in `font`.
    public convenience init(font: UIFont) {
        self.init(traitCollection: nil, font: font)
    }

    /// A configuration that matches text in `font`, at `scale`.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
        self.init(traitCollection: nil, scale: scale, font: font)
    }

    /// A configuration that sets only the weight.
    public convenience init(weight: UIImage.SymbolWeight) {
        self.init(traitCollection: nil, weight: weight)
    }

    /// A configuration that sets only the scale.
    public convenience init(scale: UIImage.SymbolScale) {
        self.init(traitCollection: nil, scale: scale)
    }

    /// A configuration that sets nothing.
    open class var unspecified: UIImageSymbolConfiguration { UIImageSymbolConfiguration(traitCollection: nil) }

    /// The same configuration without its scale.
    open func configurationWithoutScale() -> Self {
        (copy(droppingScale: true) as? Self) ?? self
    }

    /// The same configuration without its weight.
    open func configurationWithoutWeight() -> Self {
        (copy(droppingWeight: true) as? Self) ?? self
    }

    /// The same configuration without its point size and weight.
    open func configurationWithoutPointSizeAndWeight() -> Self {
        (copy(droppingPointSize: true, droppingWeight: true) as? Self) ?? self
    }

    /// The same configuration without its text style.
    open func configurationWithoutTextStyle() -> Self {
        (copy(droppingTextStyle: true) as? Self) ?? self
    }

    /// The resolved text size: point size, else font size, else the text style's size, else 17.
    var resolvedPointSize: CGFloat {
        if let pointSize { return pointSize }
        if let font { return font.pointSize }
        if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection).pointSize }
        return ViewConstants.defaultSymbolPointSize
    }

    /// A copy without the values marked.
    private func copy(droppingPointSize: Bool = false, droppingWeight: Bool = false, droppingScale: Bool = false,
                      droppingTextStyle: Bool = false) -> UIImageSymbolConfiguration {
        UIImageSymbolConfiguration(traitCollection: traitCollection, pointSize: droppingPointSize ? nil : pointSize,
                                   weight: droppingWeight ? nil : weight, scale: droppingScale ? nil : scale,
                                   textStyle: droppingTextStyle ? nil : textStyle, font: font)
    }

    override func replacingTraits(with traitCollection: UITraitCollection?) -> UIImageConfiguration {
        UIImageSymbolConfiguration(traitCollection: traitCollection, pointSize: pointSize, weight: weight,
                                   scale: scale, textStyle: textStyle, font: font)
    }

    override func merged(with other: UIImageConfiguration) -> UIImageConfiguration {
        guard let other = other as? UIImageSymbolConfiguration else {
            return replacingTraits(with: other.traitCollection ?? traitCollection)
        }
        // A size source set on top replaces every size source below it.
        let sizes = other.pointSize != nil || other.font != nil || other.textStyle != nil ? other : self
        return UIImageSymbolConfiguration(traitCollection: other.traitCollection ?? traitCollection,
                                          pointSize: sizes.pointSize, weight: other.weight ?? weight,
                                          scale: other.scale ?? scale, textStyle: sizes.textStyle, font: sizes.font)
    }

    override func hasSameValues(as other: UIImageConfiguration) -> Bool {
        guard let other = other as? UIImageSymbolConfiguration else { return false }
        return traitCollection == other.traitCollection && pointSize == other.pointSize && weight == other.weight
            && scale == other.scale && textStyle == other.textStyle && font == other.font
    }

    /// `<UIImageSymbolConfiguration pointSize=…, weight=…, scale=…>` with the values that are set.
    open override var description: String {
        var parts: [String] = []
        if let pointSize { parts.append("pointSize=\(UIKitFormat.number(pointSize))") }
        if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
        if let font { parts.append("font=\(font.fontName) \(UIKitFormat.number(font.pointSize))") }
        if let weight { parts.append("weight=\(weight)") }
        if let scale { parts.append("scale=\(scale)") }
        return "<UIImageSymbolConfiguration" + (parts.isEmpty ? "" : " " + parts.joined(separator: ", ")) + ">"
    }
}
