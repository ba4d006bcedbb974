import Foundation

/// One rectangle of a selection, as ``UITextInput/selectionRects(for:)`` returns them: one per
/// line the range covers.
@preconcurrency @MainActor
open class UITextSelectionRect {
    /// Creates an empty selection rectangle; text objects create subclasses.
    public init() {}

    /// The rectangle, in the text object's coordinates.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in the rectangle; left to right in OpenTouch.
    open var writingDirection: NSWritingDirection { .leftToRight }
    /// Whether the rectangle holds the start of the selection.
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the end of the selection.
    open var containsEnd: Bool { false }
    /// Whether the text is vertical; always false in OpenTouch.
    open var isVertical: Bool { false }
}

/// OpenTouch's selection rectangles: the values are stored.
final class TextSelectionRect: UITextSelectionRect {
    private let storedRect: CGRect
    private let storedStart: Bool
    private let storedEnd: Bool

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedStart = containsStart
        storedEnd = containsEnd
    }

    override var rect: CGRect { storedRect }
    override var containsStart: Bool { storedStart }
    override var containsEnd: Bool { storedEnd }
}
