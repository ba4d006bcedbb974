import Foundation

/// Two-finger gestures aimed at a view, checked like every view-aimed action.
extension TouchDriver {
    /// Pinches on the view's center: two fingers `spread` points apart (a quarter of the view's
    /// smaller side by default) move until their distance is `scale` times that, then lift.
    @discardableResult
    public func pinch(_ finder: ViewFinder, scale: CGFloat, spread: CGFloat? = nil, duration: TimeInterval = 0.3,
                      fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                      column: Int = #column) throws -> UIView {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let (view, center) = try aim(finder, "pinch(\(finder), scale: \(Self.format(scale)))", at: nil, site)
        let radius = (spread ?? Self.defaultSpread(of: view)) / 2
        twoFingers(around: center, steps: 10, duration: duration) { t in
            (radius * (1 + (scale - 1) * t), 0)
        }
        settle()
        return view
    }

    /// Rotates two fingers on the view's center by `angle` radians (clockwise positive, as
    /// `UIRotationGestureRecognizer` reports it), `spread` points apart, then lifts them.
    @discardableResult
    public func rotate(_ finder: ViewFinder, angle: CGFloat, spread: CGFloat? = nil, duration: TimeInterval = 0.3,
                       fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                       column: Int = #column) throws -> UIView {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let (view, center) = try aim(finder, "rotate(\(finder), angle: \(Self.format(angle)))", at: nil, site)
        let radius = (spread ?? Self.defaultSpread(of: view)) / 2
        twoFingers(around: center, steps: 12, duration: duration) { t in (radius, angle * t) }
        settle()
        return view
    }

    private static func defaultSpread(of view: UIView) -> CGFloat {
        max(min(view.bounds.width, view.bounds.height) / 2, 40)
    }

    /// Puts two fingers down opposite each other around `center`, moves them through
    /// `position(t)` (radius and angle, t from 0 to 1) in `steps`, and lifts them.
    private func twoFingers(around center: CGPoint, steps: Int, duration: TimeInterval,
                            position: (CGFloat) -> (radius: CGFloat, angle: CGFloat)) {
        func points(_ t: CGFloat) -> [CGPoint] {
            let (radius, angle) = position(t)
            let dx = radius * cos(angle), dy = radius * sin(angle)
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        }
        let fingers = down(at: points(0))
        for step in 1...steps {
            wait(duration / Double(steps))
            let next = points(CGFloat(step) / CGFloat(steps))
            move([(fingers[0], next[0]), (fingers[1], next[1])])
        }
        up(fingers)
    }
}
