import Foundation
import OpenTouch

/// Finds touch conflicts in a scene file without running it: single taps beside double taps,
/// taps over controls, pans inside scroll views on the same axis, failure-requirement cycles,
/// targets under 44 pt and views covered by later siblings.
public struct SceneLinter: Sendable {
    /// The smallest comfortable touch target, in points (Apple's Human Interface Guidelines).
    public static let minimumTargetSize: CGFloat = 44

    /// The scene being checked.
    public let file: SceneFile
    let tree: LintTree

    /// Prepares to check `file`.
    public init(_ file: SceneFile) {
        self.file = file
        tree = LintTree(file)
    }

    /// Every finding, by line, then in the order of ``LintFinding/Rule``.
    public func findings() -> [LintFinding] {
        let all = tapsBesideDoubleTaps() + tapsOverControls() + pansInScrollViews() + failureCycles()
            + tooSmallTargets() + coveredViews()
        let order = LintFinding.Rule.allCases
        return all.enumerated().sorted { a, b in
            let left = (a.element.location.line, order.firstIndex(of: a.element.rule)!, a.offset)
            let right = (b.element.location.line, order.firstIndex(of: b.element.rule)!, b.offset)
            return left < right
        }.map(\.element)
    }

    /// Whether any finding is an error.
    public static func hasErrors(_ findings: [LintFinding]) -> Bool {
        findings.contains { $0.severity == .error }
    }

    func finding(_ severity: LintFinding.Severity, _ rule: LintFinding.Rule, at location: SceneLocation,
                 _ message: String, fix: String) -> LintFinding {
        LintFinding(severity: severity, rule: rule, location: location, message: message, fix: fix)
    }

    /// `'Name'` for a recognizer, or its type and line when it has no name.
    func quote(_ recognizer: RecognizerSpec) -> String {
        recognizer.name.map { "'\($0)'" } ?? "(line \(recognizer.location.line))"
    }

    /// UIKit's rectangle format: `(0 120; 343 100.5)`.
    static func format(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String { value == 0 ? "0" : String(format: "%g", Double(value)) }
        return "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }
}
