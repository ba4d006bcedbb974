import Foundation

/// A pan that starts near an edge of the screen. Continuous.
///
/// - Only the first touch counts; touches after it are ignored (`ignore(_:for:)`), so they are
///   neither counted nor cancelled in their views.
/// - The first touch must come down within ``GestureConstants/screenEdgeRegionWidth`` (20 pt, OpenTouch's
///   choice) of one of ``edges`` of its window's bounds; otherwise the recognizer fails at once.
///   With ``edges`` empty (the default) it always fails, so it never begins.
/// - It begins like a pan, once the touch has moved ``GestureConstants/panHysteresis``, if the
///   movement is mostly away from a matching edge (the component pointing away from the edge is
///   positive and larger than the component along it); otherwise it fails. Translation and
///   velocity then behave as in ``UIPanGestureRecognizer``.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {

    /// The edges the gesture may start from; none by default.
    open var edges: UIRectEdge = []

    /// The first touch of the attempt.
    private var firstTouch: UITouch?
    /// The edges (among ``edges``) the first touch came down near.
    private var startEdges: UIRectEdge = []

    /// UIKit's class name, for ``description``.
    override class var standardClassName: String? { "UIScreenEdgePanGestureRecognizer" }

    /// Takes the first touch (failing unless it starts near one of ``edges``) and ignores the others.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in trackedTouches where touches.contains(touch) && !isIgnored(touch) {
            guard firstTouch == nil else {
                if touch !== firstTouch { ignore(touch, for: event) }
                continue
            }
            firstTouch = touch
            startEdges = edgesNear(touch)
        }
        guard !startEdges.isEmpty else {
            if state == .possible { fail(because: .notFromEdge(edgeWidth: GestureConstants.screenEdgeRegionWidth)) }
            return
        }
        super.touchesBegan(touches, with: event)
    }

    /// Forgets the first touch and its edges, then resets the pan.
    open override func reset() {
        super.reset()
        firstTouch = nil
        startEdges = []
    }

    /// The movement did not point away from the edge the touch started near.
    override func panRefusal(_ movement: CGPoint) -> GestureReason {
        .wrongDirection(movement: movement, allowed: "a drag away from the edge it started near")
    }

    /// Begins only when the movement points mostly away from an edge the touch started near.
    override func shouldBeginPan(afterMoving movement: CGPoint) -> Bool {
        let pairs: [(UIRectEdge, CGFloat, CGFloat)] = [
            (.left, movement.x, movement.y), (.right, -movement.x, movement.y),
            (.top, movement.y, movement.x), (.bottom, -movement.y, movement.x),
        ]
        return pairs.contains { edge, away, along in
            startEdges.contains(edge) && away > 0 && away > abs(along)
        }
    }

    /// The edges among ``edges`` within the edge region of the touch's starting point.
    private func edgesNear(_ touch: UITouch) -> UIRectEdge {
        guard let bounds = touch.window?.bounds else { return [] }
        let point = touch.location(in: nil)
        let width = GestureConstants.screenEdgeRegionWidth
        var near: UIRectEdge = []
        if point.x - bounds.minX < width { near.insert(.left) }
        if bounds.maxX - point.x < width { near.insert(.right) }
        if point.y - bounds.minY < width { near.insert(.top) }
        if bounds.maxY - point.y < width { near.insert(.bottom) }
        return near.intersection(edges)
    }
}
