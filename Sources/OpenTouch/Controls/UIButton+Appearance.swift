import Foundation

/// Values a button keeps per exact control state, falling back to the normal state's.
struct ControlStateTable<Value> {
    private var values: [UInt: Value] = [:]

    /// Sets the value for exactly `state`; nil removes it.
    mutating func set(_ value: Value?, for state: UIControl.State) {
        values[state.rawValue] = value
    }

    /// The value set for exactly `state`, else the normal state's.
    func value(for state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }
}

/// Per-state title colours and images. OpenTouch draws nothing: these are kept so that UIKit
/// code setting and reading them runs unchanged.
extension UIButton {
    /// Sets the title colour used in `state` (nil removes it, so the normal one is used).
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors.set(color, for: state)
    }

    /// The title colour for `state`: the one set for exactly that state, else the normal one.
    public func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors.value(for: state)
    }

    /// The title colour for the current ``UIControl/state``; without one set, UIKit's default: the
    /// button's ``UIView/tintColor`` (dimmed when it is), resolved for its traits, for system
    /// buttons (system blue, (0, 122, 255) in light mode, unless a tint is set); white for the others.
    public var currentTitleColor: UIColor {
        if let color = titleColor(for: state) { return color }
        return buttonType == .system ? tintColor.resolvedColor(with: traitCollection) : .white
    }

    /// Sets the image used in `state` (nil removes it, so the normal one is used).
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images.set(image, for: state)
        invalidateIntrinsicContentSize()
    }

    /// The image for `state`: the one set for exactly that state, else the normal one.
    public func image(for state: UIControl.State) -> UIImage? {
        images.value(for: state)
    }

    /// The image for the current ``UIControl/state``.
    public var currentImage: UIImage? {
        image(for: state)
    }
}
