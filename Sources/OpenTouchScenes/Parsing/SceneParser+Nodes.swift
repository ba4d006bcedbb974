import Foundation
import OpenTouch
import Yams

/// A mapping's entries by key, in file order, with each key's node for locations.
struct SceneFields {
    var entries: [(key: String, keyNode: Node, value: Node)]

    subscript(key: String) -> Node? {
        entries.first { $0.key == key }?.value
    }
}

extension SceneParser {
    func location(_ node: Node?) -> SceneLocation {
        guard let mark = node?.mark else { return SceneLocation(line: 1, column: 1) }
        return SceneLocation(line: mark.line, column: mark.column)
    }

    func fail(at location: SceneLocation, _ message: String) -> SceneFileError {
        SceneFileError(fileName: fileName, location: location, message: message)
    }

    func fail(line: Int, _ message: String) -> SceneFileError {
        fail(at: SceneLocation(line: line, column: 1), message)
    }

    func fail(_ node: Node?, _ message: String) -> SceneFileError {
        fail(at: location(node), message)
    }

    /// "a mapping", "a list", "'text'", for messages.
    func kind(_ node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence(let items): "a list of \(items.count)"
        case .scalar(let scalar): "'\(scalar.string.prefix(40))'"
        case .alias: "an alias"
        }
    }

    /// The entries of a mapping whose keys are all in `allowed`; `context` names it in messages.
    func fields(_ node: Node, allowed: [String], in context: String) throws(SceneFileError) -> SceneFields {
        guard case .mapping(let mapping) = node else {
            throw fail(node, "\(context) should be a mapping of keys, found \(kind(node))")
        }
        var fields = SceneFields(entries: [])
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else { throw fail(keyNode, "a key in \(context) should be a word") }
            let key = scalar.string
            guard allowed.contains(key) else {
                throw fail(keyNode, "unknown key '\(key)' in \(context)" + Spelling.suggestion(for: key, among: allowed))
            }
            fields.entries.append((key, keyNode, value))
        }
        return fields
    }

    func list(_ node: Node, _ what: String) throws(SceneFileError) -> [Node] {
        guard case .sequence(let sequence) = node else { throw fail(node, "\(what) should be a list, found \(kind(node))") }
        return Array(sequence)
    }

    func string(_ node: Node, _ what: String) throws(SceneFileError) -> String {
        guard case .scalar(let scalar) = node else { throw fail(node, "\(what) should be text, found \(kind(node))") }
        return scalar.string
    }

    /// A name: letters, digits, `_`, `-` and `.`, starting with a letter or `_`.
    func identifier(_ node: Node, _ what: String) throws(SceneFileError) -> String {
        let text = try string(node, what)
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-.:"))
        guard let first = text.unicodeScalars.first, CharacterSet.letters.contains(first) || first == "_",
              text.unicodeScalars.allSatisfy(allowed.contains), text.count <= 100 else {
            throw fail(node, "\(what) '\(text.prefix(40))' is not a name (letters, digits, '_', '-', '.', starting with a letter)")
        }
        return text
    }

    /// One name or a list of names.
    func identifiers(_ node: Node, _ what: String) throws(SceneFileError) -> [String] {
        if case .sequence(let items) = node {
            return try items.map { (item) throws(SceneFileError) in try identifier(item, what) }
        }
        return [try identifier(node, what)]
    }

    func bool(_ node: Node, _ what: String) throws(SceneFileError) -> Bool {
        let text = try string(node, what).lowercased()
        switch text {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw fail(node, "\(what) should be true or false, found '\(text.prefix(40))'")
        }
    }

    func number(_ node: Node, _ what: String, in range: ClosedRange<Double> = -100_000...100_000) throws(SceneFileError) -> Double {
        let text = try string(node, what)
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw fail(node, "\(what) should be a number, found '\(text.prefix(40))'")
        }
        guard range.contains(value) else {
            throw fail(node, "\(what) is \(text), outside \(Self.format(range.lowerBound))…\(Self.format(range.upperBound))")
        }
        return value
    }

    func integer(_ node: Node, _ what: String, in range: ClosedRange<Int>) throws(SceneFileError) -> Int {
        let value = try number(node, what, in: Double(range.lowerBound)...Double(range.upperBound))
        guard value == value.rounded() else { throw fail(node, "\(what) should be a whole number, found \(Self.format(value))") }
        return Int(value)
    }

    /// A list of exactly `count` numbers.
    func numbers(_ node: Node, _ what: String, count: Int, shape: String) throws(SceneFileError) -> [CGFloat] {
        guard case .sequence(let items) = node, items.count == count else {
            throw fail(node, "\(what) should be \(shape), found \(kind(node))")
        }
        return try items.map { (item) throws(SceneFileError) in CGFloat(try number(item, what)) }
    }

    func point(_ node: Node, _ what: String) throws(SceneFileError) -> CGPoint {
        let values = try numbers(node, what, count: 2, shape: "[x, y]")
        return CGPoint(x: values[0], y: values[1])
    }

    func size(_ node: Node, _ what: String) throws(SceneFileError) -> CGSize {
        let values = try numbers(node, what, count: 2, shape: "[width, height]")
        guard values.allSatisfy({ $0 >= 0 }) else { throw fail(node, "\(what) cannot be negative") }
        return CGSize(width: values[0], height: values[1])
    }

    func rect(_ node: Node, _ what: String) throws(SceneFileError) -> CGRect {
        let values = try numbers(node, what, count: 4, shape: "[x, y, width, height]")
        guard values[2] >= 0, values[3] >= 0 else { throw fail(node, "\(what) has a negative width or height") }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// One number for all four edges, or `[top, left, bottom, right]`.
    func insets(_ node: Node, _ what: String) throws(SceneFileError) -> UIEdgeInsets {
        if case .scalar = node {
            let value = CGFloat(try number(node, what, in: 0...10_000))
            return UIEdgeInsets(top: value, left: value, bottom: value, right: value)
        }
        let values = try numbers(node, what, count: 4, shape: "one number or [top, left, bottom, right]")
        return UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
