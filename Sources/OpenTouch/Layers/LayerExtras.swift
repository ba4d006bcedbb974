import Foundation

/// The layer state that most layers never set, kept out of line so that a view's layer stays
/// small: the style (corners, borders, shadows, contents settings), the timing, a standalone
/// layer's transform, a view layer's non-affine transform, contents, mask, actions, name, custom
/// values and a presentation copy's links to its model. Allocated the first time one of them is
/// set to something other than its default.
@MainActor
final class LayerExtras {
    // Exclusivity: `renderState()` reads `zPosition`, `cornerRadius` and `borderWidth` through
    // it, 3 of the 27 runtime exclusivity checks (about 76 instructions each) it made per call
    // in `--profile animation` (callgrind, Benchmarks/README.md).
    @exclusivity(unchecked) var style = LayerStyle()
    var timing = LayerTiming()
    var ownTransform = CATransform3DIdentity
    var nonAffineTransform: CATransform3D?
    var contents: Any?
    var mask: CALayer?
    var actions: [String: CAAction]?
    var name: String?
    var customValues: [(key: String, value: Any?)] = []
    /// For a presentation copy, the model layer it was made from.
    weak var modelLayerForPresentation: CALayer?
    /// For a presentation copy, its superlayer's presentation, made when first asked for.
    var presentationParent: CALayer?

    init() {}

    /// The defaults every layer without extras reads. Never written: writes go to a layer's own
    /// extras (``CALayer/writableExtras``).
    static let defaults = LayerExtras()

    /// Whether any layer was ever given its own timing (`speed`, `timeOffset`, `beginTime`).
    /// Until one is, every layer's local time is the clock's, and nothing walks the layer tree
    /// to find it.
    static var someLayerHasOwnTiming = false
}

extension CALayer {
    /// The layer's extras, created on first write.
    var writableExtras: LayerExtras {
        if let extras { return extras }
        let created = LayerExtras()
        extras = created
        return created
    }

    /// The values with no effect on geometry: borders, corners, shadows, contents.
    var style: LayerStyle {
        _read {
            let source = extras ?? LayerExtras.defaults
            yield source.style
        }
        _modify { yield &writableExtras.style }
    }

    /// The layer's own timing (``speed``, ``timeOffset``, ``beginTime``).
    var timing: LayerTiming {
        _read {
            let source = extras ?? LayerExtras.defaults
            yield source.timing
        }
        _modify {
            let extras = writableExtras
            yield &extras.timing
            if !extras.timing.isIdentity { LayerExtras.someLayerHasOwnTiming = true }
        }
    }

    /// A standalone layer's transform (a view's layer reads its view's).
    var ownTransform: CATransform3D {
        get { extras?.ownTransform ?? CATransform3DIdentity }
        set { setExtra(\.ownTransform, newValue, isDefault: CATransform3DIsIdentity(newValue)) }
    }

    /// A view's layer given a transform that is not affine keeps it here; the view holds its
    /// affine part. Nil when the view's transform says it all.
    var nonAffineTransform: CATransform3D? {
        get { extras?.nonAffineTransform }
        set { setExtra(\.nonAffineTransform, newValue, isDefault: newValue == nil) }
    }

    /// The contents, as set.
    final var storedContents: Any? {
        get { extras?.contents }
        set { setExtra(\.contents, newValue, isDefault: newValue == nil) }
    }

    /// The mask layer, as set.
    final var storedMask: CALayer? {
        get { extras?.mask }
        set { setExtra(\.mask, newValue, isDefault: newValue == nil) }
    }

    /// The actions dictionary, as set.
    final var storedActions: [String: CAAction]? {
        get { extras?.actions }
        set { setExtra(\.actions, newValue, isDefault: newValue == nil) }
    }

    /// The name, as set.
    final var storedName: String? {
        get { extras?.name }
        set { setExtra(\.name, newValue, isDefault: newValue == nil) }
    }

    /// Values set with ``setValue(_:forKey:)`` for keys that are not properties, in set order.
    var customValues: [(key: String, value: Any?)] {
        get { extras?.customValues ?? [] }
        set { setExtra(\.customValues, newValue, isDefault: newValue.isEmpty) }
    }

    /// For a presentation copy, the model layer it was made from.
    var modelLayerForPresentation: CALayer? {
        get { extras?.modelLayerForPresentation }
        set { setExtra(\.modelLayerForPresentation, newValue, isDefault: newValue == nil) }
    }

    /// For a presentation copy, its superlayer's presentation, made when first asked for.
    var presentationParent: CALayer? {
        get { extras?.presentationParent }
        set { setExtra(\.presentationParent, newValue, isDefault: newValue == nil) }
    }

    /// Writes an extra, creating the extras unless `value` is the default and there are none yet.
    private func setExtra<Value>(_ field: ReferenceWritableKeyPath<LayerExtras, Value>, _ value: Value,
                                 isDefault: Bool) {
        guard extras != nil || !isDefault else { return }
        writableExtras[keyPath: field] = value
    }

    /// Copies `source`'s style and timing (nothing is allocated when neither has extras).
    func copyStyleAndTiming(from source: CALayer) {
        guard source.extras != nil || extras != nil else { return }
        style = source.style
        timing = source.timing
    }
}
