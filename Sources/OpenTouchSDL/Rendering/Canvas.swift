import CSDL2Loader
import Foundation

/// Filled shapes on an SDL renderer, in a layer's own coordinates under a ``RenderTransform``.
///
/// Everything is drawn as triangles (`SDL_RenderGeometry`), which every SDL renderer, the
/// software one included, supports, so rotated and scaled layers come out right; plain
/// axis-aligned rectangles take `SDL_RenderFillRectF`. Colours blend over what is below
/// (`SDL_BLENDMODE_BLEND`). The vertex buffers are reused from shape to shape.
@MainActor
final class Canvas {
    /// The renderer drawn into; not owned.
    let renderer: OpaquePointer
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    private var outer: [(x: Double, y: Double)] = []
    private var inner: [(x: Double, y: Double)] = []
    private var clips: [SDL_Rect?] = []
    private var currentClip: SDL_Rect?

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Starts a frame: blending on, no clipping, `color` everywhere.
    func beginFrame(clearingTo color: RenderColor) {
        SDL_RenderSetClipRect(renderer, nil)
        clips.removeAll(keepingCapacity: true)
        currentClip = nil
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        let c = color.sdl
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        blendsNow = true
    }

    // MARK: Clipping

    /// Limits drawing to `rect` (window pixels) within the current clip, until ``popClip()``.
    func pushClip(_ rect: CGRect) {
        clips.append(currentClip)
        let minX = Int32(clamping: Int(floor(Double(rect.minX)).clampedToInt32))
        let minY = Int32(clamping: Int(floor(Double(rect.minY)).clampedToInt32))
        let maxX = Int32(clamping: Int(ceil(Double(rect.maxX)).clampedToInt32))
        let maxY = Int32(clamping: Int(ceil(Double(rect.maxY)).clampedToInt32))
        var clip = SDL_Rect(x: minX, y: minY, w: max(0, maxX - minX), h: max(0, maxY - minY))
        if let current = currentClip {
            let x0 = max(clip.x, current.x), y0 = max(clip.y, current.y)
            let x1 = min(clip.x + clip.w, current.x + current.w), y1 = min(clip.y + clip.h, current.y + current.h)
            clip = SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
        }
        apply(clip)
    }

    /// Restores the clip from before the matching ``pushClip(_:)``.
    func popClip() {
        guard let previous = clips.popLast() else { return }
        apply(previous)
    }

    /// The part of the output drawing can reach now (the clip, or the whole output), in pixels.
    var visibleRect: CGRect {
        if let currentClip {
            return CGRect(x: Int(currentClip.x), y: Int(currentClip.y), width: Int(currentClip.w), height: Int(currentClip.h))
        }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return CGRect(x: 0, y: 0, width: Int(width), height: Int(height))
    }

    /// Whether the current clip leaves nothing to draw.
    var isClippedAway: Bool {
        guard let currentClip else { return false }
        return currentClip.w <= 0 || currentClip.h <= 0
    }

    private func apply(_ clip: SDL_Rect?) {
        currentClip = clip
        if var clip {
            // SDL treats an empty clip rectangle as "no clipping": keep a one-pixel one off screen.
            if clip.w <= 0 || clip.h <= 0 { clip = SDL_Rect(x: -10, y: -10, w: 1, h: 1) }
            SDL_RenderSetClipRect(renderer, &clip)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    // MARK: Shapes

    /// Fills `rect` with rounded corners.
    func fillRoundedRect(_ rect: CGRect, radii: CornerRadii = .zero, transform: RenderTransform, color: RenderColor) {
        guard color.isVisible, rect.width > 0, rect.height > 0, transform.isFinite, !isClippedAway else { return }
        let radii = radii.clamped(to: rect)
        if radii.isZero, transform.isAxisAligned {
            let box = transform.boundingBox(of: rect)
            var frect = SDL_FRect(x: Float(box.minX), y: Float(box.minY), w: Float(box.width), h: Float(box.height))
            setDrawColor(color)
            SDL_RenderFillRectF(renderer, &frect)
            return
        }
        let segments = Self.segments(for: radii.maximum * transform.averageScale)
        Self.outline(of: rect, radii: radii, segments: segments, transform: transform, into: &outer)
        let center = transform.apply(Double(rect.midX), Double(rect.midY))
        fillFan(center: center, around: outer, color: color)
    }

    /// Fills the ellipse inscribed in `rect`.
    func fillEllipse(_ rect: CGRect, transform: RenderTransform, color: RenderColor) {
        let radius = Double(min(rect.width, rect.height)) / 2
        guard rect.width == rect.height else {
            // An ellipse: a circle in a unit square, stretched.
            let stretch = transform.concatenating(.translation(Double(rect.minX), Double(rect.minY)))
                .concatenating(.scale(Double(rect.width), Double(rect.height)))
            return fillRoundedRect(CGRect(x: 0, y: 0, width: 1, height: 1), radii: CornerRadii(0.5),
                                   transform: stretch, color: color)
        }
        fillRoundedRect(rect, radii: CornerRadii(radius), transform: transform, color: color)
    }

    /// Draws a band `width` wide just inside the rounded outline of `rect` (a Core Animation border).
    func strokeRoundedRect(_ rect: CGRect, radii: CornerRadii = .zero, width: Double, transform: RenderTransform,
                           color: RenderColor) {
        guard color.isVisible, width > 0, rect.width > 0, rect.height > 0, transform.isFinite, !isClippedAway else { return }
        let w = min(width, Double(min(rect.width, rect.height)) / 2)
        let radii = radii.clamped(to: rect)
        let innerRect = rect.insetBy(dx: w, dy: w)
        let segments = Self.segments(for: radii.maximum * transform.averageScale)
        Self.outline(of: rect, radii: radii, segments: segments, transform: transform, into: &outer)
        Self.outline(of: innerRect, radii: radii.inset(by: w), segments: segments, transform: transform, into: &inner)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        let c = color.sdl
        let count = outer.count
        for i in 0..<count {
            vertices.append(Self.vertex(outer[i], c))
            vertices.append(Self.vertex(inner[i], c))
        }
        for i in 0..<count {
            let j = (i + 1) % count
            let o0 = Int32(2 * i), i0 = Int32(2 * i + 1), o1 = Int32(2 * j), i1 = Int32(2 * j + 1)
            indices.append(contentsOf: [o0, o1, i1, o0, i1, i0])
        }
        flushGeometry()
    }

    /// Fills a convex polygon given in window pixels, each corner with its own colour (the
    /// colours are interpolated across it).
    func fillConvexPolygon(_ points: [(x: Double, y: Double)], colors: [RenderColor]) {
        guard points.count >= 3, points.count == colors.count, !isClippedAway else { return }
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        for (point, color) in zip(points, colors) { vertices.append(Self.vertex(point, color.sdl)) }
        for i in 1..<(points.count - 1) { indices.append(contentsOf: [0, Int32(i), Int32(i + 1)]) }
        flushGeometry()
    }

    /// Fills axis-aligned rectangles given in window pixels, all in one colour.
    func fillPixelRects(_ rects: [SDL_FRect], color: RenderColor) {
        guard color.isVisible, !rects.isEmpty, !isClippedAway else { return }
        setDrawColor(color)
        rects.withUnsafeBufferPointer { buffer in
            _ = SDL_RenderFillRectsF(renderer, buffer.baseAddress, Int32(buffer.count))
        }
    }

    /// Fills quadrilaterals given by their four corners in window pixels, all in one colour.
    func fillQuads(_ corners: [(x: Double, y: Double)], color: RenderColor) {
        guard color.isVisible, corners.count >= 4, !isClippedAway else { return }
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        let c = color.sdl
        for point in corners { vertices.append(Self.vertex(point, c)) }
        for quad in 0..<(corners.count / 4) {
            let base = Int32(quad * 4)
            indices.append(contentsOf: [base, base + 1, base + 2, base, base + 2, base + 3])
        }
        flushGeometry()
    }

    // MARK: Helpers

    private func setDrawColor(_ color: RenderColor) {
        let c = color.sdl
        setBlending(opaque: c.a == 255)
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
    }

    private var blendsNow = true

    /// Opaque colours replace what is below (the software renderer's fast path); others blend.
    private func setBlending(opaque: Bool) {
        guard blendsNow == opaque else { return }
        blendsNow = !opaque
        SDL_SetRenderDrawBlendMode(renderer, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    private func fillFan(center: (x: Double, y: Double), around points: [(x: Double, y: Double)], color: RenderColor) {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        let c = color.sdl
        vertices.append(Self.vertex(center, c))
        for point in points { vertices.append(Self.vertex(point, c)) }
        let count = Int32(points.count)
        for i in 0..<count {
            indices.append(contentsOf: [0, 1 + i, 1 + (i + 1) % count])
        }
        flushGeometry()
    }

    private func flushGeometry() {
        guard !indices.isEmpty else { return }
        setBlending(opaque: vertices.allSatisfy { $0.color.a == 255 })
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
    }

    private static func vertex(_ point: (x: Double, y: Double), _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color,
                   tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    /// Arc segments per corner for a corner `pixels` in radius: smooth without waste.
    static func segments(for pixels: Double) -> Int {
        guard pixels.isFinite, pixels > 1 else { return 1 }
        return min(24, max(2, Int((pixels / 1.5).rounded(.up))))
    }

    /// The outline of a rounded rectangle, clockwise from the top-left corner's left end, with
    /// `segments + 1` points per corner (a square corner repeats its point), mapped by `transform`.
    static func outline(of rect: CGRect, radii: CornerRadii, segments: Int, transform: RenderTransform,
                        into points: inout [(x: Double, y: Double)]) {
        points.removeAll(keepingCapacity: true)
        let minX = Double(rect.minX), minY = Double(rect.minY), maxX = Double(rect.maxX), maxY = Double(rect.maxY)
        let corners: [(cx: Double, cy: Double, r: Double, start: Double)] = [
            (minX + radii.topLeft, minY + radii.topLeft, radii.topLeft, Double.pi),
            (maxX - radii.topRight, minY + radii.topRight, radii.topRight, 1.5 * Double.pi),
            (maxX - radii.bottomRight, maxY - radii.bottomRight, radii.bottomRight, 0),
            (minX + radii.bottomLeft, maxY - radii.bottomLeft, radii.bottomLeft, 0.5 * Double.pi),
        ]
        for corner in corners {
            for step in 0...segments {
                let angle = corner.start + (Double.pi / 2) * Double(step) / Double(segments)
                points.append(transform.apply(corner.cx + corner.r * cos(angle), corner.cy + corner.r * sin(angle)))
            }
        }
    }
}
