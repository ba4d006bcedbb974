import Yams

extension LibinputRecordParser {
    /// The integers of a flow or block list, each within `range`.
    mutating func integers(_ node: Node, range: ClosedRange<Int64>, what: String) throws(EvdevReadError) -> [Int64] {
        guard let items = node.sequence else {
            throw fail(node, "expected a list of \(what)s, found \(kind(node))")
        }
        var values: [Int64] = []
        values.reserveCapacity(min(items.count, 1024))
        for item in items {
            values.append(try integer(item, range: range, what: what))
        }
        return values
    }

    /// A decimal integer scalar within `range`.
    mutating func integer(_ node: Node, range: ClosedRange<Int64>, what: String) throws(EvdevReadError) -> Int64 {
        try spend(node: node)
        guard let text = node.scalar?.string,
              let value = NumberParsing.int64(ArraySlice(text.utf8), limit: .max) else {
            throw fail(node, "expected a decimal \(what), found \(describe(node))")
        }
        guard range.contains(value) else {
            throw fail(node, "\(what) \(value) is outside \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// Counts one visited node against the budget; YAML aliases that repeat a large node many
    /// times run it out.
    mutating func spend(node: Node) throws(EvdevReadError) {
        budget -= 1
        guard budget >= 0 else {
            throw fail(node, "the file expands to far more nodes than its size allows (repeated YAML aliases?)")
        }
    }

    /// An error at `node`'s line (line 1 when the node has no position).
    func fail(_ node: Node?, _ message: String) -> EvdevReadError {
        EvdevReadError(line: node?.mark?.line ?? 1, message, source: source)
    }

    /// "a mapping", "a list", "'text'" or "nothing", for error messages.
    func kind(_ node: Node?) -> String {
        switch node {
        case .none: "nothing"
        case .mapping?: "a mapping"
        case .sequence?: "a list"
        case .scalar?: describe(node!)
        case .alias?: "an alias"
        }
    }

    /// A short quote of `node` for error messages.
    func describe(_ node: Node) -> String {
        if let text = node.scalar?.string { return "'" + TextLine.excerpt(ArraySlice(text.utf8), limit: 40) + "'" }
        if let items = node.sequence { return "a list of \(items.count)" }
        return node.mapping == nil ? "an alias" : "a mapping"
    }

    /// A YAML syntax error as a read error on its line.
    func translate(_ error: YamlError) -> EvdevReadError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            // Block collections nested past libyaml's own limit (flow ones are caught before parsing).
            if problem.localizedCaseInsensitiveContains("nesting level") { return nestingError(line: mark.line) }
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return EvdevReadError(line: mark.line, "YAML syntax: \(detail)", source: source)
        case let .reader(problem, offset, _, _):
            return EvdevReadError(line: line(atUTF8Offset: offset ?? 0), "not readable as YAML text: \(problem)",
                                  source: source)
        case let .duplicatedKeysInMapping(duplicates, context):
            return EvdevReadError(line: context.mark.line,
                                  "duplicated keys \(duplicates.joined(separator: ", ")) in a mapping", source: source)
        default:
            return EvdevReadError(line: 0, "YAML: \(error)", source: source)
        }
    }

    private func line(atUTF8Offset offset: Int) -> Int {
        1 + text.utf8.prefix(max(0, offset)).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
}
