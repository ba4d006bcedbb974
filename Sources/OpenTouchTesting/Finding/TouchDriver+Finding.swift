import Foundation

/// Finding views the way a test names them, failing with what was searched and what was close.
extension TouchDriver {
    /// The shown views that match `finder`, front window first, depth first with front subviews
    /// first (hidden or transparent views, their subviews and hidden windows are not included).
    public func all(_ finder: ViewFinder) -> [UIView] {
        ViewSearch(finder, in: self).shown
    }

    /// The one shown view that matches `finder`; throws a ``TouchTestFailure`` when none or
    /// several do, naming the close matches, the hidden ones, or every match's path.
    public func only(_ finder: ViewFinder, fileID: String = #fileID, filePath: String = #filePath,
                     line: Int = #line, column: Int = #column) throws -> UIView {
        try resolveOnly(finder, action: "only(\(finder))",
                        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The frontmost shown view that matches `finder`; throws a ``TouchTestFailure`` when none
    /// does, naming the close matches and the hidden ones.
    public func first(_ finder: ViewFinder, fileID: String = #fileID, filePath: String = #filePath,
                      line: Int = #line, column: Int = #column) throws -> UIView {
        let search = ViewSearch(finder, in: self)
        guard let view = search.shown.first else {
            throw fail("first(\(finder))", search.report(expectingOne: false),
                       CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return view
    }

    /// The single match, or a failure for `action` at `callSite`.
    func resolveOnly(_ finder: ViewFinder, action: String, callSite: CallSite) throws -> UIView {
        if case .view(let view) = finder.rule { return view }
        let search = ViewSearch(finder, in: self)
        guard search.shown.count == 1 else {
            if search.shown.isEmpty, let lists = cellReport(finder, search) {
                throw fail(action, "no shown view matches \(finder)\n" + lists, callSite)
            }
            throw fail(action, search.report(expectingOne: true), callSite)
        }
        return search.shown[0]
    }

    /// A failure for `action`, noted in the running test's touch trace.
    func fail(_ action: String, _ reason: String, _ callSite: CallSite) -> TouchTestFailure {
        let failure = TouchTestFailure(action: action, reason: reason, callSite: callSite)
        TouchTraceSession.current?.note(failure, driver: self)
        return failure
    }
}
