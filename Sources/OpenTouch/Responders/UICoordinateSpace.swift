import Foundation

/// A coordinate system points and rectangles can be converted between: views and screens.
///
/// Conversions go through screen coordinates (a window's frame is in screen coordinates), so
/// any two spaces convert, even views of different windows. A custom conforming type converts
/// only between itself and the spaces it knows; OpenTouch's own spaces treat it as the screen.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds, in its own coordinates.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`: the bounding box of its corners.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space: the bounding box of its corners.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// Maps between a space and screen coordinates: how OpenTouch's spaces convert between each other.
@MainActor
protocol ScreenMappedSpace: UICoordinateSpace {
    func toScreen(_ point: CGPoint) -> CGPoint
    func fromScreen(_ point: CGPoint) -> CGPoint
}

extension ScreenMappedSpace {
    /// `point` in this space, converted to `space` through screen coordinates.
    ///
    /// A view (the usual space) is found by a class cast: a cast to the protocol asks the runtime
    /// for the conformance, a few hundred instructions on every drag move.
    func mappedPoint(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        let screenPoint = toScreen(point)
        if let view = space as? UIView { return view.fromScreen(screenPoint) }
        return (space as? any ScreenMappedSpace)?.fromScreen(screenPoint) ?? screenPoint
    }

    /// `point` in `space`, converted to this space through screen coordinates.
    func mappedPoint(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return fromScreen(view.toScreen(point)) }
        return fromScreen((space as? any ScreenMappedSpace)?.toScreen(point) ?? point)
    }
}

extension UIView: UICoordinateSpace, ScreenMappedSpace {
    func toScreen(_ point: CGPoint) -> CGPoint { convertToScreen(point) }
    func fromScreen(_ point: CGPoint) -> CGPoint { convertFromScreen(point) }

    /// Converts `point` from this view's coordinates to `coordinateSpace` (a view or a screen's space).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        mappedPoint(point, to: coordinateSpace)
    }

    /// Converts `point` from `coordinateSpace` (a view or a screen's space) to this view's coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        mappedPoint(point, from: coordinateSpace)
    }

    /// Converts `rect` from this view's coordinates to `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        Self.boundingBox(of: rect) { mappedPoint($0, to: coordinateSpace) }
    }

    /// Converts `rect` from `coordinateSpace` to this view's coordinates.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        Self.boundingBox(of: rect) { mappedPoint($0, from: coordinateSpace) }
    }
}

/// A screen's coordinate space: screen coordinates themselves.
@MainActor
final class UIScreenCoordinateSpace: ScreenMappedSpace {
    unowned let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }
    func toScreen(_ point: CGPoint) -> CGPoint { point }
    func fromScreen(_ point: CGPoint) -> CGPoint { point }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        mappedPoint(point, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        mappedPoint(point, from: coordinateSpace)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        UIView.boundingBox(of: rect) { mappedPoint($0, to: coordinateSpace) }
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        UIView.boundingBox(of: rect) { mappedPoint($0, from: coordinateSpace) }
    }
}
