import Foundation

extension UIListContentConfiguration {
    /// How a list content view draws its image.
    public struct ImageProperties: Hashable, @unchecked Sendable {
        /// A value of ``reservedLayoutSize`` that asks for the system's standard size for the
        /// list style (on either axis).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The symbol configuration given to the image view; nil by default.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The image's tint colour; nil uses the view's inherited tint. Setting it keeps it
        /// through ``UIListContentConfiguration/updated(for:)``.
        public var tintColor: UIColor? {
            get { storedTintColor }
            set { storedTintColor = newValue; tintColorIsCustom = true }
        }
        /// A transformer applied to the tint colour; nil by default.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The corner radius of the image view; 0 by default.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at, keeping its aspect ratio; `.zero` (no limit) by
        /// default, and a zero axis means no limit on that axis.
        public var maximumSize = CGSize.zero
        /// The size the layout reserves for the image, centred in it, so that texts of rows with
        /// images of different widths line up; `.zero` (the image's own size) by default.
        public var reservedLayoutSize = CGSize.zero
        /// Whether the image ignores inverted colours; kept only (false by default).
        public var accessibilityIgnoresInvertColors = false

        /// The tint before the transformer.
        private var storedTintColor: UIColor?
        /// Whether the app set ``tintColor``.
        private(set) var tintColorIsCustom = false

        /// Default properties.
        init() {}

        /// The tint shown: ``tintColor`` (or `tintColor` when nil) through ``tintColorTransformer``.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = storedTintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }

        /// Sets the tint as a system default, which later state updates may change again.
        mutating func setDefaultTintColor(_ color: UIColor?) {
            guard !tintColorIsCustom else { return }
            storedTintColor = color
        }

        /// The size the image is shown at: its size scaled down to fit ``maximumSize``.
        func displaySize(of image: UIImage) -> CGSize {
            let size = image.size
            guard size.width > 0, size.height > 0 else { return .zero }
            var scale: CGFloat = 1
            if maximumSize.width > 0 { scale = min(scale, maximumSize.width / size.width) }
            if maximumSize.height > 0 { scale = min(scale, maximumSize.height / size.height) }
            return CGSize(width: size.width * scale, height: size.height * scale)
        }

        /// The size the layout gives the image: ``reservedLayoutSize`` on each axis where it is
        /// larger than the shown size (``standardDimension`` meaning `standard`).
        func layoutSize(of image: UIImage, standard: CGFloat) -> CGSize {
            let shown = displaySize(of: image)
            func reserved(_ value: CGFloat) -> CGFloat { value == Self.standardDimension ? standard : value }
            return CGSize(width: max(shown.width, reserved(reservedLayoutSize.width)),
                          height: max(shown.height, reserved(reservedLayoutSize.height)))
        }
    }
}
