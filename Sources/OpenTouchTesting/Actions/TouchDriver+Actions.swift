import Foundation

/// Touches aimed at a view named by a ``ViewFinder``: each checks first that exactly one shown
/// view matches and that a finger aimed at it would reach it, and throws a ``TouchTestFailure``
/// saying why not; then it touches as a finger would, and after the last lift lets clock time
/// pass until the touches settle (held deliveries made, waiting recognizers decided; at most 1 s),
/// so a check right after it sees what the touch did. Each returns the view it touched. Two
/// `tap` calls are therefore two separate taps: use `doubleTap`
/// for a double tap.
extension TouchDriver {
    /// Taps the view's center (or `point` in its coordinates).
    @discardableResult
    public func tap(_ finder: ViewFinder, at point: CGPoint? = nil, fileID: String = #fileID,
                    filePath: String = #filePath, line: Int = #line, column: Int = #column) throws -> UIView {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let (view, location) = try aim(finder, "tap(\(finder))", at: point, site)
        tap(at: location)
        settle()
        return view
    }

    /// Taps the view's center twice, `interval` seconds between lift and the next touch-down.
    @discardableResult
    public func doubleTap(_ finder: ViewFinder, interval: TimeInterval = 0.1, fileID: String = #fileID,
                          filePath: String = #filePath, line: Int = #line, column: Int = #column) throws -> UIView {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let (view, location) = try aim(finder, "doubleTap(\(finder))", at: nil, site)
        tap(at: location, count: 2, interval: interval)
        settle()
        return view
    }

    /// Holds a finger still on the view's center for `duration` seconds, then lifts it.
    @discardableResult
    public func longPress(_ finder: ViewFinder, duration: TimeInterval = 0.6, fileID: String = #fileID,
                          filePath: String = #filePath, line: Int = #line, column: Int = #column) throws -> UIView {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let (view, location) = try aim(finder, "longPress(\(finder))", at: nil, site)
        longPress(at: location, duration: duration)
        settle()
        return view
    }

    /// Drags from the view's center by `translation`, in `steps` moves over `duration` seconds.
    @discardableResult
    public func drag(_ finder: ViewFinder, by translation: CGVector, duration: TimeInterval = 0.3, steps: Int = 10,
                     fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                     column: Int = #column) throws -> UIView {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let (view, start) = try aim(finder, "drag(\(finder), by: \(translation.dx), \(translation.dy))", at: nil, site)
        drag(from: start, to: CGPoint(x: start.x + translation.dx, y: start.y + translation.dy),
             duration: duration, steps: steps)
        settle()
        return view
    }

    /// Swipes from the view's center `distance` points in `direction` (a combination moves
    /// diagonally) within `duration` seconds, quick enough for a swipe recognizer.
    @discardableResult
    public func swipe(_ finder: ViewFinder, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 120,
                      duration: TimeInterval = 0.15, fileID: String = #fileID, filePath: String = #filePath,
                      line: Int = #line, column: Int = #column) throws -> UIView {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let (view, start) = try aim(finder, "swipe(\(finder))", at: nil, site)
        var dx: CGFloat = 0, dy: CGFloat = 0
        if direction.contains(.right) { dx += 1 }
        if direction.contains(.left) { dx -= 1 }
        if direction.contains(.down) { dy += 1 }
        if direction.contains(.up) { dy -= 1 }
        let length = max((dx * dx + dy * dy).squareRoot(), 1)
        let end = CGPoint(x: start.x + dx / length * distance, y: start.y + dy / length * distance)
        drag(from: start, to: end, duration: duration, steps: 5)
        settle()
        return view
    }

    /// The single view `finder` names and the screen point to aim at, or the failure that says why not.
    func aim(_ finder: ViewFinder, _ action: String, at point: CGPoint?, _ site: CallSite) throws -> (UIView, CGPoint) {
        let view = try resolveOnly(finder, action: action, callSite: site)
        let hittability = hittability(of: view, at: point)
        guard case .hittable(_, let location) = hittability else {
            if finder.cellIndexPath != nil, let (list, indexPath) = ListView.enclosing(view) {
                throw fail(action, "\(hittability.description)\n\(list.name(indexPath)) of "
                           + "\(TraceName(list.view).short): \(list.shownDescription)", site)
            }
            throw fail(action, hittability.description, site)
        }
        TouchTraceSession.current?.noteAction(action, on: view, driver: self)
        return (view, location)
    }
}
