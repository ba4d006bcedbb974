import Foundation

extension CALayer {
    /// An animatable property is about to change: a view's layer inside a UIKit animation block
    /// records the old value for the block; a standalone layer in a window runs its action
    /// (by default an implicit animation from the value on screen, as Core Animation does).
    func modelWillChange(_ property: LayerProperty) {
        if hostView != nil {
            UIViewAnimationContext.current?.record(self, property)
            return
        }
        guard modelLayerForPresentation == nil, !CATransaction.disableActions(), isInWindow else { return }
        runAction(for: property)
    }

    /// Whether the layer is in a view hierarchy that has a window.
    var isInWindow: Bool {
        var layer: CALayer? = storedSuperlayer
        while let current = layer {
            if let view = current.hostView { return view.window != nil }
            layer = current.storedSuperlayer
        }
        return false
    }

    private func runAction(for property: LayerProperty) {
        let key = property.rawValue
        let found = action(forKey: key)
        if found is NSNull { return }
        if let found {
            found.run(forKey: key, object: self, arguments: nil)
            return
        }
        // The implicit animation: from what is on screen now to the new model value.
        let implicit = CABasicAnimation(keyPath: key)
        implicit.fromValue = presentationValue(of: property)?.anyValue
        implicit.duration = CATransaction.animationDuration()
        implicit.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        attach(implicit, forKey: key)
    }

    /// The action search Core Animation documents: the delegate, ``actions``, then the class.
    func lookUpAction(forKey event: String) -> CAAction? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer }
        if let answer = actions?[event] { return answer }
        return type(of: self).defaultAction(forKey: event)
    }
}
