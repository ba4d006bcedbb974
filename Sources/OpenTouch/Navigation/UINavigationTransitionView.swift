import Foundation

/// UIKit's private class for the view a navigation controller runs its transitions in: it fills
/// the ``UILayoutContainerView`` and holds the ``UIViewControllerWrapperView``.
@preconcurrency @MainActor
final class UINavigationTransitionView: UIView {}
