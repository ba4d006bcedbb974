import Foundation

/// What ``UITextField`` and ``UITextView`` share: the ``UITextInput`` machinery over a
/// ``TextEditingStore`` and a ``TextGeometry``. Each control forwards its public `UITextInput`
/// methods here and supplies its delegate calls and layout.
@MainActor
protocol TextEditingHost: UIView, UITextInput {
    var store: TextEditingStore { get }
    /// The control's recognizers and edit menu.
    var textInteraction: TextInteraction { get }
    /// The layout of the text as shown, in the control's coordinates.
    func makeGeometry() -> TextGeometry
    /// Whether the user may change the text.
    var acceptsEdits: Bool { get }
    /// Whether the text may be copied (false for secure entry).
    var allowsCopy: Bool { get }
    /// Asks the delegate whether `range` may become `replacement`.
    func delegateAllowsChange(_ range: NSRange, _ replacement: String) -> Bool
    /// Tells the control the user changed the text (delegate, control events, notification);
    /// called after ``selectionDidChange()`` when the caret moved with the edit.
    func textDidChangeByUser()
    /// Tells the control the selection changed (redraw, delegate).
    func selectionDidChange()
}

extension TextEditingHost {
    /// The offset of a position of ours, or nil for a foreign or out-of-text position.
    func offset(of position: UITextPosition) -> Int? {
        guard let position = position as? IndexedPosition, position.offset >= 0, position.offset <= store.length else { return nil }
        return position.offset
    }

    /// The range of a range of ours, or nil for a foreign or out-of-text range.
    func nsRange(of range: UITextRange) -> NSRange? {
        guard let range = range as? IndexedRange, range.range.location >= 0,
              range.range.location + range.range.length <= store.length else { return nil }
        return range.range
    }

    func editingReplace(_ range: UITextRange, _ text: String) {
        if let range = nsRange(of: range) { performEdit(range, text) }
    }

    func editingText(in range: UITextRange) -> String? {
        nsRange(of: range).map { store.substring($0) }
    }

    var editingSelectedTextRange: UITextRange? {
        get { IndexedRange(store.selection) }
        set {
            guard let newValue, let range = nsRange(of: newValue) else { return }
            setSelection(range)
        }
    }

    var editingMarkedTextRange: UITextRange? { store.marked.map { IndexedRange($0) } }

    func editingTextRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let start = offset(of: from), let end = offset(of: to) else { return nil }
        return IndexedRange(from: start, to: end)
    }

    func editingPosition(from position: UITextPosition, offset delta: Int) -> UITextPosition? {
        guard let start = offset(of: position) else { return nil }
        let (target, overflow) = start.addingReportingOverflow(delta)
        guard !overflow, target >= 0, target <= store.length else { return nil }
        return IndexedPosition(target)
    }

    func editingPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset count: Int) -> UITextPosition? {
        guard let start = offset(of: position) else { return nil }
        switch direction {
        case .right: return IndexedPosition(store.units.offset(from: start, characters: count))
        case .left: return IndexedPosition(store.units.offset(from: start, characters: -count))
        case .down: return IndexedPosition(makeGeometry().offset(from: start, lines: count))
        case .up: return IndexedPosition(makeGeometry().offset(from: start, lines: -count))
        }
    }

    func editingCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let lhs = (position as? IndexedPosition)?.offset ?? 0
        let rhs = (other as? IndexedPosition)?.offset ?? 0
        return lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }

    func editingOffset(from: UITextPosition, to: UITextPosition) -> Int {
        ((to as? IndexedPosition)?.offset ?? 0) - ((from as? IndexedPosition)?.offset ?? 0)
    }

    func editingPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = nsRange(of: range) else { return nil }
        return IndexedPosition(direction == .left || direction == .up ? range.location : range.location + range.length)
    }

    func editingCharacterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let start = offset(of: position),
              let other = editingPosition(from: position, in: direction, offset: 1).flatMap(offset(of:)) else { return nil }
        return IndexedRange(from: start, to: other)
    }

    func editingFirstRect(for range: UITextRange) -> CGRect {
        guard let range = nsRange(of: range) else { return .null }
        return makeGeometry().selectionRects(for: range).first ?? .null
    }

    func editingCaretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position) else { return .null }
        return makeGeometry().caretRect(atOffset: offset)
    }

    func editingSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = nsRange(of: range) else { return [] }
        let rects = makeGeometry().selectionRects(for: range)
        return rects.enumerated().map { index, rect in
            TextSelectionRect(rect: rect, containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    func editingClosestPosition(to point: CGPoint, within range: UITextRange? = nil) -> UITextPosition? {
        let offset = makeGeometry().closestOffset(to: point)
        guard let range, let limits = nsRange(of: range) else { return IndexedPosition(offset) }
        return IndexedPosition(min(max(offset, limits.location), limits.location + limits.length))
    }

    func editingCharacterRange(at point: CGPoint) -> UITextRange? {
        makeGeometry().characterRange(at: point).map { IndexedRange($0) }
    }

    // MARK: Marked text

    func editingSetMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let range = store.marked ?? store.selection
        guard performEdit(range, text) else { return }
        let length = text.utf16.count
        store.marked = length > 0 ? NSRange(location: range.location, length: length) : nil
        let inner = NSRange(location: range.location + min(max(0, selectedRange.location), length),
                            length: max(0, min(selectedRange.length, length - min(max(0, selectedRange.location), length))))
        setSelection(inner)
    }

    func editingUnmarkText() {
        store.marked = nil
    }

    // MARK: Changing the text and the selection

    /// Sets the selection (clamped to character boundaries) and tells the control when it changed.
    func setSelection(_ range: NSRange, anchor: Int? = nil) {
        let clamped = store.clamp(range)
        store.selectionAnchor = anchor
        guard clamped != store.selection else { return }
        store.selection = clamped
        selectionDidChange()
    }

    /// Replaces `range` with `replacement` as the user: only when the control accepts edits and
    /// its delegate agrees. Returns whether the text changed.
    @discardableResult
    func performEdit(_ range: NSRange, _ replacement: String) -> Bool {
        guard acceptsEdits else { return false }
        let range = store.clamp(range)
        if range.length == 0 && replacement.isEmpty { return false }
        guard delegateAllowsChange(range, replacement) else { return false }
        let oldSelection = store.selection
        store.replace(range, with: replacement)
        if store.selection != oldSelection { selectionDidChange() }
        textDidChangeByUser()
        return true
    }
}
