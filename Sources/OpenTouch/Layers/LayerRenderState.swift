import Foundation

/// What a layer shows at one moment, for a renderer: its geometry, opacity, corners and border
/// width with every animation applied, without making a presentation layer. Colors come from
/// ``CALayer/renderColors()``.
///
/// Reading it allocates nothing for geometry, opacity and corner animations, so a renderer can
/// read every layer of a window each frame.
public struct LayerRenderState: Equatable, Sendable {
    /// Where the anchor point sits in the superlayer.
    public var position: CGPoint
    /// The layer's bounds.
    public var bounds: CGRect
    /// The anchor point, in unit coordinates of the bounds.
    public var anchorPoint: CGPoint
    /// The transform about the anchor point.
    public var transform: CATransform3D
    /// The opacity, 0 to 1.
    public var opacity: Double
    /// Whether the layer is hidden.
    public var isHidden: Bool
    /// The z position.
    public var zPosition: CGFloat
    /// The corner radius.
    public var cornerRadius: CGFloat
    /// The border width.
    public var borderWidth: CGFloat
    /// Whether sublayers are clipped to the bounds.
    public var masksToBounds: Bool

    /// The rectangle the layer covers in its superlayer (the bounding box under the transform).
    public var frame: CGRect {
        let local = CGRect(x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y,
                           width: bounds.width, height: bounds.height)
        return local.boundingBox(under: transform).offsetBy(dx: position.x, dy: position.y)
    }
}

extension CALayer {
    /// What the layer shows now (see ``LayerRenderState``).
    public func renderState() -> LayerRenderState {
        let time = attachedAnimations.isEmpty ? 0 : localTime()
        var state = modelRenderState()
        for entry in attachedAnimations {
            // The clock's progress depends on the timing and the time only: the animations from
            // one `UIView.animate` share it. A driver (property animator) is asked per entry.
            let progress = entry.isDriven ? entry.progress(at: time) : ProgressMemo.progress(of: entry, at: time)
            // No progress: no effect. A basic animation's plan, kept on the entry, is applied
            // without walking its one property or copying the animation's plan cache.
            guard let progress else { continue }
            if entry.applyPlan(at: progress, to: &state) { continue }
            for property in entry.properties { apply(entry, property, progress, to: &state) }
        }
        return state
    }

    /// The model values, with no animation applied.
    ///
    /// A layer of class `CALayer` itself (every view's, unless its `layerClass` says otherwise)
    /// reads its view and its extras once, as its getters would one by one (about 570 of the
    /// 3,300 instructions of a `renderState()` in `--profile animation`, callgrind); a subclass
    /// may override a getter, so it is read through them. Inlined, as ``viewRenderState(of:)``:
    /// the state is then written once, not copied from one function's result to the next.
    @inline(__always)
    private func modelRenderState() -> LayerRenderState {
        guard Swift.type(of: self) == CALayer.self else {
            return LayerRenderState(position: position, bounds: bounds, anchorPoint: anchorPoint, transform: transform,
                                    opacity: Double(opacity), isHidden: isHidden, zPosition: zPosition,
                                    cornerRadius: cornerRadius, borderWidth: borderWidth, masksToBounds: masksToBounds)
        }
        // A plain `UIView` is read in place, without retaining it (its `clipsToBounds` getter is
        // UIView's own); a subclass may override that getter, so its view is read retained.
        switch withHostView({ Swift.type(of: $0) == UIView.self ? viewRenderState(of: $0) : nil }) {
        case .some(.some(let state)):
            return state
        case .some(.none):
            if let view = hostView { return viewRenderState(of: view) }
        case .none:
            break
        }
        let stored = extras ?? LayerExtras.defaults
        return LayerRenderState(position: ownPosition, bounds: ownBounds, anchorPoint: ownAnchorPoint,
                                transform: stored.ownTransform, opacity: Double(ownOpacity), isHidden: ownIsHidden,
                                zPosition: stored.style.zPosition, cornerRadius: stored.style.cornerRadius,
                                borderWidth: stored.style.borderWidth, masksToBounds: ownMasksToBounds)
    }

    /// The model values of a layer of class `CALayer` that backs `view`.
    ///
    /// The extras are read through optional chaining, in place; a layer without extras reads
    /// what ``LayerExtras/defaults`` holds (no non-affine transform, zero z position, corner
    /// radius and border width), without reading it: a copy of either would be retained.
    @inline(__always)
    private func viewRenderState(of view: UIView) -> LayerRenderState {
        LayerRenderState(position: view.storedCenter, bounds: view.storedBounds, anchorPoint: view.storedAnchorPoint,
                         transform: extras?.nonAffineTransform ?? CATransform3DMakeAffineTransform(view.storedTransform),
                         opacity: Double(Float(view.storedAlpha)), isHidden: view.storedIsHidden,
                         zPosition: extras?.style.zPosition ?? 0, cornerRadius: extras?.style.cornerRadius ?? 0,
                         borderWidth: extras?.style.borderWidth ?? 0, masksToBounds: view.clipsToBounds)
    }

    /// The model colors, read only when a renderer asks for them (they allocate).
    public func renderColors() -> (background: LayerColor?, border: LayerColor?) {
        let time = localTime()
        func shown(_ property: LayerProperty) -> LayerColor? {
            guard case .color(let color)? = presentationValue(of: property, at: time) else { return nil }
            return color
        }
        return (shown(.backgroundColor), shown(.borderColor))
    }

    /// Applies `entry`'s animation of `property` at `progress` (nothing when nil: no effect then).
    private func apply(_ entry: AttachedAnimation, _ property: LayerProperty, _ progress: AnimationProgress?,
                       to state: inout LayerRenderState) {
        guard let progress else { return }
        if let plan = entry.basicAnimation?.evaluationPlan, plan.property == property {
            return plan.apply(at: progress, to: &state)
        }
        switch property {
        case .position:
            var value = AnimatableValue.point(state.position)
            entry.apply(to: &value, of: property, progress: progress)
            if case .point(let p) = value { state.position = p }
        case .bounds:
            var value = AnimatableValue.rect(state.bounds)
            entry.apply(to: &value, of: property, progress: progress)
            if case .rect(let r) = value { state.bounds = r }
        case .anchorPoint:
            var value = AnimatableValue.point(state.anchorPoint)
            entry.apply(to: &value, of: property, progress: progress)
            if case .point(let p) = value { state.anchorPoint = p }
        case .transform:
            var value = AnimatableValue.transform(state.transform)
            entry.apply(to: &value, of: property, progress: progress)
            if case .transform(let t) = value { state.transform = t }
        case .opacity, .zPosition, .cornerRadius, .borderWidth:
            applyScalar(entry, property, progress, to: &state)
        default:
            break
        }
    }

    private func applyScalar(_ entry: AttachedAnimation, _ property: LayerProperty, _ progress: AnimationProgress,
                             to state: inout LayerRenderState) {
        var value: AnimatableValue
        switch property {
        case .opacity: value = .scalar(state.opacity)
        case .zPosition: value = .scalar(state.zPosition)
        case .cornerRadius: value = .scalar(state.cornerRadius)
        default: value = .scalar(state.borderWidth)
        }
        entry.apply(to: &value, of: property, progress: progress)
        guard case .scalar(let v) = value else { return }
        switch property {
        case .opacity: state.opacity = v
        case .zPosition: state.zPosition = v
        case .cornerRadius: state.cornerRadius = v
        default: state.borderWidth = v
        }
    }
}
