import Foundation

extension UIScrollView {
    /// Reports a step to the application's trace observers, if any.
    func trace(_ step: ScrollViewTraceStep) {
        activeTraceHub(during: nil)?.record(.scrollView(self, step))
    }
}
