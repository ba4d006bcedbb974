/// A description of a view's content that makes the view showing it, such as a list cell's
/// image and text.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration adjusted for `state` (for example highlighted text colours).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a ``UIContentConfiguration``, which shows whatever configuration it is given.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether this view can show `configuration`; when false, the cell makes a new content view.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// True: a content view supports every configuration unless it says otherwise.
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}
