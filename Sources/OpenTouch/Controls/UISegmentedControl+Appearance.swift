import Foundation

/// Title text attributes per control state. OpenTouch draws nothing: they are kept so that UIKit
/// code setting and reading them runs unchanged.
extension UISegmentedControl {
    /// Sets the attributes of the segments' titles in `state` (nil removes them).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
    }

    /// The title attributes set for exactly `state`, or nil.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }
}
