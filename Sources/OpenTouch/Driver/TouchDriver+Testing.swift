import Foundation

/// Engine facts the OpenTouchTesting library reads (package access: not part of the public API).
extension TouchDriver {
    /// Observers told about each new driver; OpenTouchTesting records a driver's application
    /// while a test that asked for failure dumps runs.
    package static var creationObservers: [@MainActor (TouchDriver) -> Void] = []

    /// The windows that can receive touches, topmost first, after pending layout has run.
    package var visibleWindowsFrontToBack: [UIWindow] {
        application.layoutWindowsIfNeeded()
        return application.windowsFrontToBack
    }

    /// The view hit testing chooses for a new touch at `screenPoint` (nil when none), with its
    /// window, without touching and without trace records.
    package func hitView(atScreenPoint screenPoint: CGPoint) -> UIView? {
        for window in visibleWindowsFrontToBack {
            if let view = window.hitTest(window.convertFromScreen(screenPoint), with: nil) { return view }
        }
        return nil
    }

    /// `rect` of `view` in screen points (the bounding box when transformed).
    package func screenRect(of view: UIView, _ rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map(view.convertToScreen)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A point in UIKit's description format: `(322, 140)`.
    package static func format(_ point: CGPoint) -> String {
        "(\(UIKitFormat.number(point.x)), \(UIKitFormat.number(point.y)))"
    }

    /// A rectangle in UIKit's description format: `(0 120; 343 100.5)`.
    package static func format(_ rect: CGRect) -> String { UIKitFormat.rect(rect) }

    /// A number in UIKit's description format (`%g`).
    package static func format(_ number: CGFloat) -> String { UIKitFormat.number(number) }

    /// Whether the touches that went down are not settled yet although no finger is down: a
    /// delivery held back by a recognizer (`delaysTouchesEnded`, a scroll view's content-touch
    /// delay), or a recognizer in an attempt that has not decided (a single tap waiting for a
    /// double tap to fail).
    package var hasUnsettledTouches: Bool {
        let gestures = application.gestureEnvironment
        return !gestures.heldTouches.isEmpty || gestures.arena.hasUndecidedMembers
    }
}
