import Foundation

// This file is longer than most: Swift only lets subclasses override what the class body
// declares, and layer subclasses override geometry and style properties.

/// An object that manages a rectangle of content, its geometry and its animations: Core
/// Animation's model of what is on screen.
///
/// Every view has one (``UIView/layer``), made from its ``UIView/layerClass``. A view's layer
/// and the view share their geometry, as in UIKit: the layer's ``position`` is the view's
/// ``UIView/center``, its ``bounds`` the view's bounds, its ``transform`` the view's transform,
/// ``opacity`` the view's alpha, ``isHidden``, ``masksToBounds`` (`clipsToBounds`) and
/// ``backgroundColor`` likewise. Standalone layers (added with ``addSublayer(_:)``) keep their own.
///
/// OpenTouch draws no pixels: a layer is a model that hit testing, conversions, animations and
/// the window backend read. Setting an animatable property inside `UIView.animate` animates it;
/// on a standalone layer in a window it animates implicitly, as Core Animation does (see
/// <doc:AnimationAndLayers>).
@preconcurrency @MainActor
open class CALayer {
    /// Values set with `objc_setAssociatedObject`, released with the layer (guarded by the
    /// associated-object registry's lock).
    nonisolated(unsafe) final var associatedValues: AssociatedValues?
    /// The view this layer backs, or nil. Cleared by the view's `deinit`, which first copies its
    /// geometry into the layer, so a layer that outlives its view never reads freed memory.
    final var hostView: UIView? {
        get { hostViewReference.object }
        set {
            hostViewReference.object = newValue
            AnimationClockEpoch.advance()
        }
    }
    private final var hostViewReference = UnownedReference<UIView>()
    /// Whether the layer backs a view, answered without reading (and retaining) the view.
    final var backsView: Bool { !hostViewReference.isEmpty }
    /// What `body` answers for the view this layer backs, or nil when it backs none, without
    /// retaining the view (``hostView`` hands out a retained reference). `body` must not keep the
    /// view, nor call anything that could release it (no method a subclass may override).
    final func withHostView<Result>(_ body: (UIView) -> Result) -> Result? {
        hostViewReference.withObject(body)
    }
    /// For a view's layer: the application its animation clock was last found in (see
    /// ``AnimationClockEpoch``).
    final var animationClockRoute = AnimationClockRoute()

    // Geometry of a standalone layer (a view's layer reads the view's instead).
    var ownPosition: CGPoint = .zero
    var ownBounds: CGRect = .zero
    var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var ownOpacity: Float = 1
    var ownIsHidden = false
    var ownMasksToBounds = false
    // The two flags sit with the 4-byte opacity and the other flags: stored properties keep
    // their declaration order, so one Bool between 8-byte fields costs 8 bytes.
    /// Whether ``setNeedsDisplay()`` was called since the last ``display()``.
    var needsDisplayFlag = false
    /// Whether ``setNeedsLayout()`` was called since the last ``layoutSublayers()``.
    var needsLayoutFlag = false
    var ownBackgroundColor: CGColor?
    /// What most layers never set: style, timing, transforms kept aside, contents, mask,
    /// actions, name and custom values (``LayerExtras``); nil until one is set.
    final var extras: LayerExtras?
    /// The layer's sublayers, back to front.
    var storedSublayers: [CALayer] = []
    /// The layer's superlayer, held weakly (a superlayer may go away while its sublayers live on).
    weak var storedSuperlayer: CALayer?
    /// The animations attached with ``add(_:forKey:)``, in the order they were added.
    // Exclusivity: read twice by every `renderState()`, 2 of the 27 runtime exclusivity checks
    // (about 76 instructions each, 2 K of its 11.8 K) it made in `--profile animation`
    // (callgrind, Benchmarks/README.md).
    @exclusivity(unchecked) var attachedAnimations: [AttachedAnimation] = []

    /// The delegate set by hand; held weakly, as Core Animation holds it.
    weak var storedDelegate: CALayerDelegate?

    /// The layer's delegate, held weakly; a view's layer answers its view unless another is set.
    open var delegate: CALayerDelegate? {
        get { storedDelegate ?? hostView }
        set { storedDelegate = newValue }
    }

    /// The layer's content (an image, in Core Animation); kept for the window backend.
    open var contents: Any? {
        get { storedContents }
        set { storedContents = newValue }
    }
    /// The layer that masks this one: only where the mask is opaque is this layer shown.
    open var mask: CALayer? {
        get { storedMask }
        set { storedMask = newValue }
    }

    /// A name for the layer, for your own use (``sublayers`` lookups, debugging).
    open var name: String? {
        get { storedName }
        set { storedName = newValue }
    }

    /// Core Animation's description, `<CALayer: 0x…>`: the dynamic class name and the address.
    open var description: String {
        "<\(String(describing: type(of: self))): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16))>"
    }

    /// Creates a layer with zero bounds at the origin.
    ///
    /// Required, so that a view can make its layer from ``UIView/layerClass``: a subclass that
    /// overrides it writes `required override init()` (see <doc:PortingUIKitCode>).
    public required init() {}

    /// Creates a copy of `layer`'s model values, as Core Animation does when it makes a
    /// presentation layer. Subclasses with stored properties override it (as `required`) to copy
    /// theirs, then call `super.init(layer:)`.
    public required init(layer: Any) {
        guard let source = layer as? CALayer else { return }
        copyModelValues(from: source)
    }

    // A plain (nonisolated) deinit, as UIView's: a layer must be released on the main actor.
    // Stopping the animations cancels their timers, whose actions point at the layer.
    deinit {
        let entries = attachedAnimations
        if !entries.isEmpty {
            MainActor.assumeIsolated { CALayer.stopAnimationsOfReleasedLayer(entries) }
        }
        OwnerLiveness.ended(self)
    }

    /// Creates a layer from an archive; OpenTouch decodes nothing, and the layer starts empty.
    /// It exists so that subclasses with `required init?(coder:)` compile unchanged.
    public required init?(coder: NSCoder) {}

    /// The layer's sublayers, back to front, or nil when it has none. Setting it replaces them.
    ///
    /// A presentation copy answers its model's sublayers' presentation copies.
    open var sublayers: [CALayer]? {
        get {
            let list = layersBelow
            return list.isEmpty ? nil : list
        }
        set { replaceSublayers(with: newValue ?? []) }
    }

    /// The layer's superlayer, or nil; a presentation copy answers its model's superlayer's
    /// presentation copy.
    open var superlayer: CALayer? { layerAbove }

    // MARK: Geometry (a view's layer reads and writes its view's)

    /// The layer's position in its superlayer: where its ``anchorPoint`` sits. A view's
    /// ``UIView/center``. Animatable.
    open var position: CGPoint {
        get { hostView?.storedCenter ?? ownPosition }
        set {
            if let hostView { hostView.center = newValue; return }
            guard newValue != ownPosition else { return }
            modelWillChange(.position)
            ownPosition = newValue
        }
    }

    /// The layer's own coordinate space; its size is the layer's size. Animatable.
    open var bounds: CGRect {
        get { hostView?.storedBounds ?? ownBounds }
        set {
            if let hostView { hostView.bounds = newValue; return }
            guard newValue != ownBounds else { return }
            modelWillChange(.bounds)
            ownBounds = newValue
            if style.needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    /// The point of the bounds, in unit coordinates ((0, 0) top left, (1, 1) bottom right), that
    /// ``position`` names and that ``transform`` turns about; (0.5, 0.5) by default. Changing it
    /// keeps ``position`` and so moves the ``frame``. Animatable.
    open var anchorPoint: CGPoint {
        get { hostView?.storedAnchorPoint ?? ownAnchorPoint }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != anchorPoint else { return }
            modelWillChange(.anchorPoint)
            if let hostView {
                hostView.setAnchorPoint(newValue)
            } else {
                ownAnchorPoint = newValue
            }
        }
    }

    /// The transform applied about the ``anchorPoint``; a view's ``UIView/transform`` is its affine
    /// part. Animatable.
    open var transform: CATransform3D {
        get {
            guard let hostView else { return ownTransform }
            return nonAffineTransform ?? CATransform3DMakeAffineTransform(hostView.storedTransform)
        }
        set {
            if let hostView {
                let affine = CATransform3DGetAffineTransform(newValue)
                let keep: CATransform3D? = CATransform3DIsAffine(newValue) ? nil : newValue
                if keep != nonAffineTransform { modelWillChange(.transform) }
                hostView.transform = affine
                nonAffineTransform = keep
                return
            }
            guard newValue != ownTransform else { return }
            modelWillChange(.transform)
            ownTransform = newValue
        }
    }

    /// The layer's position on the z axis: layers with a higher value are drawn and hit-tested
    /// (by ``hitTest(_:)``) in front of their siblings. Views are hit-tested in subview order
    /// whatever their layers' z positions, as in UIKit. Animatable.
    open var zPosition: CGFloat {
        get { style.zPosition }
        set { setStyle(\.zPosition, newValue, .zPosition) }
    }

    /// The anchor point's z coordinate; 0 by default. Animatable.
    open var anchorPointZ: CGFloat {
        get { style.anchorPointZ }
        set { setStyle(\.anchorPointZ, newValue, .anchorPointZ) }
    }

    // MARK: Appearance (a view's layer shares opacity, hiding, clipping and background)

    /// The layer's opacity, 0 to 1; a view's ``UIView/alpha``. Animatable.
    open var opacity: Float {
        get {
            // Not `hostView.map { … }`: the main-actor closure checks the executor on each call,
            // 222 instructions of every `renderState()` (callgrind, `--profile animation`).
            if let hostView { return Float(hostView.storedAlpha) }
            return ownOpacity
        }
        set {
            if let hostView { hostView.alpha = CGFloat(newValue); return }
            guard newValue != ownOpacity else { return }
            modelWillChange(.opacity)
            ownOpacity = newValue
        }
    }

    /// Whether the layer is hidden; a view's ``UIView/isHidden``. Hidden layers are not hit.
    open var isHidden: Bool {
        get { hostView?.storedIsHidden ?? ownIsHidden }
        set {
            if let hostView { hostView.isHidden = newValue; return }
            ownIsHidden = newValue
        }
    }

    /// Whether sublayers are clipped to the bounds (and ``hitTest(_:)`` ignores points outside
    /// them); a view's ``UIView/clipsToBounds``.
    open var masksToBounds: Bool {
        get { hostView?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let hostView { hostView.clipsToBounds = newValue; return }
            ownMasksToBounds = newValue
        }
    }

    /// The background color; a view's ``UIView/backgroundColor``. Animatable.
    open var backgroundColor: CGColor? {
        get {
            guard let hostView else { return ownBackgroundColor }
            return hostView.backgroundColor?.resolvedColor(with: hostView.traitCollection).cgColor
        }
        set {
            if let hostView { hostView.backgroundColor = newValue.map(UIColor.init(cgColor:)); return }
            guard newValue != ownBackgroundColor else { return }
            modelWillChange(.backgroundColor)
            ownBackgroundColor = newValue
        }
    }

    /// Sets a stored style value, first telling animation it is about to change.
    func setStyle<Value: Equatable>(_ keyPath: WritableKeyPath<LayerStyle, Value>, _ value: Value,
                                    _ property: LayerProperty?) {
        guard style[keyPath: keyPath] != value else { return }
        if let property { modelWillChange(property) }
        style[keyPath: keyPath] = value
    }

    /// Copies every model value of `source` (used by ``init(layer:)`` and presentation copies).
    func copyModelValues(from source: CALayer) {
        ownPosition = source.position
        ownBounds = source.bounds
        ownAnchorPoint = source.anchorPoint
        ownTransform = source.transform
        ownOpacity = source.opacity
        ownIsHidden = source.isHidden
        ownMasksToBounds = source.masksToBounds
        ownBackgroundColor = source.backgroundColor
        copyStyleAndTiming(from: source)
        name = source.name
        customValues = source.customValues
        storedDelegate = source.delegate
        contents = source.contents
        mask = source.mask
    }

    // MARK: Frame, corners, border, shadow and contents settings
    // (declared here, not in extensions, so that subclasses can override them)

    /// The layer's rectangle in its superlayer: the bounding box of its bounds placed at
    /// ``position`` by ``anchorPoint`` under ``transform``. Setting it sets ``position`` and the
    /// bounds size (the transform should be the identity, as Core Animation warns).
    open var frame: CGRect {
        get {
            let size = bounds.size, anchor = anchorPoint, position = self.position
            let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
            return local.boundingBox(under: transform).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            if let hostView { hostView.frame = newValue; return }
            let rect = newValue.standardized
            var newBounds = bounds
            newBounds.size = rect.size
            bounds = newBounds
            position = CGPoint(x: rect.minX + rect.width * anchorPoint.x, y: rect.minY + rect.height * anchorPoint.y)
        }
    }

    /// The radius of the rounded corners; 0 by default. Animatable.
    open var cornerRadius: CGFloat {
        get { style.cornerRadius }
        set { setStyle(\.cornerRadius, newValue, .cornerRadius) }
    }

    /// The corners ``cornerRadius`` rounds; all four by default.
    open var maskedCorners: CACornerMask {
        get { style.maskedCorners }
        set { setStyle(\.maskedCorners, newValue, nil) }
    }

    /// The curve of the rounded corners; `.circular` by default.
    open var cornerCurve: CALayerCornerCurve {
        get { style.cornerCurve }
        set { setStyle(\.cornerCurve, newValue, nil) }
    }

    /// The border's width, drawn inside the bounds; 0 by default. Animatable.
    open var borderWidth: CGFloat {
        get { style.borderWidth }
        set { setStyle(\.borderWidth, newValue, .borderWidth) }
    }

    /// The border's color; opaque black by default. Animatable.
    open var borderColor: CGColor? {
        get { style.borderColor }
        set { setStyle(\.borderColor, newValue, .borderColor) }
    }

    /// The shadow's color; opaque black by default. Animatable.
    open var shadowColor: CGColor? {
        get { style.shadowColor }
        set { setStyle(\.shadowColor, newValue, .shadowColor) }
    }

    /// The shadow's opacity, 0 to 1; 0 (no shadow) by default. Animatable.
    open var shadowOpacity: Float {
        get { style.shadowOpacity }
        set { setStyle(\.shadowOpacity, newValue, .shadowOpacity) }
    }

    /// The shadow's offset; (0, −3) by default. Animatable.
    open var shadowOffset: CGSize {
        get { style.shadowOffset }
        set { setStyle(\.shadowOffset, newValue, .shadowOffset) }
    }

    /// The shadow's blur radius; 3 by default. Animatable.
    open var shadowRadius: CGFloat {
        get { style.shadowRadius }
        set { setStyle(\.shadowRadius, newValue, .shadowRadius) }
    }

    /// The shadow's shape; nil (the layer's own shape) by default. Animatable.
    open var shadowPath: CGPath? {
        get { style.shadowPath }
        set { setStyle(\.shadowPath, newValue, .shadowPath) }
    }

    /// How ``contents`` fit the bounds; `.resize` by default.
    open var contentsGravity: CALayerContentsGravity {
        get { style.contentsGravity }
        set { setStyle(\.contentsGravity, newValue, nil) }
    }

    /// The scale of ``contents``; 1 by default.
    open var contentsScale: CGFloat {
        get { style.contentsScale }
        set { setStyle(\.contentsScale, newValue, nil) }
    }

    /// The part of ``contents`` shown, in unit coordinates. Animatable.
    open var contentsRect: CGRect {
        get { style.contentsRect }
        set { setStyle(\.contentsRect, newValue, .contentsRect) }
    }

    /// The stretchable part of ``contents``, in unit coordinates.
    open var contentsCenter: CGRect {
        get { style.contentsCenter }
        set { setStyle(\.contentsCenter, newValue, nil) }
    }

    /// Whether the layer shows when turned away from the viewer; true by default.
    open var isDoubleSided: Bool {
        get { style.isDoubleSided }
        set { setStyle(\.isDoubleSided, newValue, nil) }
    }

    /// Whether the layer is fully opaque (a drawing hint); false by default.
    open var isOpaque: Bool {
        get { style.isOpaque }
        set { setStyle(\.isOpaque, newValue, nil) }
    }

    /// Whether sublayers' geometry is flipped vertically; false by default (kept for the backend).
    open var isGeometryFlipped: Bool {
        get { style.isGeometryFlipped }
        set { setStyle(\.isGeometryFlipped, newValue, nil) }
    }

    /// Whether a bounds change calls ``setNeedsDisplay()``; false by default.
    open var needsDisplayOnBoundsChange: Bool {
        get { style.needsDisplayOnBoundsChange }
        set { setStyle(\.needsDisplayOnBoundsChange, newValue, nil) }
    }

    /// Whether edges are antialiased; false by default.
    open var allowsEdgeAntialiasing: Bool {
        get { style.allowsEdgeAntialiasing }
        set { setStyle(\.allowsEdgeAntialiasing, newValue, nil) }
    }

    /// Whether sublayers take the layer's opacity as a group; true by default.
    open var allowsGroupOpacity: Bool {
        get { style.allowsGroupOpacity }
        set { setStyle(\.allowsGroupOpacity, newValue, nil) }
    }

    /// Whether the layer is drawn as a bitmap before compositing; false by default.
    open var shouldRasterize: Bool {
        get { style.shouldRasterize }
        set { setStyle(\.shouldRasterize, newValue, nil) }
    }

    /// The scale of the bitmap ``shouldRasterize`` draws; 1 by default.
    open var rasterizationScale: CGFloat {
        get { style.rasterizationScale }
        set { setStyle(\.rasterizationScale, newValue, nil) }
    }

    /// Whether drawing is queued to a background thread (a hint); false by default.
    open var drawsAsynchronously: Bool {
        get { style.drawsAsynchronously }
        set { setStyle(\.drawsAsynchronously, newValue, nil) }
    }

    // MARK: Overridable behaviour

    /// Whether `p`, in this layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        let r = bounds.standardized
        return p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
    }

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's
    /// coordinates: hidden layers are skipped, sublayers are asked front to back (higher
    /// ``zPosition`` first, then later sublayers first), and a layer that masks to its bounds
    /// answers only for points inside them.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    /// Updates the layer's contents: the delegate's `display(_:)` when one is set by hand;
    /// otherwise ``draw(in:)`` into a context the size of the bounds, kept in ``contents``.
    open func display() { defaultDisplay() }

    /// Draws the layer's content; by default asks the delegate.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Lays out the sublayers; by default asks the delegate.
    open func layoutSublayers() {
        if let hostView { return hostView.layoutSublayers(of: self) }
        delegate?.layoutSublayers(of: self)
    }

    /// The preferred size of the layer: its bounds size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// The action for a change of `event`: the delegate's answer, else ``actions``' entry, else
    /// the class's ``defaultAction(forKey:)``. `NSNull` from any of them means none.
    open func action(forKey event: String) -> CAAction? { lookUpAction(forKey: event) }

    /// Actions by property name, consulted after the delegate; `NSNull()` disables one.
    open var actions: [String: CAAction]? {
        get { storedActions }
        set { storedActions = newValue }
    }

    /// The default value of a property (nil: the built-in default).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether a change of the property redraws the layer; false by default.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The class's default action for `event`; nil by default.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }
}

extension CALayer: @preconcurrency CustomStringConvertible {}
