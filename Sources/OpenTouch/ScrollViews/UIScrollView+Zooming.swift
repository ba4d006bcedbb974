import Foundation

/// A pinch under way: the content point held under the fingers and where it started.
struct ScrollPinch {
    /// The scale when the pinch began.
    var startScale: CGFloat = 1
    /// The point of the zooming view (its own coordinates) that was under the pinch centre at the start.
    var anchor: CGPoint = .zero
    /// Where the pinch centre was last, relative to the scroll view's visible top-left corner.
    var viewportPoint: CGPoint = .zero
}

/// Zooming the delegate's ``UIScrollViewDelegate/viewForZooming(in:)``.
///
/// - A scale `s` sets the zooming view's transform to `scale(s, s)`, keeps its frame origin
///   where it was (usually `.zero`), and sets ``UIScrollView/contentSize`` to its frame size;
///   then `scrollViewDidZoom(_:)`.
/// - A pinch scales from the scale it began at by the pinch's ``UIPinchGestureRecognizer/scale``
///   and keeps the content point that was under the pinch centre under the centre (which also
///   pans the content when the fingers move together). Past the limits it rubber-bands
///   (`limit × (raw/limit)^`\(``ScrollViewConstants/zoomRubberBandExponent``)) with
///   ``UIScrollView/bouncesZoom``, or stops at them without.
/// - When the pinch ends, a scale past a limit (`isZoomBouncing`) and an offset out of range
///   animate back (ease over ``ScrollViewConstants/animationDuration``, anchored on the last pinch
///   centre); then `scrollViewDidEndZooming(_:with:atScale:)`.
/// - ``UIScrollView/setZoomScale(_:animated:)`` zooms about the centre of the visible area and
///   ``UIScrollView/zoom(to:animated:)`` centres the rect; both clamp the scale and the offset.
///   Animated, they call `scrollViewWillBeginZooming(_:with:)` first and
///   `scrollViewDidEndZooming(_:with:atScale:)` at the end.
extension UIScrollView {
    /// ``setZoomScale(_:animated:)``'s work.
    func zoom(toScale scale: CGFloat, animated: Bool) {
        guard let view = zoomingView else { return }
        let target = clampedZoomScale(scale)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = contentPoint(of: view, at: CGPoint(x: contentOffset.x + centre.x, y: contentOffset.y + centre.y))
        let offset = restingOffset(keeping: anchor, at: centre, scale: target, of: view)
        zoom(view, to: target, offset: offset, animated: animated)
    }

    /// ``zoom(to:animated:)``'s work.
    func zoom(toRect rect: CGRect, animated: Bool) {
        guard let view = zoomingView, rect.width > 0, rect.height > 0 else { return }
        let target = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let offset = restingOffset(keeping: CGPoint(x: rect.midX, y: rect.midY), at: centre, scale: target, of: view)
        zoom(view, to: target, offset: offset, animated: animated)
    }

    // MARK: Pinch

    /// The pinch's action.
    func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        switch recognizer.state {
        case .began: beginZooming()
        case .changed: followPinch()
        case .ended, .cancelled: endZooming()
        default: break
        }
    }

    private func beginZooming() {
        guard let view = zoomingView else { return }
        stopAnimation()
        isZooming = true
        pinch.startScale = storedZoomScale
        pinch.anchor = pinchRecognizer.location(in: view)
        trace(.willBeginZooming)
        delegate?.scrollViewWillBeginZooming(self, with: view)
        followPinch()
    }

    private func followPinch() {
        guard isZooming, let view = zoomingView else { return }
        let raw = pinch.startScale * pinchRecognizer.scale
        let location = pinchRecognizer.location(in: self), offset = contentOffset
        pinch.viewportPoint = CGPoint(x: location.x - offset.x, y: location.y - offset.y)
        applyZoomScale(bouncesZoom ? rubberBandedZoomScale(raw) : clampedZoomScale(raw), to: view)
        let anchor = position(of: pinch.anchor, in: view, scale: storedZoomScale)
        contentOffset = CGPoint(x: anchor.x - pinch.viewportPoint.x, y: anchor.y - pinch.viewportPoint.y)
    }

    private func endZooming() {
        guard isZooming else { return }
        guard let view = zoomingView else { return finishZooming() }
        let target = clampedZoomScale(storedZoomScale)
        let offset = restingOffset(keeping: pinch.anchor, at: pinch.viewportPoint, scale: target, of: view)
        guard target != storedZoomScale || offset != contentOffset else { return finishZooming() }
        isZoomBouncing = target != storedZoomScale
        animateZoom(of: view, to: target, offset: offset)
    }

    /// Ends zooming: `scrollViewDidEndZooming(_:with:atScale:)`.
    func finishZooming() {
        isZooming = false
        isZoomBouncing = false
        trace(.didEndZooming(scale: storedZoomScale))
        delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: storedZoomScale)
    }

    // MARK: Applying a scale

    /// The delegate's view for zooming, if any.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Attaches the pinch recognizer while the scale limits differ, detaches it otherwise.
    func updatePinchRecognizer() {
        let zooms = minimumZoomScale != maximumZoomScale
        if zooms && pinchRecognizer.view !== self {
            addGestureRecognizer(pinchRecognizer)
        } else if !zooms && pinchRecognizer.view === self {
            removeGestureRecognizer(pinchRecognizer)
        }
    }

    private func zoom(_ view: UIView, to scale: CGFloat, offset: CGPoint, animated: Bool) {
        stopAnimation()
        guard animated else {
            applyZoomScale(scale, to: view)
            contentOffset = offset
            return
        }
        guard scale != storedZoomScale || offset != contentOffset else { return }
        trace(.willBeginZooming)
        delegate?.scrollViewWillBeginZooming(self, with: view)
        animateZoom(of: view, to: scale, offset: offset)
    }

    private func animateZoom(of view: UIView, to scale: CGFloat, offset: CGPoint) {
        let duration = ScrollViewConstants.animationDuration * 1000
        let zoom = ScrollAxisMotion.ease(from: storedZoomScale, to: scale, duration: duration)
        let x = ScrollAxisMotion.ease(from: contentOffset.x, to: offset.x, duration: duration)
        let y = ScrollAxisMotion.ease(from: contentOffset.y, to: offset.y, duration: duration)
        run(.zooming, step: { [weak self] elapsed in
            guard let self else { return true }
            let s = zoom.value(at: elapsed), a = x.value(at: elapsed), b = y.value(at: elapsed)
            if s.value != storedZoomScale { applyZoomScale(s.value, to: view) }
            contentOffset = CGPoint(x: a.value, y: b.value)
            return s.finished && a.finished && b.finished
        }, completion: { [weak self] in
            guard let self else { return }
            finishZooming()
        })
    }

    /// Scales the zooming view, keeps its frame origin, updates the content size, tells the delegate.
    private func applyZoomScale(_ scale: CGFloat, to view: UIView) {
        let observers = keyValueWillChange()
        defer { keyValueDidChange(observers) }
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let moved = view.frame.origin
        view.center = CGPoint(x: view.center.x + origin.x - moved.x, y: view.center.y + origin.y - moved.y)
        contentSize = view.frame.size
        storedZoomScale = scale
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Geometry

    private func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    private func rubberBandedZoomScale(_ raw: CGFloat) -> CGFloat {
        let exponent = ScrollViewConstants.zoomRubberBandExponent
        if raw > maximumZoomScale { return maximumZoomScale * pow(raw / maximumZoomScale, exponent) }
        if raw < minimumZoomScale { return minimumZoomScale * pow(raw / minimumZoomScale, exponent) }
        return raw
    }

    /// Where the zooming view's point `point` is, in the scroll view's coordinates, at `scale`
    /// (the view's frame origin stays put).
    private func position(of point: CGPoint, in view: UIView, scale: CGFloat) -> CGPoint {
        let origin = view.frame.origin, local = view.bounds
        return CGPoint(x: origin.x + (point.x - local.minX) * scale, y: origin.y + (point.y - local.minY) * scale)
    }

    /// The zooming view's point shown at `point` of the scroll view's coordinates, at the current scale.
    private func contentPoint(of view: UIView, at point: CGPoint) -> CGPoint {
        let origin = view.frame.origin, local = view.bounds, scale = storedZoomScale
        return CGPoint(x: (point.x - origin.x) / scale + local.minX, y: (point.y - origin.y) / scale + local.minY)
    }

    /// The offset, within the scrollable range the content will have at `scale`, that shows the
    /// view's point `anchor` at `viewportPoint` of the visible area.
    private func restingOffset(keeping anchor: CGPoint, at viewportPoint: CGPoint, scale: CGFloat, of view: UIView) -> CGPoint {
        let spot = position(of: anchor, in: view, scale: scale)
        let inset = adjustedContentInset, size = bounds.size
        let content = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let low = minimumOffset
        let high = CGPoint(x: max(low.x, content.width + inset.right - size.width),
                           y: max(low.y, content.height + inset.bottom - size.height))
        return CGPoint(x: min(max(spot.x - viewportPoint.x, low.x), high.x),
                       y: min(max(spot.y - viewportPoint.y, low.y), high.y))
    }
}
