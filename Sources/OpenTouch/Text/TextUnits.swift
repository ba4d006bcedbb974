import Foundation

/// A text split into characters (grapheme clusters) with their UTF-16 offsets, and into the units
/// a tokenizer measures: words, sentences, paragraphs.
struct TextUnits {
    let characters: [Character]
    /// The UTF-16 offset of each character's start, then the text's UTF-16 length.
    let offsets: [Int]

    init(_ text: String) {
        characters = Array(text)
        var offsets: [Int] = []
        offsets.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf16.count
        }
        offsets.append(offset)
        self.offsets = offsets
    }

    /// The text's length in UTF-16 units.
    var length: Int { offsets[offsets.count - 1] }

    /// The index of the character starting at or containing the UTF-16 `offset` (clamped); the
    /// character count for the end.
    func characterIndex(atOffset offset: Int) -> Int {
        if offset <= 0 { return 0 }
        if offset >= length { return characters.count }
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `offset` moved to the start of the character it falls in (a character boundary).
    func boundary(atOrBefore offset: Int) -> Int { offsets[characterIndex(atOffset: offset)] }

    /// The boundary `count` characters after (or, negative, before) `offset`, clamped to the text.
    func offset(from offset: Int, characters count: Int) -> Int {
        let index = characterIndex(atOffset: offset)
        return offsets[max(0, min(characters.count, index + count))]
    }

    /// Whether `character` belongs to a word: letters, digits, marks, the underscore, and an
    /// apostrophe (OpenTouch's word rule, close to UIKit's for Latin text).
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "'" || character == "\u{2019}"
    }

    /// The units of `granularity`, as ranges of character indices, in order.
    func units(_ granularity: UITextGranularity) -> [Range<Int>] {
        switch granularity {
        case .character: return characters.indices.map { $0..<($0 + 1) }
        case .word: return runs { Self.isWordCharacter($0) }
        case .paragraph, .line: return runs { !$0.isNewline }
        case .sentence: return sentences()
        case .document: return [0..<characters.count]
        }
    }

    /// The maximal runs of characters for which `member` holds.
    private func runs(_ member: (Character) -> Bool) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for (index, character) in characters.enumerated() {
            if member(character) {
                if start == nil { start = index }
            } else if let begin = start {
                result.append(begin..<index)
                start = nil
            }
        }
        if let start { result.append(start..<characters.count) }
        return result
    }

    /// Sentences: from a non-space character to a `.`, `!` or `?` (with closing quotes) or a newline.
    private func sentences() -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for (index, character) in characters.enumerated() {
            if start == nil, !character.isWhitespace { start = index }
            guard let begin = start else { continue }
            if character.isNewline {
                result.append(begin..<index)
                start = nil
            } else if ".!?".contains(character) {
                result.append(begin..<(index + 1))
                start = nil
            }
        }
        if let start { result.append(start..<characters.count) }
        return result
    }

    /// The unit of `granularity` holding the character after (forward) or before (backward)
    /// character boundary `index`.
    func unit(_ granularity: UITextGranularity, enclosing index: Int, forward: Bool) -> Range<Int>? {
        if granularity == .document { return 0..<characters.count }
        let probe = forward ? index : index - 1
        guard probe >= 0, probe < characters.count else { return nil }
        return units(granularity).first { $0.contains(probe) }
    }

    /// Whether boundary `index` ends a unit (forward) or starts one (backward).
    func isBoundary(_ index: Int, of granularity: UITextGranularity, forward: Bool) -> Bool {
        units(granularity).contains { forward ? $0.upperBound == index : $0.lowerBound == index }
    }

    /// The next unit end after `index` (forward) or the previous unit start before it
    /// (backward); the text's end or start when there is none, nil when already there.
    func nextBoundary(from index: Int, of granularity: UITextGranularity, forward: Bool) -> Int? {
        if forward {
            guard index < characters.count else { return nil }
            return units(granularity).map(\.upperBound).first { $0 > index } ?? characters.count
        }
        guard index > 0 else { return nil }
        return units(granularity).map(\.lowerBound).last { $0 < index } ?? 0
    }
}
