import Foundation

// UIKit's string measuring (NSString(UIKitAdditions), NSAttributedString(UIKitAdditions)), with
// OpenTouch's text metric (see <doc:TextMeasurement>). Sizes are fractional, as in UIKit: round
// them up (`ceil`) before sizing views with them.

extension NSString {
    /// The size of the string drawn with `attrs` (Helvetica 12 pt without a font): its lines,
    /// broken only at newlines.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringMeasurer.boundingRect(of: NSAttributedString(string: self as String, attributes: attrs),
                                    size: .zero, options: .usesLineFragmentOrigin, context: nil).size
    }

    /// The rectangle the string occupies when drawn with `attributes` in `size`.
    ///
    /// With `.usesLineFragmentOrigin` the text wraps to `size.width` and keeps the lines that fit
    /// in `size.height` (one at least); a dimension of 0, negative or not finite is unlimited.
    /// The rectangle starts at (0, 0) and is as wide as the widest line. Without it, only the
    /// first line is measured, unwrapped, and the rectangle's origin is on its baseline
    /// (y = −ascender). A `context` with a ``NSStringDrawingContext/minimumScaleFactor`` below 1
    /// lets the text shrink to fit and reports the scale used.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        StringMeasurer.boundingRect(of: NSAttributedString(string: self as String, attributes: attributes),
                                    size: size, options: options, context: context)
    }
}

extension String {
    /// The size of the string drawn with `attrs`; see `NSString.size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// The rectangle the string occupies when drawn with `attributes` in `size`; see
    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size of the attributed string: its lines, broken only at newlines.
    public func size() -> CGSize {
        StringMeasurer.boundingRect(of: self, size: .zero, options: .usesLineFragmentOrigin, context: nil).size
    }

    /// The rectangle the attributed string occupies in `size`; see
    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        StringMeasurer.boundingRect(of: self, size: size, options: options, context: context)
    }
}

/// The measuring behind the string extensions.
enum StringMeasurer {
    /// UIKit's font for text without one: Helvetica 12 pt.
    static let defaultFont = UIFont(spec: FontSpec.named("Helvetica", size: 12))

    /// A limit from a size dimension: nil for 0, negative or not finite.
    static func limit(_ value: CGFloat) -> CGFloat? {
        value.isFinite && value > 0 ? value : nil
    }

    static func boundingRect(of string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        var glyphs = TextGlyph.glyphs(of: string, font: defaultFont, style: nil)
        var layoutOptions = TextLayout.Options(usesFontLeading: options.contains(.usesFontLeading))
        let lineFragments = options.contains(.usesLineFragmentOrigin)
        if lineFragments {
            layoutOptions.width = limit(size.width)
            layoutOptions.maximumHeight = limit(size.height)
        } else {
            glyphs = Array(glyphs.prefix { $0.characterClass != .newline })
        }
        var factor: CGFloat = 1
        if let context {
            factor = TextLayout.shrinkFactor(for: glyphs, options: layoutOptions, minimumScale: context.minimumScaleFactor)
            if factor != 1 { glyphs = glyphs.map { $0.scaled(by: factor) } }
        }
        let layout = TextLayout(glyphs: glyphs, options: layoutOptions)
        var rect = CGRect(origin: .zero, size: layout.size)
        if !lineFragments, !glyphs.isEmpty {
            let ascender = glyphs.map(\.height).max().map { $0 * UIFont.ascenderUnits / (UIFont.ascenderUnits - UIFont.descenderUnits) } ?? 0
            rect.origin.y = -ascender
        }
        context?.actualScaleFactor = factor
        context?.totalBounds = rect
        return rect
    }
}
