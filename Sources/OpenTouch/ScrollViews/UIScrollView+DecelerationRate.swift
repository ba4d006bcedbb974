import Foundation

extension UIScrollView {
    /// How quickly a flung scroll view slows down: the fraction of its velocity kept after each
    /// millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond, between 0 and 1.
        public let rawValue: CGFloat

        /// Creates a rate from the fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate: 0.998 of the velocity is kept per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop: 0.99 of the velocity is kept per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether dragging the scroll view dismisses the keyboard (resigns the first responder).
    public enum KeyboardDismissMode: Int, Sendable, Hashable {
        /// Dragging does not dismiss the keyboard.
        case none
        /// The first responder resigns when a drag begins.
        case onDrag
        /// The keyboard follows the finger down once it is over the keyboard; lifting the finger
        /// dismisses it or lets it slide back up.
        case interactive
        /// As ``onDrag``; the input accessory view goes with the first responder.
        case onDragWithAccessory
        /// As ``interactive``; the input accessory view goes with the first responder.
        case interactiveWithAccessory
    }
}
