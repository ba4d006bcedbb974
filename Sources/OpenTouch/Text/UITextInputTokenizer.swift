import Foundation

/// Finds the boundaries of characters, words, sentences, lines and paragraphs in a
/// ``UITextInput``'s text.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The unit of `granularity` around `position` in `direction`, or nil when there is none.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at a boundary of `granularity` in `direction` (forward: a unit's
    /// end; backward: its start).
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of `granularity` from `position` in `direction`, or nil at the text's edge.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity`, looking in `direction`.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// The tokenizer UIKit's text controls use, working on the text of any ``UITextInput``.
///
/// Words are runs of letters, digits, underscores and apostrophes; sentences end at `.`, `!`,
/// `?` or a newline; lines and paragraphs are both the text between newlines (this tokenizer does
/// not see the layout).
@preconcurrency @MainActor
open class UITextInputStringTokenizer: UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    /// Creates a tokenizer for `textInput`'s text (kept weakly).
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
    }

    /// The unit of `granularity` around `position` in `direction`, or nil when there is none.
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (units, index) = locate(position),
              let unit = units.unit(granularity, enclosing: index, forward: direction.isForward) else { return nil }
        return range(units.offsets[unit.lowerBound], units.offsets[unit.upperBound])
    }

    /// Whether `position` is at a boundary of `granularity` in `direction`.
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (units, index) = locate(position) else { return false }
        return units.isBoundary(index, of: granularity, forward: direction.isForward)
    }

    /// The next boundary of `granularity` from `position` in `direction`.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (units, index) = locate(position),
              let next = units.nextBoundary(from: index, of: granularity, forward: direction.isForward) else { return nil }
        return textInput.flatMap { $0.position(from: $0.beginningOfDocument, offset: units.offsets[next]) }
    }

    /// Whether `position` is inside a unit of `granularity`, looking in `direction`.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (units, index) = locate(position) else { return false }
        return units.unit(granularity, enclosing: index, forward: direction.isForward) != nil
    }

    /// The text's units and the character boundary at `position`.
    private func locate(_ position: UITextPosition) -> (TextUnits, Int)? {
        guard let input = textInput,
              let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) else { return nil }
        let units = TextUnits(input.text(in: whole) ?? "")
        let offset = input.offset(from: input.beginningOfDocument, to: position)
        guard offset >= 0, offset <= units.length else { return nil }
        return (units, units.characterIndex(atOffset: offset))
    }

    private func range(_ start: Int, _ end: Int) -> UITextRange? {
        guard let input = textInput,
              let from = input.position(from: input.beginningOfDocument, offset: start),
              let to = input.position(from: input.beginningOfDocument, offset: end) else { return nil }
        return input.textRange(from: from, to: to)
    }
}
