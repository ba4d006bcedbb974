import Foundation

extension UIScrollView {
    /// Reports a step to the application's trace observers, if any.
    func trace(_ step: ScrollViewTraceStep) {
        if let hub = owningApplication?.traceHub, hub.isActive { hub.record(.scrollView(self, step)) }
    }
}
