import Foundation

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates a set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Points up: the popover sits below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Points down: the popover sits above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Points left: the popover sits right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Points right: the popover sits left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet known.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Hears about a popover's presentation and dismissal (and, as its parent protocol, adaptation).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented; set its source here. Does nothing by default.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The presentation controller of a popover (`.popover`): on regular width a card next to its
/// source with an arrow, dismissed by a tap outside it (except on ``passthroughViews``); on
/// compact width it adapts to a sheet unless the delegate's adaptive style is `.none`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The bar button item the popover points at, instead of ``sourceView``: the popover anchors
    /// to the item's button on its navigation bar or toolbar, and that bar stays interactive
    /// while the popover is up (it joins the passthrough views), as in UIKit.
    open var barButtonItem: UIBarButtonItem?
    /// The rectangle in ``sourceView`` the popover points at; the view's bounds when empty.
    open var sourceRect: CGRect = .zero
    /// The directions the arrow may point; any by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points, once presented (`.unknown` before).
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that stay interactive while the popover is up.
    open var passthroughViews: [UIView]? {
        didSet { dimmingView?.passthroughViews = reachableViews }
    }
    /// The popover's background colour; kept.
    open var backgroundColor: UIColor?
    /// Whether the popover may overlap its source; kept.
    open var canOverlapSourceViewRect = false
    /// Margins the popover keeps from the container's edges; kept.
    open var popoverLayoutMargins: UIEdgeInsets = .zero

    weak var dimmingView: UIDimmingView?

    /// The views touches reach through the dimming view: the passthrough views, and the bar of
    /// the ``barButtonItem``.
    private var reachableViews: [UIView] {
        (passthroughViews ?? []) + (barButtonItem?.barOnScreen.map { [$0] } ?? [])
    }
    private var storedAdaptiveSheet: UISheetPresentationController?

    /// The sheet the popover becomes on compact width.
    public var adaptiveSheetPresentationController: UISheetPresentationController {
        if let storedAdaptiveSheet { return storedAdaptiveSheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController,
                                                  presenting: presentingViewController)
        storedAdaptiveSheet = sheet
        return sheet
    }

    override open var presentationStyle: UIModalPresentationStyle { .popover }

    override open var shouldPresentInFullscreen: Bool { false }

    /// A popover adapts to a sheet on compact width (iOS 13 and later).
    override open var adaptivePresentationStyle: UIModalPresentationStyle { .pageSheet }

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return placement(in: container).frame
    }

    /// Where the popover goes, and its arrow's direction: below the source when the arrow may
    /// point up and it fits, else above, right, left (the first that fits, else the first permitted).
    func placement(in container: UIView) -> (frame: CGRect, arrow: UIPopoverArrowDirection) {
        let bounds = container.bounds
        let margin = PresentationConstants.popoverMargin, arrow = PresentationConstants.popoverArrowLength
        var size = presentedViewController.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = PresentationConstants.defaultPopoverSize }
        size.width = min(size.width, bounds.width - 2 * margin)
        size.height = min(size.height, bounds.height - 2 * margin)
        let source: CGRect
        if let item = barButtonItem, let view = item.viewOnScreen {
            source = view.convert(view.bounds, to: container)
        } else if let view = sourceView, view.window != nil {
            source = view.convert(sourceRect.isEmpty ? view.bounds : sourceRect, to: container)
        } else {
            source = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        }
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, margin), bounds.maxX - margin - size.width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, margin), bounds.maxY - margin - size.height) }
        let candidates: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: clampX(source.midX - size.width / 2), y: source.maxY + arrow, width: size.width, height: size.height)),
            (.down, CGRect(x: clampX(source.midX - size.width / 2), y: source.minY - arrow - size.height,
                           width: size.width, height: size.height)),
            (.left, CGRect(x: source.maxX + arrow, y: clampY(source.midY - size.height / 2), width: size.width, height: size.height)),
            (.right, CGRect(x: source.minX - arrow - size.width, y: clampY(source.midY - size.height / 2),
                            width: size.width, height: size.height)),
        ]
        let permitted = candidates.filter { permittedArrowDirections.contains($0.0) }
        let inside = bounds.insetBy(dx: margin - 0.5, dy: margin - 0.5)
        let chosen = permitted.first { inside.contains($0.1) } ?? permitted.first ?? candidates[0]
        return (chosen.1, chosen.0)
    }

    /// A tap outside the popover: asks for dismissal (an action sheet's popover runs its cancel action).
    func dimmingViewTapped() {
        requestInteractiveDismissal()
    }

    /// Whether the popover has something to point at (UIKit raises when it has not).
    var hasSourceAnchor: Bool { sourceView != nil || barButtonItem != nil }

    /// Builds the popover's views: a clear dimming view that dismisses on a tap, and the card.
    func installViews(in state: PresentationState) {
        let container = state.transitionView
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        container.passesTouchesThrough = true
        let dimming = UIDimmingView(frame: container.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.passthroughViews = reachableViews
        dimming.onTap = { [weak self] in self?.dimmingViewTapped() }
        container.addSubview(dimming)
        state.dimmingView = dimming
        dimmingView = dimming
        let placed = placement(in: container)
        arrowDirection = placed.arrow
        let wrapper = UIDropShadowView(frame: placed.frame)
        wrapper.layer.cornerRadius = PresentationConstants.sheetCornerRadius
        wrapper.clipsToBounds = true
        let presented = presentedViewController.view!
        presented.frame = wrapper.bounds
        presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wrapper.addSubview(presented)
        container.addSubview(wrapper)
        state.wrapper = wrapper
    }
}
