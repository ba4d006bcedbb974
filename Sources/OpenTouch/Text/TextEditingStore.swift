import Foundation

/// The editable state shared by OpenTouch's text controls: the text, the selection and the
/// marked text, all in UTF-16 units.
@MainActor
final class TextEditingStore {
    var text = "" {
        didSet { cachedUnits = nil }
    }
    /// The selection (an empty range is the caret), always on character boundaries inside the text.
    var selection = NSRange(location: 0, length: 0)
    /// The marked text's range, or nil.
    var marked: NSRange?
    /// The end of the selection that moves when it is extended (shift-arrows, handles).
    var selectionAnchor: Int?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    weak var inputDelegate: (any UITextInputDelegate)?
    private var cachedUnits: TextUnits?

    /// The text's characters and offsets.
    var units: TextUnits {
        if let cachedUnits { return cachedUnits }
        let units = TextUnits(text)
        cachedUnits = units
        return units
    }

    var length: Int { units.length }

    /// `range` clamped to the text and snapped outward to character boundaries.
    func clamp(_ range: NSRange) -> NSRange {
        let units = self.units
        let start = units.boundary(atOrBefore: max(0, min(range.location, units.length)))
        let (sum, overflow) = range.location.addingReportingOverflow(max(0, range.length))
        let rawEnd = max(start, overflow ? units.length : min(sum, units.length))
        let endIndex = units.characterIndex(atOffset: rawEnd)
        let end = units.offsets[endIndex] < rawEnd ? units.offsets[min(endIndex + 1, units.characters.count)] : rawEnd
        return NSRange(location: start, length: end - start)
    }

    /// The text of `range` (already valid).
    func substring(_ range: NSRange) -> String {
        (text as NSString).substring(with: range)
    }

    /// Replaces `range` (already valid) with `replacement`; the caret goes after the new text.
    func replace(_ range: NSRange, with replacement: String) {
        text = (text as NSString).replacingCharacters(in: range, with: replacement)
        selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
        selectionAnchor = nil
        marked = nil
    }
}
