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

    /// Hit-tests a new touch at `screenPoint` twice, as UIKit does: the first pass asks the
    /// windows from the top until one returns a view (a window that returns nil lets the touch
    /// fall through); the second pass asks that window again, and its answer is the touch's view.
    ///
    /// Both passes run before the touch exists, so an override sees the event as it was before
    /// this touch (its other touches only) and cannot reach the new touch's state. When the passes
    /// disagree (an override with state or side effects), the second answer wins and
    /// ``InputDiagnostic/Kind/hitTestPassesDisagreed`` is reported.
    func target(forTouchAt screenPoint: CGPoint, event: UIEvent, finger: Int) -> TouchTarget {
        let first = firstPass(at: screenPoint, event: event)
        guard let window = first.window else { return first }
        // The second pass repeats this touch's query: it does not count towards rebuilding caches.
        HitTestLevel.isRepeatingQuery = true
        let view = window.tracedHitTest(window.convertFromScreen(screenPoint), event)
        HitTestLevel.isRepeatingQuery = false
        event.tracer?.record(.hitTestPass(.second, window: window, result: view))
        if view !== first.view {
            report(InputDiagnostic(.hitTestPassesDisagreed, finger: finger,
                                   "hit-test pass 1 chose \(first.view.map(\.typeName) ?? "nil"), pass 2 chose "
                                   + "\(view.map(\.typeName) ?? "nil"); the touch goes to pass 2's answer"))
        }
        return TouchTarget(window: window, view: view)
    }

    /// The first pass: the first window, from the top, whose hit test returns a view.
    private func firstPass(at screenPoint: CGPoint, event: UIEvent) -> TouchTarget {
        var target = TouchTarget(window: nil, view: nil)
        for window in windowsFrontToBack {
            let point = window.convertFromScreen(screenPoint)
            if let view = window.tracedHitTest(point, event) {
                target = TouchTarget(window: window, view: view)
                break
            }
        }
        event.tracer?.record(.hitTestPass(.first, window: target.window, result: target.view))
        return target
    }
}
