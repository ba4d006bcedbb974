import Foundation

/// Where a new touch lands: the window and the view the hit test chose.
struct TouchTarget {
    var window: UIWindow?
    var view: UIView?
}

extension UIApplication {
    /// The windows that can receive touches, topmost first: visible windows of every connected
    /// scene, by descending ``UIWindow/windowLevel`` and, within a level, most recently ordered front first.
    var windowsFrontToBack: [UIWindow] {
        var windows: [UIWindow] = []
        for scene in connectedScenes {
            windows.append(contentsOf: scene.windows.lazy.filter { !$0.isHidden })
        }
        // Stable sort: within a level the later window (ordered front later) wins.
        return windows.enumerated().sorted { lhs, rhs in
            if lhs.element.windowLevel != rhs.element.windowLevel {
                return lhs.element.windowLevel > rhs.element.windowLevel
            }
            return lhs.offset > rhs.offset
        }.map(\.element)
    }

    /// Hit-tests a new touch at `screenPoint`: the first window, from the top, whose hit test
    /// returns a view. As UIKit does, a window that returns nil lets the touch fall through.
    func target(forTouchAt screenPoint: CGPoint, event: UIEvent) -> TouchTarget {
        for window in windowsFrontToBack {
            let point = window.convertFromScreen(screenPoint)
            if let view = window.tracedHitTest(point, event) {
                return TouchTarget(window: window, view: view)
            }
        }
        return TouchTarget(window: nil, view: nil)
    }
}
