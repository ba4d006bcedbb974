import Foundation

/// The state of a drag on a sheet.
struct SheetDrag {
    /// Whether a pan is under way.
    var isActive = false
    /// Whether the pan moves the sheet now (rather than a scroll view in it).
    var movesSheet = false
    /// The sheet's top edge the finger would give without rubber banding.
    var rawTop: CGFloat = 0
    /// The pan's translation at the last change.
    var lastTranslation: CGFloat = 0
    /// The scroll view the drag began in, if any.
    weak var scrollView: UIScrollView?
    /// Whether the drag went below the smallest detent (an interactive dismissal began or was refused).
    var pastBottom = false
    /// Whether the interactive dismissal was refused.
    var refused = false
}

/// Lets the sheet's pan run with the pans of scroll views inside the sheet: the sheet decides
/// on each move which of them moves (see ``UISheetPresentationController``'s drag).
@MainActor
final class SheetPanDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer.view is UIScrollView
    }
}

extension UISheetPresentationController {
    func installPan(on wrapper: UIView) {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        pan.delegate = panDelegate
        wrapper.addGestureRecognizer(pan)
        panRecognizer = pan
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let wrapper = wrapperView, let container = containerView else { return }
        switch pan.state {
        case .began:
            drag = SheetDrag()
            drag.isActive = true
            drag.rawTop = wrapper.frame.minY
            drag.scrollView = scrollView(under: pan.location(in: wrapper), in: wrapper)
            drag.movesSheet = drag.scrollView == nil
            dragMoved(pan.translation(in: container).y)
        case .changed:
            dragMoved(pan.translation(in: container).y)
        case .ended, .cancelled:
            dragEnded(velocity: pan.state == .ended ? pan.velocity(in: container).y : 0)
        default:
            break
        }
    }

    /// The vertical scroll view under `point` in the sheet, if any.
    private func scrollView(under point: CGPoint, in wrapper: UIView) -> UIScrollView? {
        var view = wrapper.hitTest(point, with: nil)
        while let current = view, current !== wrapper {
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled,
               scroll.contentSize.height + scroll.adjustedContentInset.top + scroll.adjustedContentInset.bottom
                > scroll.bounds.height || scroll.alwaysBounceVertical {
                return scroll
            }
            view = current.superview
        }
        return nil
    }

    private func dragMoved(_ translation: CGFloat) {
        let delta = translation - drag.lastTranslation
        drag.lastTranslation = translation
        let largestTop = detentTop(of: resolvedDetents().last?.id)
        if let scroll = drag.scrollView, !drag.movesSheet {
            let top = -scroll.adjustedContentInset.top
            let atTop = scroll.contentOffset.y <= top + 0.5
            let expands = delta < 0 && prefersScrollingExpandsWhenScrolledToEdge && drag.rawTop > largestTop + 0.5
            guard (delta > 0 && atTop) || expands else { return }
            drag.movesSheet = true
        }
        drag.rawTop += delta
        if let scroll = drag.scrollView {
            // The sheet takes the drag: the scroll view stays at its top edge meanwhile; once the
            // sheet reaches its largest detent going up, the scroll view takes the drag back.
            if drag.rawTop < largestTop && delta < 0 {
                drag.rawTop = largestTop
                drag.movesSheet = false
            }
            scroll.contentOffset.y = -scroll.adjustedContentInset.top
        }
        showSheet(atRawTop: drag.rawTop)
    }

    /// Places the sheet for a finger-given top edge: rubber-banded above the largest detent, and
    /// below the smallest one only when an interactive dismissal may go ahead.
    private func showSheet(atRawTop raw: CGFloat) {
        guard let wrapper = wrapperView, let container = containerView else { return }
        let resolved = resolvedDetents()
        let largestTop = detentTop(of: resolved.last?.id)
        let smallestTop = detentTop(of: resolved.first?.id)
        var top = raw
        let dimension = container.bounds.height
        if raw < largestTop {
            top = largestTop - ScrollRubberBand.banded(largestTop - raw, dimension: dimension)
        } else if raw > smallestTop {
            if !drag.pastBottom { beginDraggingPastBottom() }
            if drag.refused { top = smallestTop + ScrollRubberBand.banded(raw - smallestTop, dimension: dimension) }
        }
        let bounds = container.bounds
        let height = max(bounds.maxY - min(max(top, largestTop), smallestTop), 0)
        wrapper.frame = CGRect(x: bounds.minX, y: top, width: bounds.width, height: height)
    }

    /// The drag went below the smallest detent: the interactive dismissal begins (the presented
    /// controller's `viewWillDisappear`, the delegate's `presentationControllerWillDismiss`) or is refused.
    private func beginDraggingPastBottom() {
        drag.pastBottom = true
        guard mayDismissInteractively(), let state = presentedViewController.presentationState else {
            drag.refused = true
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        state.interactiveDismissal = AppearanceBatch(controllersOf: presentedViewController.viewIfLoaded,
                                                     appearing: false, animated: true)
    }

    /// The finger lifted: the sheet settles on the detent nearest the projected release point,
    /// or dismisses when the bottom is nearer.
    private func dragEnded(velocity: CGFloat) {
        guard let container = containerView else { return }
        let wasMoving = drag.movesSheet || drag.pastBottom
        drag.isActive = false
        guard wasMoving, let wrapper = wrapperView else { return }
        let projected = wrapper.frame.minY + velocity * PresentationConstants.sheetProjectionFactor
        var best: (id: Detent.Identifier?, top: CGFloat) = (nil, container.bounds.maxY)
        var bestDistance = drag.refused ? CGFloat.infinity : abs(projected - container.bounds.maxY)
        for detent in resolvedDetents() {
            let top = detentTop(of: detent.id)
            if abs(projected - top) < bestDistance {
                best = (detent.id, top)
                bestDistance = abs(projected - top)
            }
        }
        if drag.refused { delegate?.presentationControllerDidAttemptToDismiss(self) }
        guard let id = best.id else { return dismissAfterDrag() }
        if let batch = presentedViewController.presentationState?.interactiveDismissal {
            presentedViewController.presentationState?.interactiveDismissal = nil
            batch.cancel()
        }
        let changed = id != currentDetentIdentifier
        if changed { selectDetentSilently(id) }
        settle(animated: true)
        if changed { (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }

    private func selectDetentSilently(_ id: Detent.Identifier) {
        let animating = isAnimatingChanges
        isAnimatingChanges = true
        selectedDetentIdentifier = id
        isAnimatingChanges = animating
    }

    private func dismissAfterDrag() {
        let presented = presentedViewController
        guard let presenter = presented.presentingViewController else { return }
        if presented.presentationState?.interactiveDismissal == nil {
            delegate?.presentationControllerWillDismiss(self)
        }
        presenter.dismissPresentation(of: presented, animated: true, completion: nil, interactive: true)
    }
}
