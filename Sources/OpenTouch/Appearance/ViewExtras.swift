import Foundation

/// The appearance and accessibility values a view stores, allocated the first time one is set so
/// that plain views stay small.
@MainActor
final class ViewExtras {
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var tintColor: UIColor?
    var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    var contentMode: UIView.ContentMode = .scaleToFill
    /// Whether `setNeedsDisplay()` was called since the view was last drawn.
    var needsDisplay = false
    var isOpaque: Bool?
    var clearsContextBeforeDrawing = true
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    var restorationIdentifier: String?
    /// The view whose alpha masks this one (``UIView/mask``), held strongly as in UIKit.
    var maskView: UIView?
    /// The scale set with ``UIView/contentScaleFactor``; nil follows the screen.
    var contentScaleFactor: CGFloat?
}

/// A responder's stored accessibility values.
@MainActor
final class AccessibilityBox {
    var values = AccessibilityValues()
}

/// UIKit's accessibility properties, stored; nil where the kind's default applies.
struct AccessibilityValues {
    var identifier: String?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var isElement: Bool?
    var elementsHidden = false
    var viewIsModal = false
    var shouldGroupChildren = false
    var frame: CGRect = .zero
    var language: String?
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
    var userInputLabels: [String]?
}

extension UIView {
    /// Whether the view awaits drawing (``UIView/setNeedsDisplay()``).
    var needsDisplayFlag: Bool {
        get { extras?.needsDisplay ?? false }
        set {
            guard newValue || extras != nil else { return }
            writableExtras.needsDisplay = newValue
        }
    }

    /// The view's stored extras, created on first write.
    var writableExtras: ViewExtras {
        if let extras { return extras }
        let created = ViewExtras()
        extras = created
        return created
    }
}
