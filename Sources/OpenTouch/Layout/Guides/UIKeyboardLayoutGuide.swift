import Foundation

/// A guide whose top edge follows the software keyboard's top edge in its view's coordinates
/// (`view.keyboardLayoutGuide`): constrain a view's bottom to its ``UILayoutGuide/topAnchor``
/// to keep it above the keyboard.
///
/// While the keyboard is down, its top is at the view's bottom safe-area edge (the view's
/// bottom when ``usesBottomSafeArea`` is false), and it is as wide as the view. When the
/// keyboard slides, the guide moves at once to where the keyboard ends and the views
/// constrained to it animate along with the keyboard, as in UIKit.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a keyboard undocked or floating on an iPad; false by default.
    /// An iPhone keyboard is always docked, so it changes nothing in OpenTouch.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top stops at the bottom safe-area edge while the keyboard is down
    /// (true by default, iOS 17).
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.setNeedsLayout() } }
    }
    /// Extra space, in points, added above the keyboard when it is dismissed interactively
    /// (iOS 17); OpenTouch keeps it and does not use it.
    open var keyboardDismissPadding: CGFloat = 0

    init(owningView: UIView) {
        super.init(kind: .keyboard, owningView: owningView, identifier: "UIViewKeyboardLayoutGuide")
    }

    /// The guide's top edge in its owning view's coordinates.
    var topInOwner: CGFloat {
        guard let view = owningView else { return 0 }
        let bounds = view.bounds
        let resting = bounds.maxY - (usesBottomSafeArea ? view.safeAreaInsets.bottom : 0)
        guard let window = view.window, let scene = window.windowScene, let application = scene.application,
              let keyboardTop = SoftwareKeyboard.existing(for: application)?.layoutTop else { return resting }
        let screenPoint = CGPoint(x: 0, y: keyboardTop)
        let top = view.convert(window.convertFromScreen(screenPoint), from: window).y
        return min(max(top, bounds.minY), resting)
    }
}

extension UIView {
    /// The guide that follows the software keyboard in this view (made on first use).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide(owningView: self)
        addLayoutGuide(guide)
        return guide
    }
}
