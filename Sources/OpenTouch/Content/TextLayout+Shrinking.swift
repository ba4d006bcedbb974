import Foundation

extension TextLayout {
    /// Whether every line fits its width and no text was left out.
    var fits: Bool {
        !isTruncated && lines.allSatisfy { line in line.available.map { line.width <= $0 + 1e-9 } ?? true }
    }

    /// The largest factor between `minimumScale` and 1 by which the fonts of `glyphs` can be
    /// scaled so that the text fits under `options` (to 1/1000); 1 when it fits as it is or when
    /// `minimumScale` is not below 1 (0, negative or not finite: no shrinking), and
    /// `minimumScale` when even that does not fit.
    static func shrinkFactor(for glyphs: [TextGlyph], options: Options, minimumScale: CGFloat) -> CGFloat {
        guard minimumScale.isFinite, minimumScale > 0, minimumScale < 1 else { return 1 }
        func fits(_ factor: CGFloat) -> Bool {
            TextLayout(glyphs: glyphs.map { $0.scaled(by: factor) }, options: options).fits
        }
        if TextLayout(glyphs: glyphs, options: options).fits { return 1 }
        guard fits(minimumScale) else { return minimumScale }
        var low = minimumScale
        var high: CGFloat = 1
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }
}
