import Foundation

extension UIEvent {
    /// Calls `body` once for each window that has touches in this event, in the order of its
    /// first touch. O(touches × distinct windows) — windows are few — with no allocation in steady
    /// state: the list lives in ``deliveryScratch`` between events.
    func forEachTouchedWindow(_ body: (UIWindow) -> Void) {
        // The common case, every touch in one window, needs no list.
        var sole: UIWindow?
        var manyWindows = false
        for touch in touchList {
            guard let window = touch.window else { continue }
            if sole == nil { sole = window } else if sole !== window { manyWindows = true; break }
        }
        guard manyWindows else {
            if let sole { body(sole) }
            return
        }
        var windows = deliveryScratch.windows
        deliveryScratch.windows = []
        windows.removeAll(keepingCapacity: true)
        for touch in touchList {
            guard let window = touch.window else { continue }
            if windows.last !== window && !windows.containsIdentical(window) { windows.append(window) }
        }
        for window in windows { body(window) }
        windows.removeAll(keepingCapacity: true)
        deliveryScratch.windows = windows
    }
}
