import Foundation

extension TouchDriver {
    /// Taps the text field or text view `finder` names (unless it is already first responder),
    /// then types `text` into it character by character as the keyboard does (`insertText`, so the
    /// delegate is asked before each character; `"\n"` is Return). Returns the view.
    @discardableResult
    public func typeText(_ text: String, into finder: ViewFinder, fileID: String = #fileID, filePath: String = #filePath,
                         line: Int = #line, column: Int = #column) throws -> UIView {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let view = try resolveOnly(finder, action: "typeText(\"\(text)\", into: \(finder))", callSite: site)
        guard let input = view as? (UIResponder & UIKeyInput) else {
            throw fail("typeText(\"\(text)\", into: \(finder))", "\(TraceName(view).short) does not take text (not a UIKeyInput)", site)
        }
        if !input.isFirstResponder {
            try tap(finder, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        guard input.isFirstResponder else {
            throw fail("typeText(\"\(text)\", into: \(finder))",
                       "\(TraceName(view).short) did not become first responder when tapped (its delegate refused, or it is disabled)", site)
        }
        for character in text { input.insertText(String(character)) }
        settle()
        return view
    }
}
