import Foundation

/// The values a view stores that most views never set (appearance, a transform, a tag,
/// interactions), allocated the first time one is set so that plain views stay small.
@MainActor
final class ViewExtras {
    /// ``UIView/transform``; read only when the view's `hasIdentityTransform` is false.
    var transform: CGAffineTransform = .identity
    /// ``UIView/tag``.
    var tag = 0
    /// The interactions added with ``UIView/addInteraction(_:)``, in order.
    var interactions: [any UIInteraction] = []
    /// Key-value observations of the view, made when one is first made.
    var keyValueObservers: KeyValueObservers?
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
        set { setExtra(\.needsDisplay, newValue, isDefault: !newValue) }
    }

    /// The transform as stored (``transform``): out of line, as most views keep the identity.
    final var storedTransform: CGAffineTransform {
        get { hasIdentityTransform ? .identity : extras?.transform ?? .identity }
        set { setExtra(\.transform, newValue, isDefault: newValue.isIdentity) }
    }

    /// The interactions added with ``addInteraction(_:)``, in order (see `UIView+Interactions.swift`).
    final var storedInteractions: [any UIInteraction] {
        get { extras?.interactions ?? [] }
        set { setExtra(\.interactions, newValue, isDefault: newValue.isEmpty) }
    }

    /// Key-value observations of the view (in the extras: most views have none).
    final var keyValueObservers: KeyValueObservers? {
        get { extras?.keyValueObservers }
        set { setExtra(\.keyValueObservers, newValue, isDefault: newValue == nil) }
    }

    /// Writes an extra, creating the extras unless `value` is the default and there are none yet
    /// (a view that never leaves the defaults allocates nothing).
    func setExtra<Value>(_ field: ReferenceWritableKeyPath<ViewExtras, Value>, _ value: Value, isDefault: Bool) {
        guard extras != nil || !isDefault else { return }
        writableExtras[keyPath: field] = value
    }

    /// The view's stored extras, created on first write.
    var writableExtras: ViewExtras {
        if let extras { return extras }
        let created = ViewExtras()
        extras = created
        return created
    }
}
