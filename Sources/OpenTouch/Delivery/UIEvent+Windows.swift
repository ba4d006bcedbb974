import Foundation

extension UIEvent {
    /// The window of every touch that has one, when they share one window (the common case);
    /// nil when no touch has a window, or when several windows have touches (`manyWindows` is
    /// then set to true).
    func soleTouchedWindow(manyWindows: inout Bool) -> UIWindow? {
        var sole: UIWindow?
        for touch in touchList {
            guard let window = touch.window else { continue }
            if sole == nil {
                sole = window
            } else if sole !== window {
                manyWindows = true
                return nil
            }
        }
        return sole
    }

    /// Calls `body` once for each window that has touches in this event, in the order of its
    /// first touch, when several windows have touches (``soleTouchedWindow(manyWindows:)`` said
    /// so). O(touches × distinct windows) — windows are few — with no allocation in steady state:
    /// the list lives in ``deliveryScratch`` between events.
    func forEachOfManyTouchedWindows(_ body: (UIWindow) -> Void) {
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
