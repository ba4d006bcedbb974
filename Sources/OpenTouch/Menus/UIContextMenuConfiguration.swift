import Foundation

/// Makes the view controller a context menu shows as its preview, or nil for a preview of the view.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu from the suggested elements, or nil for no menu.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: an identifier, a preview provider and an action provider, made by
/// a ``UIContextMenuInteractionDelegate`` when a press begins.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The configuration's identifier (a unique string when none is given).
    public let identifier: any NSCopying
    /// Makes the preview's view controller.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    let actionProvider: UIContextMenuActionProvider?
    /// How the menu orders its elements relative to where it opens; ``ElementOrder/automatic``
    /// by default. Kept: OpenTouch's menus list their elements in the order given.
    public var preferredMenuElementOrder: ElementOrder = .automatic

    /// How a menu orders its elements (iOS 16).
    public enum ElementOrder: Int, Sendable, Hashable {
        /// The system decides (the first element nearest the finger).
        case automatic = 0
        /// The first element nearest the finger.
        case priority = 1
        /// The order given, from the top.
        case fixed = 2
    }

    /// Creates a configuration; every argument may be nil.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// How a preview's shape is drawn.
@preconcurrency @MainActor
open class UIPreviewParameters {
    /// The colour behind the preview; nil uses the view's background colour.
    open var backgroundColor: UIColor?
    /// The part of the view shown; nil shows its bounds.
    open var visiblePath: UIBezierPath?
    /// The preview's shadow outline; kept.
    open var shadowPath: UIBezierPath?

    /// Creates default parameters.
    public init() {}
}

/// Where a preview sits: a container view and a centre in its coordinates.
@preconcurrency @MainActor
open class UIPreviewTarget {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre in the container's coordinates.
    public let center: CGPoint
    /// A transform applied to the preview.
    public let transform: CGAffineTransform

    /// Creates a target.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
    }
}

/// A view to lift as a context menu's preview, with how it is drawn and where.
@preconcurrency @MainActor
open class UITargetedPreview {
    /// The view previewed.
    public let view: UIView
    /// How the preview is drawn.
    public let parameters: UIPreviewParameters
    /// Where the preview sits: by default at the view's centre in its superview.
    public let target: UIPreviewTarget
    /// The preview's size: the view's bounds size.
    public var size: CGSize { view.bounds.size }

    /// Creates a preview of `view` (which must be in a window) at its own place.
    public convenience init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    /// Creates a preview of `view` placed at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }
}
