// OpenTouch — Software keyboard
//
// Boxing CGRect and CGPoint in NSValue, as the keyboard notifications' userInfo carries them.
// On Apple platforms UIKit provides `NSValue(cgRect:)`/`cgRectValue` and the Swift bridge that
// lets `userInfo[key] as? CGRect` unbox an NSValue.

#if !canImport(Darwin)
import Foundation

extension NSValue {
    /// Creates a value holding `rect` (its type encoding is Foundation's `{CGRect=…}`).
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Creates a value holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// The rectangle the value holds (zero when it holds something else).
    public var cgRectValue: CGRect {
        isEncoded(as: "{CGRect") ? rectValue : .zero
    }

    /// The point the value holds (zero when it holds something else).
    public var cgPointValue: CGPoint {
        isEncoded(as: "{CGPoint") ? pointValue : .zero
    }

    /// Whether the value's type encoding starts with `prefix`.
    func isEncoded(as prefix: String) -> Bool {
        String(cString: objCType).hasPrefix(prefix)
    }
}

/// Lets `value as? CGRect` unbox an `NSValue` holding a rectangle (and `rect as NSValue` box
/// one), as Swift's bridging does on Apple platforms: pasted keyboard-notification code such as
/// `notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect` works unchanged.
extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// The class a rectangle bridges to.
    public typealias _ObjectiveCType = NSValue

    /// Boxes the rectangle.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }

    /// Unboxes a value that must hold a rectangle.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.cgRectValue
    }

    /// Unboxes a value if it holds a rectangle.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard source.isEncoded(as: "{CGRect") else { return false }
        result = source.rectValue
        return true
    }

    /// Unboxes a value (zero for nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.cgRectValue ?? .zero
    }
}
#endif
