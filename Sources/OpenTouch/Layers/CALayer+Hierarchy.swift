import Foundation

extension CALayer {
    /// Adds `layer` on top of the sublayers, first removing it from its superlayer.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: storedSublayers.count))
    }

    /// Inserts `layer` at `idx` of the sublayers (clamped), first removing it from its superlayer.
    /// Adding a layer to itself or to one of its own sublayers is ignored.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, !isSublayer(of: layer) else { return }
        layer.detachFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(idx), storedSublayers.count))
        layer.storedSuperlayer = self
        layer.timingDidChange()
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, nextTo: sibling, offset: 0)
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, nextTo: sibling, offset: 1)
    }

    /// Puts `newLayer` where `oldLayer` is; nothing happens when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(clamping: index))
    }

    /// Removes the layer from its superlayer. A view's layer leaves its superlayer but the view
    /// stays in its superview (as in UIKit, where this is a mistake to avoid).
    public func removeFromSuperlayer() {
        detachFromSuperlayer()
    }

    private func insert(_ layer: CALayer, nextTo sibling: CALayer?, offset: Int) {
        guard let sibling, sibling !== layer, storedSublayers.contains(where: { $0 === sibling }) else {
            return addSublayer(layer)
        }
        layer.detachFromSuperlayer()
        let index = storedSublayers.firstIndex { $0 === sibling }! + offset
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// Whether the layer is `layer` or lies under it.
    func isSublayer(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.storedSuperlayer
        }
        return false
    }

    /// Removes the layer from its superlayer's list. Every insertion detaches first, so the layer
    /// is listed at most once; it is looked for from the top, so removing the top-most is O(1).
    func detachFromSuperlayer() {
        guard let superlayer = storedSuperlayer else { return }
        if let index = superlayer.storedSublayers.lastIndex(where: { $0 === self }) {
            superlayer.storedSublayers.remove(at: index)
        }
        storedSuperlayer = nil
    }

    func replaceSublayers(with layers: [CALayer]) {
        for layer in storedSublayers where layer.storedSuperlayer === self { layer.storedSuperlayer = nil }
        storedSublayers = []
        for layer in layers { addSublayer(layer) }
    }
}
