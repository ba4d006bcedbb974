import Foundation

/// The identifiers, labels or texts shown in the windows that are close to the one searched
/// for (a typo, another case, a prefix), with the views that carry them.
@MainActor
struct NearMatches {
    private(set) var lines: [String] = []

    init(for rule: ViewFinder.Rule, among views: [UIView]) {
        guard let (kind, wanted, value) = Self.searchedString(rule) else { return }
        var scored: [(distance: Int, order: Int, line: String)] = []
        for (order, view) in views.enumerated() {
            guard let candidate = value(view), !candidate.isEmpty, candidate != wanted else { continue }
            let distance = Self.distance(candidate.lowercased(), wanted.lowercased())
            let contains = candidate.lowercased().contains(wanted.lowercased())
                || wanted.lowercased().contains(candidate.lowercased())
            guard distance <= max(2, wanted.count / 3) || contains else { continue }
            scored.append((distance, order, "\(kind) \"\(candidate)\" on \(TraceName(view).path)"))
        }
        lines = scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(5).map(\.line)
    }

    /// The kind of string a rule searches for, the string, and how to read it from a view.
    private static func searchedString(_ rule: ViewFinder.Rule) -> (String, String, (UIView) -> String?)? {
        switch rule {
        case .identifier(let identifier): return ("identifier", identifier, { $0.accessibilityIdentifier })
        case .label(let label): return ("label", label, { $0.accessibilityLabel })
        case .text(let text): return ("text", text, ViewFinder.shownText(of:))
        case .button(let title): return ("button", title, ViewFinder.buttonTitle(of:))
        case .both(let first, _), .descendant(let first, _): return searchedString(first)
        case .cellContaining(let text): return ("text", text, ViewFinder.shownText(of:))
        case .type, .predicate, .view, .cell: return nil
        }
    }

    /// The Levenshtein distance between two strings, by characters.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
