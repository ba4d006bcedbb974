// OpenTouch — Graphics
//
// A recording CoreGraphics context for platforms that lack CoreGraphics: it keeps the graphics
// state and current path like CoreGraphics and records every paint operation instead of
// drawing pixels. On Apple platforms the system type is used instead.

#if !canImport(Darwin)
import Foundation

/// A drawing destination that records what is painted.
///
/// OpenTouch draws no pixels. A context keeps CoreGraphics' graphics state (transform, colours,
/// line style, alpha, blend mode, clip) and current path, and appends one ``Operation`` to
/// ``operations`` for every fill, stroke or clear, with the painted path in device
/// coordinates — so a test can assert what a `draw(_:)` method painted.
///
/// The initial transform is the identity: user space is the view's own space, origin top-left
/// and y down, as UIKit presents it to `draw(_:)` (where a real context's `ctm` also holds the
/// screen scale and a flip, which OpenTouch leaves out). Like CoreGraphics, a context is not
/// thread-safe.
public final class CGContext {
    /// The graphics state `saveGState()` saves and `restoreGState()` restores.
    struct GraphicsState {
        var ctm = CGAffineTransform.identity
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var lineDashPhase: CGFloat = 0
        var lineDashLengths: [CGFloat] = []
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var flatness: CGFloat = 0.5
        var shouldAntialias = true
        var clips: [Operation.Clip] = []
    }

    /// The size of the drawing area in device units (an OpenTouch extension).
    public let size: CGSize
    /// Every paint operation so far, oldest first (an OpenTouch extension).
    public internal(set) var operations: [Operation] = []

    var state = GraphicsState()
    var savedStates: [GraphicsState] = []
    /// The current path, in device coordinates (points are mapped through the CTM when added).
    var devicePath = CGMutablePath()

    /// Creates a recording context for a drawing area of `size` (an OpenTouch extension: real
    /// CoreGraphics contexts are bitmaps, PDFs or layers).
    public init(size: CGSize) {
        self.size = size
    }

    /// Forgets the recorded operations; the graphics state and path are kept (an OpenTouch extension).
    public func removeAllOperations() {
        operations.removeAll()
    }

    /// Pushes a copy of the graphics state; the current path is not part of it.
    public func saveGState() {
        savedStates.append(state)
    }

    /// Pops the most recently saved graphics state. Ignored when none is saved.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// Sets the colour fills use.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    /// Sets the colour strokes use.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    /// Sets the fill colour to an sRGB colour.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour to an sRGB colour.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the stroke width in user-space units (default 1).
    public func setLineWidth(_ width: CGFloat) {
        state.lineWidth = width
    }

    /// Sets how open subpaths end when stroked (default `.butt`).
    public func setLineCap(_ cap: CGLineCap) {
        state.lineCap = cap
    }

    /// Sets how stroked segments join (default `.miter`).
    public func setLineJoin(_ join: CGLineJoin) {
        state.lineJoin = join
    }

    /// Sets the limit on miter length over line width before a miter join becomes a bevel (default 10).
    public func setMiterLimit(_ limit: CGFloat) {
        state.miterLimit = limit
    }

    /// Sets the dash pattern for strokes: lengths of alternating painted and unpainted pieces,
    /// starting `phase` units into the pattern. An empty array means solid lines. Recorded only.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.lineDashPhase = phase
        state.lineDashLengths = lengths
    }

    /// Sets the opacity applied to everything painted (default 1). Recorded with each operation.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha
    }

    /// Sets how painting composites (default `.normal`). Recorded with each operation.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    /// Sets the curve-flattening accuracy used when rendering. Kept, with no effect here.
    public func setFlatness(_ flatness: CGFloat) {
        state.flatness = flatness
    }

    /// Sets whether edges are antialiased. Kept, with no effect here.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
    }
}
#endif
