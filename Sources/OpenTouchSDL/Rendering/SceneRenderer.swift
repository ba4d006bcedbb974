import CSDL2Loader
import Foundation
import OpenTouch

/// Draws a scene's windows — their layer trees as they are on screen now — with an SDL renderer.
///
/// Each layer is drawn from its `CALayer.renderState()` and
/// `CALayer.renderColors()`, so running animations show at their presentation values:
/// position, bounds (a scroll view's bounds origin is its content offset), anchor point, the
/// affine part of the transform, opacity (multiplied down the tree), hidden layers skipped,
/// corner radius with masked corners, background colour, border, and `masksToBounds` clipping
/// (to the layer's rounded outline when it is not rotated or skewed, else to its bounding box).
/// Sublayers are drawn in order, by `zPosition` first.
///
/// Views add what their model says they show: labels' text, a few SF Symbols (chevrons,
/// checkmark, plus, minus, xmark) in image views and buttons, buttons' titles and highlighted and
/// selected looks, sliders, switches, progress views, segmented controls, steppers, page
/// controls, activity indicators, and scroll indicators while a scroll view moves. Shape, gradient
/// and text layers draw their content. See <doc:SeeItInAWindow> for what is not drawn.
///
/// The renderer is not owned: create one for a window's or a surface's `SDL_Renderer`, and use
/// it on the main actor only, while that renderer lives.
@MainActor
public final class SceneRenderer {
    /// The SDL renderer drawn into (`SDL_Renderer *`); not owned.
    public let renderer: OpaquePointer
    /// The colour behind every window.
    public var backgroundColor = PixelColor(red: 0, green: 0, blue: 0)
    /// How fingers that are down are drawn.
    public var touchIndicatorStyle = TouchIndicatorStyle.standard

    private let canvas: Canvas

    /// Creates a renderer drawing with `renderer` (an `SDL_Renderer *`).
    public init(renderer: OpaquePointer) {
        self.renderer = renderer
        self.canvas = Canvas(renderer: renderer)
    }

    /// The renderer's output size, in pixels.
    public var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Draws `scene`'s visible windows, back to front, scaled so the screen fills the output, and
    /// a touch indicator at each of `touches` (screen points). Does not present.
    public func render(_ scene: UIWindowScene, touches: [CGPoint] = []) {
        render(windows: scene.windows, screenBounds: scene.screen.bounds, touches: touches)
    }

    /// Draws `windows` (those not hidden, by ascending window level, later ones in front within a
    /// level) so that `screenBounds` fills the output, then a touch indicator at each of
    /// `touches` (screen points). Does not present.
    public func render(windows: [UIWindow], screenBounds: CGRect, touches: [CGPoint] = []) {
        let output = outputSize
        let scaleX = screenBounds.width > 0 ? Double(output.width) / Double(screenBounds.width) : 1
        let scaleY = screenBounds.height > 0 ? Double(output.height) / Double(screenBounds.height) : 1
        let root = RenderTransform.scale(scaleX, scaleY)
            .concatenating(.translation(-Double(screenBounds.minX), -Double(screenBounds.minY)))
        canvas.beginFrame(clearingTo: RenderColor(red: Double(backgroundColor.red) / 255,
                                                  green: Double(backgroundColor.green) / 255,
                                                  blue: Double(backgroundColor.blue) / 255))
        let ordered = windows.enumerated().filter { !$0.element.isHidden }.sorted { lhs, rhs in
            if lhs.element.windowLevel != rhs.element.windowLevel {
                return lhs.element.windowLevel < rhs.element.windowLevel
            }
            return lhs.offset < rhs.offset
        }
        let time = windows.first?.windowScene?.application?.clock.now ?? 0
        for (_, window) in ordered {
            draw(window.layer, view: window, state: window.layer.renderState(), parent: root, opacity: 1, time: time)
        }
        drawTouches(touches, root: root)
    }

    // MARK: The tree

    private func draw(_ layer: CALayer, view: UIView?, state: LayerRenderState, parent: RenderTransform,
                      opacity inherited: Double, time: TimeInterval) {
        guard !state.isHidden else { return }
        let opacity = inherited * min(max(state.opacity.isFinite ? state.opacity : 1, 0), 1)
        guard opacity > 0 else { return }
        let transform = parent.concatenating(.layer(state))
        guard transform.isFinite else { return }
        let bounds = state.bounds
        let radii = CornerRadii(radius: Double(state.cornerRadius), mask: layer.maskedCorners)
        let context = PaintContext(canvas: canvas, transform: transform, opacity: opacity, bounds: bounds, time: time)
        // Off screen (or outside the clip): nothing of the layer's own shows; its sublayers may
        // still reach in, unless it clips them.
        let onScreen = transform.boundingBox(of: bounds).insetBy(dx: -1, dy: -1).intersects(canvas.visibleRect)
        if !onScreen && state.masksToBounds { return }

        let colors = onScreen ? layer.renderColors() : (background: nil, border: nil)
        if onScreen, let background = colors.background.map(RenderColor.init), background.isVisible {
            context.fill(bounds, radii: radii, background)
        }
        if onScreen {
            LayerContentPainter.paint(layer, context)
            if let view { paintContent(of: view, context) }
        }

        // A layer that masks clips its sublayers to its rounded outline, one strip at a time.
        let clips: [CGRect?] = state.masksToBounds ? RoundedClip.strips(of: bounds, radii: radii, transform: transform) : [nil]
        let entries = sublayerEntries(of: layer)
        for clip in clips {
            if let clip { canvas.pushClip(clip) }
            if !canvas.isClippedAway {
                drawSublayers(entries, of: view, transform: transform, opacity: opacity, time: time)
                if onScreen, let view { paintOverlay(of: view, radius: radii.maximum, context) }
            }
            if clip != nil { canvas.popClip() }
        }

        if onScreen, state.borderWidth > 0, let border = colors.border.map(RenderColor.init), border.isVisible {
            canvas.strokeRoundedRect(bounds, radii: radii, width: Double(state.borderWidth), transform: transform,
                                     color: border.fading(opacity))
        }
    }

    /// `layer`'s sublayers with their render states, in drawing order (by `zPosition`, then in order).
    private func sublayerEntries(of layer: CALayer) -> [(layer: CALayer, state: LayerRenderState)] {
        guard let sublayers = layer.sublayers else { return [] }
        var entries = sublayers.map { (layer: $0, state: $0.renderState()) }
        if entries.contains(where: { $0.state.zPosition != 0 }) {
            entries = entries.enumerated().sorted { lhs, rhs in
                lhs.element.state.zPosition != rhs.element.state.zPosition
                    ? lhs.element.state.zPosition < rhs.element.state.zPosition
                    : lhs.offset < rhs.offset
            }.map(\.element)
        }
        return entries
    }

    /// Draws the sublayers of `view`'s layer (skipping what a button draws itself: its title
    /// label, and the image view showing a symbol it draws).
    private func drawSublayers(_ entries: [(layer: CALayer, state: LayerRenderState)], of view: UIView?,
                               transform: RenderTransform, opacity: Double, time: TimeInterval) {
        for entry in entries {
            let subview = Self.view(for: entry.layer, in: view)
            if let button = view as? UIButton {
                if let label = subview as? UILabel, ButtonPainter.isTitleLabel(label, of: button) { continue }
                if let imageView = subview as? UIImageView, let image = imageView.image, image === button.currentImage,
                   SymbolPainter.draws(image) { continue }
            }
            draw(entry.layer, view: subview, state: entry.state, parent: transform, opacity: opacity, time: time)
        }
    }

    /// The view `layer` backs, among `parent`'s subviews (or as its delegate).
    private static func view(for layer: CALayer, in parent: UIView?) -> UIView? {
        if let view = layer.delegate as? UIView, view.layer === layer { return view }
        return parent?.subviews.first { $0.layer === layer }
    }

    /// What a view shows over its background and under its subviews.
    private func paintContent(of view: UIView, _ context: PaintContext) {
        switch view {
        case let label as UILabel: LabelPainter.paint(label, context)
        case let imageView as UIImageView: ImageViewPainter.paint(imageView, context)
        case let button as UIButton: ButtonPainter.paintContent(button, context)
        case let slider as UISlider: SliderPainter.paint(slider, context)
        case let control as UISwitch: SwitchPainter.paint(control, context)
        case let control as UISegmentedControl: SegmentedControlPainter.paint(control, context)
        case let stepper as UIStepper: StepperPainter.paint(stepper, context)
        case let control as UIPageControl: PageControlPainter.paint(control, context)
        case let progress as UIProgressView: ProgressViewPainter.paint(progress, context)
        case let indicator as UIActivityIndicatorView: ActivityIndicatorPainter.paint(indicator, context)
        default: break
        }
    }

    /// What a view shows over its subviews.
    private func paintOverlay(of view: UIView, radius: Double, _ context: PaintContext) {
        switch view {
        case let button as UIButton: ButtonPainter.paintOverlay(button, radius: radius, context)
        case let scrollView as UIScrollView: ScrollIndicatorPainter.paint(scrollView, context)
        default: break
        }
    }

    // MARK: Touches

    private func drawTouches(_ touches: [CGPoint], root: RenderTransform) {
        let style = touchIndicatorStyle
        func color(_ pixel: PixelColor) -> RenderColor {
            RenderColor(red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255,
                        alpha: Double(pixel.alpha) / 255)
        }
        for point in touches where point.x.isFinite && point.y.isFinite {
            let r = style.radius
            let disc = CGRect(x: Double(point.x) - r, y: Double(point.y) - r, width: 2 * r, height: 2 * r)
            canvas.fillEllipse(disc.insetBy(dx: style.ringWidth, dy: style.ringWidth), transform: root, color: color(style.fill))
            canvas.strokeRoundedRect(disc, radii: CornerRadii(r), width: style.ringWidth, transform: root, color: color(style.ring))
        }
    }
}
