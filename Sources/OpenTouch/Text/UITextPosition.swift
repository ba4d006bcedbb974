import Foundation

/// A position in the text of a ``UITextInput`` object.
///
/// UIKit leaves the representation to the text object. OpenTouch's text controls hand out
/// positions that hold an offset in UTF-16 code units from the start of the text, as
/// `NSRange` counts; compare and measure them with the text object's
/// ``UITextInput/compare(_:to:)`` and ``UITextInput/offset(from:to:)``.
@preconcurrency @MainActor
open class UITextPosition {
    /// Creates a position; text objects create subclasses that know where they are.
    public init() {}
}

/// A range of text in a ``UITextInput`` object: a start and an end position.
@preconcurrency @MainActor
open class UITextRange {
    /// Creates a range; text objects create subclasses that know their ends.
    public init() {}

    /// Whether the range is empty (its start is its end); false in this abstract class.
    open var isEmpty: Bool { false }
    /// The start of the range; text objects override it.
    open var start: UITextPosition { UITextPosition() }
    /// The end of the range; text objects override it.
    open var end: UITextPosition { UITextPosition() }
}

/// A position of OpenTouch's text controls: an offset in UTF-16 code units.
final class IndexedPosition: UITextPosition, @preconcurrency CustomStringConvertible {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
    }

    var description: String { "<UITextPosition offset \(offset)>" }
}

/// A range of OpenTouch's text controls: two offsets in UTF-16 code units, start ≤ end.
final class IndexedRange: UITextRange, @preconcurrency CustomStringConvertible {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
    }

    convenience init(from start: Int, to end: Int) {
        self.init(NSRange(location: min(start, end), length: abs(end - start)))
    }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { IndexedPosition(range.location) }
    override var end: UITextPosition { IndexedPosition(range.location + range.length) }

    var description: String { "<UITextRange \(range.location)..<\(range.location + range.length)>" }
}
