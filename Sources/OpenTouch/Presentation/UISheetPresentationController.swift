import Foundation

/// The presentation controller of a sheet (`.automatic`, `.pageSheet`, `.formSheet`): on compact
/// width a card rising from the bottom that rests at its ``detents``, can be dragged between
/// them and down to dismiss, and dims what is behind it above ``largestUndimmedDetentIdentifier``.
/// On regular width it is a centred card (see ``PresentationConstants``).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at; `[.large()]` by default. An empty list means `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet { settle(animated: isAnimatingChanges) }
    }
    /// The detent the sheet rests at; nil means the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if oldValue != selectedDetentIdentifier { settle(animated: isAnimatingChanges) } }
    }
    /// The largest detent that does not dim the presenter (which stays interactive there); nil
    /// dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { updateDimming() }
    }
    /// Whether the sheet shows a grabber at its top; false by default.
    open var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }
    /// The sheet's corner radius; nil is ``PresentationConstants/sheetCornerRadius``.
    open var preferredCornerRadius: CGFloat? {
        didSet { wrapperView?.layer.cornerRadius = cornerRadius }
    }
    /// Whether dragging a scroll view in the sheet up at a smaller detent expands the sheet
    /// before the scroll view scrolls; true by default.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the screen's edges in compact height; kept.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its width from the preferred content size; kept.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The view a popover-style sheet points at; kept.
    open var sourceView: UIView?

    var isAnimatingChanges = false
    weak var wrapperView: UIDropShadowView?
    weak var dimmingView: UIDimmingView?
    var grabberView: UIView?
    var drag = SheetDrag()
    weak var panRecognizer: UIPanGestureRecognizer?
    let panDelegate = SheetPanDelegate()

    /// Animates the changes `changes` makes to the sheet's detents and selection.
    open func animateChanges(_ changes: () -> Void) {
        let outer = isAnimatingChanges
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = outer
    }

    /// Resolves the detents again (after something a custom resolver reads changed).
    open func invalidateDetents() {
        settle(animated: isAnimatingChanges)
    }

    override open var presentationStyle: UIModalPresentationStyle {
        let style = super.presentationStyle
        return style == .formSheet ? .formSheet : .pageSheet
    }

    override open var shouldPresentInFullscreen: Bool { false }

    /// A sheet stays a sheet on compact width (it has a compact look of its own); a delegate may
    /// still adapt it (to `.fullScreen`, say).
    override open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        if isRegularWidth { return regularFrame(in: container.bounds) }
        return compactFrame(top: detentTop(of: currentDetentIdentifier), in: container.bounds)
    }

    var cornerRadius: CGFloat { preferredCornerRadius ?? PresentationConstants.sheetCornerRadius }

    var isRegularWidth: Bool { traitCollection.horizontalSizeClass == .regular }

    /// The sheet's frame on compact width when its top edge is at `top`.
    func compactFrame(top: CGFloat, in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(bounds.maxY - top, 0))
    }

    private func regularFrame(in bounds: CGRect) -> CGRect {
        let size: CGSize
        if presentationStyle == .formSheet {
            size = PresentationConstants.formSheetSize
        } else {
            size = CGSize(width: PresentationConstants.regularPageSheetWidth,
                          height: bounds.height - 2 * PresentationConstants.regularSheetVerticalMargin)
        }
        let width = min(size.width, bounds.width), height = min(size.height, bounds.height)
        return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    }

    // MARK: Detents

    private var safeInsets: UIEdgeInsets { containerView?.window?.safeAreaInsets ?? .zero }

    /// The large detent's height: the container less the safe area and the top gap.
    var maximumDetentValue: CGFloat {
        guard let container = containerView else { return 0 }
        return max(container.bounds.height - safeInsets.top - PresentationConstants.sheetTopGap - safeInsets.bottom, 0)
    }

    /// The detents' identifiers and heights, smallest first (ties keep the list's order).
    func resolvedDetents() -> [(id: Detent.Identifier, height: CGFloat)] {
        guard let container = containerView else { return [] }
        let context = DetentContext(traits: traitCollection, maximum: maximumDetentValue,
                                    containerHeight: container.bounds.height, bottomInset: safeInsets.bottom)
        let list = detents.isEmpty ? [Detent.large()] : detents
        let resolved = list.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        return resolved.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
    }

    /// The selected detent, or the smallest when none (or an unknown one) is selected.
    var currentDetentIdentifier: Detent.Identifier? {
        let resolved = resolvedDetents()
        if let selected = selectedDetentIdentifier, resolved.contains(where: { $0.id == selected }) { return selected }
        return resolved.first?.id
    }

    /// The sheet's top edge at detent `id`, in the container.
    func detentTop(of id: Detent.Identifier?) -> CGFloat {
        guard let container = containerView else { return 0 }
        let height = resolvedDetents().first { $0.id == id }?.height ?? maximumDetentValue
        return container.bounds.height - safeInsets.bottom - height
    }

    /// Whether the sheet dims what is behind it at detent `id`.
    func dims(at id: Detent.Identifier?) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let resolved = resolvedDetents()
        guard let limit = resolved.first(where: { $0.id == undimmed })?.height,
              let height = resolved.first(where: { $0.id == id })?.height else { return true }
        return height > limit
    }

    // MARK: Views

    /// Builds the sheet's views in the presentation's container: the dimming view, the wrapper
    /// with its rounded corners and pan, the grabber.
    func installViews(in state: PresentationState) {
        let container = state.transitionView
        let dimming = UIDimmingView(frame: container.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = UIColor(white: 0, alpha: PresentationConstants.dimmingAlpha)
        dimming.onTap = { [weak self] in self?.dimmingViewTapped() }
        container.addSubview(dimming)
        state.dimmingView = dimming
        dimmingView = dimming
        let wrapper = UIDropShadowView(frame: frameOfPresentedViewInContainerView)
        wrapper.layer.cornerRadius = cornerRadius
        wrapper.clipsToBounds = true
        let presented = presentedViewController.view!
        presented.frame = wrapper.bounds
        presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wrapper.addSubview(presented)
        container.addSubview(wrapper)
        state.wrapper = wrapper
        wrapperView = wrapper
        if !isRegularWidth { installPan(on: wrapper) }
        updateGrabber()
        updateDimming()
    }

    private func updateGrabber() {
        guard let wrapper = wrapperView else { return }
        guard prefersGrabberVisible else {
            grabberView?.removeFromSuperview()
            grabberView = nil
            return
        }
        let size = PresentationConstants.grabberSize
        let grabber = grabberView ?? UIView()
        grabber.frame = CGRect(x: (wrapper.bounds.width - size.width) / 2, y: PresentationConstants.grabberTopInset,
                               width: size.width, height: size.height)
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        grabber.layer.cornerRadius = size.height / 2
        grabber.backgroundColor = UIColor(white: 0.5, alpha: 0.5)
        grabber.accessibilityLabel = "Grabber"
        grabberView = grabber
        wrapper.addSubview(grabber)
    }

    /// Dims (and blocks touches behind the sheet) unless the sheet rests at or under the largest undimmed detent.
    func updateDimming(at id: Detent.Identifier? = nil) {
        guard let dimming = dimmingView else { return }
        let dimmed = isRegularWidth || dims(at: id ?? currentDetentIdentifier)
        dimming.alpha = dimmed ? 1 : 0
        dimming.isUserInteractionEnabled = dimmed
        (containerView as? UITransitionView)?.passesTouchesThrough = !dimmed
    }

    /// Moves the sheet to its current detent.
    func settle(animated: Bool) {
        guard let wrapper = wrapperView, let container = containerView, wrapper.superview != nil,
              presentedViewController.transitionCoordinator == nil else { return }
        let frame = isRegularWidth ? regularFrame(in: container.bounds)
            : compactFrame(top: detentTop(of: currentDetentIdentifier), in: container.bounds)
        let move = { [self] in
            wrapper.frame = frame
            updateDimming()
        }
        if animated {
            UIView.animate(withDuration: PresentationConstants.detentChangeDuration, delay: 0,
                           options: [.curveEaseInOut, .allowUserInteraction], animations: move)
        } else {
            move()
        }
    }

    /// A tap on the dimming view: an interactive dismissal, when allowed.
    func dimmingViewTapped() {
        requestInteractiveDismissal()
    }

    override open func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard !drag.isActive, presentedViewController.transitionCoordinator == nil,
              let wrapper = wrapperView, let container = containerView else { return }
        // Only a real change (the container resized) moves the sheet: an animated detent change
        // already holds its final frame.
        let target = isRegularWidth ? regularFrame(in: container.bounds)
            : compactFrame(top: detentTop(of: currentDetentIdentifier), in: container.bounds)
        if wrapper.frame != target { settle(animated: false) }
    }
}
