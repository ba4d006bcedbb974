import Foundation

/// A view controller whose view is a custom keyboard (``UIResponder/inputViewController``).
@preconcurrency @MainActor
open class UIInputViewController: UIViewController {
    /// The controller's view, when it is an input view.
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { if let newValue { view = newValue } }
    }
}
