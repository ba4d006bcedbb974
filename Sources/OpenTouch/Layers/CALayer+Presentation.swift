import Foundation

extension CALayer {
    /// A copy of the layer as it is on screen now: its model values with every attached
    /// animation applied at the current time. A new copy each call; nil never, in OpenTouch.
    ///
    /// The copy is made with ``init(layer:)``, so subclasses' own values come along.
    public func presentation() -> Self? {
        if modelLayerForPresentation != nil { return self }
        let copy = Self(layer: self)
        copy.modelLayerForPresentation = self
        guard !attachedAnimations.isEmpty else { return copy }
        let time = localTime()
        for property in animatedProperties {
            if let value = presentationValue(of: property, at: time) { property.set(value, on: copy) }
        }
        applyCustomKeyAnimations(to: copy, at: time)
        return copy
    }

    /// The model layer: for a presentation copy, the layer it shows; otherwise the layer itself.
    public func model() -> Self {
        (modelLayerForPresentation as? Self) ?? self
    }

    /// The sublayers: for a presentation copy, fresh presentation copies of the model's
    /// sublayers, each with this copy as its superlayer.
    var layersBelow: [CALayer] {
        guard let model = modelLayerForPresentation else { return storedSublayers }
        return model.storedSublayers.compactMap { sublayer in
            let shown = sublayer.presentation()
            shown?.presentationParent = self
            return shown
        }
    }

    /// The superlayer: for a presentation copy, the model's superlayer's presentation copy.
    var layerAbove: CALayer? {
        guard let model = modelLayerForPresentation else { return storedSuperlayer }
        if let presentationParent { return presentationParent }
        presentationParent = model.storedSuperlayer?.presentation()
        return presentationParent
    }

    /// The properties the attached animations touch, each once, in the order first touched.
    var animatedProperties: [LayerProperty] {
        var result: [LayerProperty] = []
        for entry in attachedAnimations {
            for property in entry.properties where !result.contains(property) { result.append(property) }
        }
        return result
    }

    /// `property`'s value on screen at the layer's local `time`: the model value with each
    /// animation that touches it applied in the order they were added.
    func presentationValue(of property: LayerProperty, at time: Double) -> AnimatableValue? {
        guard var value = property.value(of: self) else { return nil }
        for entry in attachedAnimations where entry.touches(property) {
            entry.apply(to: &value, of: property, at: time)
        }
        return value
    }

    /// `property`'s value on screen now.
    func presentationValue(of property: LayerProperty) -> AnimatableValue? {
        guard attachedAnimations.contains(where: { $0.touches(property) }) else { return property.value(of: self) }
        return presentationValue(of: property, at: localTime())
    }

    /// Animations of keys that are not layer properties (values stored with
    /// `setValue(_:forKey:)`, such as a custom layer's `progress`): the copy gets the animated
    /// value under the same key. Numbers, points, sizes, rectangles and colors interpolate.
    private func applyCustomKeyAnimations(to copy: CALayer, at time: Double) {
        for entry in attachedAnimations where entry.keyPaths.isEmpty {
            guard let animation = entry.animation as? CAPropertyAnimation, let key = animation.keyPath,
                  let progress = entry.progress(at: time) else { continue }
            let stored = copy.customValues.last { $0.key == key }?.value
            guard let kind = AnimatableValue.kind(of: stored ?? (animation as? CABasicAnimation)?.toValue),
                  let underlying = AnimatableValue(any: stored, kind: kind) ?? AnimatableValue(any: 0.0, kind: kind),
                  var value = animation.ownValue(underlying: underlying, progress: progress, kind: kind) else { continue }
            if animation.isAdditive { value = underlying.adding(value) }
            copy.customValues.removeAll { $0.key == key }
            copy.customValues.append((key, value.anyValue))
        }
    }
}
