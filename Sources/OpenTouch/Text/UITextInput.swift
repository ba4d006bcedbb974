import Foundation

/// The text-editing protocol of UIKit's text controls: positions, ranges, the selection, marked
/// text and the geometry that lets touches place the caret and select.
///
/// ``UITextField`` and ``UITextView`` adopt it. Their positions count UTF-16 code units, as
/// `NSRange` does. UIKit's optional requirements that OpenTouch's controls do not need are left
/// out; `shouldChangeText(in:replacementText:)` has a default that allows every change.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The text in `range`, or nil when the range is outside the text.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// Whether the text in `range` may be replaced by `text`; true by default.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    /// The selection; an empty range is the caret. Nil when the object has no selection.
    var selectedTextRange: UITextRange? { get set }
    /// The marked (provisionally entered) text, or nil.
    var markedTextRange: UITextRange? { get }
    /// The attributes marked text is drawn with.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection when nothing is marked) with `markedText`, marks
    /// it, and selects `selectedRange` inside it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text: it stays, unmarked.
    func unmarkText()
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions (in either order), or nil when one is not in the text.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction (characters left and
    /// right, lines up and down), or nil outside the text.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The number of UTF-16 units from `from` to `toPosition` (negative when it is before).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The object told before and after the text or selection changes from outside it.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The object that finds word, line and paragraph boundaries.
    var tokenizer: any UITextInputTokenizer { get }
    /// The position in `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the next character in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction at `position`; left to right in OpenTouch.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of `range`; OpenTouch lays out left to right only.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The rectangle of the first line of `range`.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// One rectangle per line of `range`.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The character boundary nearest `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The character boundary in `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character under `point`, or nil.
    func characterRange(at point: CGPoint) -> UITextRange?
}

extension UITextInput {
    /// Allows every change.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
}

/// The object a ``UITextInput`` tells when its text or selection changes from outside it.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// A direction in the layout of text on screen, with UIKit's raw values.
public enum UITextLayoutDirection: Int, Sendable, Hashable {
    /// To the right.
    case right = 2
    /// To the left.
    case left = 3
    /// Up a line.
    case up = 4
    /// Down a line.
    case down = 5
}

/// A direction in the storage of text: forward (later characters) or backward.
public enum UITextStorageDirection: Int, Sendable, Hashable {
    /// Toward the end.
    case forward = 0
    /// Toward the start.
    case backward = 1
}

/// A storage or layout direction, as tokenizers take them (UIKit's `UITextDirection`).
public struct UITextDirection: RawRepresentable, Sendable, Hashable {
    /// The direction's raw value: a ``UITextStorageDirection`` or ``UITextLayoutDirection`` value.
    public let rawValue: Int

    /// Creates a direction from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A storage direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// A layout direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction goes toward the end of the text (forward, right or down).
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
            || rawValue == UITextLayoutDirection.down.rawValue
    }
}

/// The unit a tokenizer measures text in, with UIKit's raw values.
public enum UITextGranularity: Int, Sendable, Hashable {
    /// A character (grapheme cluster).
    case character = 0
    /// A word.
    case word = 1
    /// A sentence.
    case sentence = 2
    /// A paragraph.
    case paragraph = 3
    /// A line.
    case line = 4
    /// The whole text.
    case document = 5
}
