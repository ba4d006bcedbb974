import Foundation

extension UIImage {
    /// A copy with `change` applied; the drawing, if any, is kept.
    func variant(_ change: (inout Properties) -> Void) -> UIImage {
        var properties = self.properties
        change(&properties)
        return UIImage(properties: properties)
    }

    /// The same image with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        variant { $0.renderingMode = renderingMode }
    }

    /// The same image drawn in `color`, keeping its rendering mode: a symbol always shows in that
    /// color, and a bitmap image is filled with it where it is opaque (UIKit draws the color with
    /// the image as a mask).
    public func withTintColor(_ color: UIColor) -> UIImage {
        variant { $0.tintColor = color }
    }

    /// The same image drawn in `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        variant {
            $0.tintColor = color
            $0.renderingMode = renderingMode
        }
    }

    /// A resizable version whose interior tiles between `capInsets` (UIKit's default mode).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable version whose interior fills by `resizingMode` between `capInsets`. Negative
    /// or non-finite insets are taken as 0.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let insets = UIEdgeInsets(top: clean(capInsets.top), left: clean(capInsets.left),
                                  bottom: clean(capInsets.bottom), right: clean(capInsets.right))
        return variant {
            $0.capInsets = insets
            $0.resizingMode = resizingMode
        }
    }

    /// The same image with `configuration` instead of its own; a symbol image is resized by it.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        variant { properties in
            properties.configuration = configuration
            if case .symbol = properties.source {
                let scale = UIImage.displayScale(for: configuration.traitCollection)
                properties.scale = scale
                properties.storedSize = UIImage.symbolSize(configuration: configuration, scale: scale)
            }
        }
    }

    /// A symbol image with `configuration` laid over its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let merged = symbolConfiguration?.applying(configuration) ?? configuration
        return withConfiguration(merged)
    }

    /// The same image flipped horizontally for display (its orientation's mirror image).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        variant { $0.orientation = $0.orientation.horizontallyFlipped }
    }
}
