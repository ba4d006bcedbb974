import Foundation
import OpenTouch
import Yams

extension SceneParser {
    static let recognizerKeys = ["type", "name", "view", "taps", "touches", "maximumTouches", "direction", "edges",
                                 "minimumPressDuration", "allowableMovement", "cancelsTouchesInView", "delaysTouchesBegan",
                                 "delaysTouchesEnded", "enabled", "requireToFail", "delegate", "action"]
    /// The keys only some recognizer types take.
    static let recognizerKindKeys: [(key: String, kinds: [RecognizerSpec.Kind])] = [
        ("taps", [.tap, .longPress]), ("touches", [.tap, .longPress, .swipe, .pan]), ("maximumTouches", [.pan]),
        ("direction", [.swipe]), ("edges", [.screenEdgePan]), ("minimumPressDuration", [.longPress]),
        ("allowableMovement", [.longPress]),
    ]

    func recognizer(_ node: Node) throws(SceneFileError) -> RecognizerSpec {
        let context = node.mapping?["name"]?.string.map { "recognizer '\($0.prefix(40))'" }
            ?? "the recognizer at line \(location(node).line)"
        let fields = try self.fields(node, allowed: Self.recognizerKeys, in: context)
        guard let typeNode = fields["type"] else { throw fail(node, "\(context) has no type: add type: tap (or \(Self.kindList))") }
        let type = try string(typeNode, "type")
        guard let kind = RecognizerSpec.Kind(rawValue: type) else {
            throw fail(typeNode, "unknown recognizer type '\(type.prefix(40))': one of \(Self.kindList)"
                       + Spelling.suggestion(for: type, among: RecognizerSpec.Kind.allCases.map(\.rawValue)))
        }
        guard let viewNode = fields["view"] else { throw fail(node, "\(context) has no view: add view: <a view's name> or view: root") }
        var spec = RecognizerSpec(kind: kind, view: try identifier(viewNode, "view"))
        spec.location = location(node)
        spec.viewLocation = location(viewNode)
        for entry in fields.entries {
            if let rule = Self.recognizerKindKeys.first(where: { $0.key == entry.key }), !rule.kinds.contains(kind) {
                throw fail(entry.keyNode, "'\(entry.key)' does not apply to a \(kind.className)"
                           + " (it applies to \(rule.kinds.map(\.rawValue).joined(separator: ", ")))")
            }
        }
        if let node = fields["name"] { spec.name = try identifier(node, "a recognizer's name") }
        try applyCounts(fields, to: &spec)
        if let node = fields["cancelsTouchesInView"] { spec.cancelsTouchesInView = try bool(node, "cancelsTouchesInView") }
        if let node = fields["delaysTouchesBegan"] { spec.delaysTouchesBegan = try bool(node, "delaysTouchesBegan") }
        if let node = fields["delaysTouchesEnded"] { spec.delaysTouchesEnded = try bool(node, "delaysTouchesEnded") }
        if let node = fields["enabled"] { spec.isEnabled = try bool(node, "enabled") }
        if let node = fields["action"] { spec.actionName = try identifier(node, "action") }
        if let node = fields["requireToFail"] {
            spec.requiresFailureOf = try identifiers(node, "requireToFail")
            spec.requiresFailureLocation = location(node)
        }
        if let node = fields["delegate"] { spec.delegate = try delegate(node, kind: kind) }
        return spec
    }

    private static var kindList: String { RecognizerSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ") }

    private func applyCounts(_ fields: SceneFields, to spec: inout RecognizerSpec) throws(SceneFileError) {
        if let node = fields["taps"] { spec.taps = try integer(node, "taps", in: 0...10) }
        if let node = fields["touches"] { spec.touches = try integer(node, "touches", in: 1...10) }
        if let node = fields["maximumTouches"] { spec.maximumTouches = try integer(node, "maximumTouches", in: 1...10) }
        if let node = fields["minimumPressDuration"] { spec.minimumPressDuration = try number(node, "minimumPressDuration", in: 0...60) }
        if let node = fields["allowableMovement"] { spec.allowableMovement = try number(node, "allowableMovement", in: 0...10_000) }
        let allowed = spec.kind == .swipe ? ["left", "right", "up", "down"] : ["left", "right", "top", "bottom", "all"]
        for key in ["direction", "edges"] {
            guard let node = fields[key] else { continue }
            spec.directions = try identifiers(node, key)
            for (index, word) in spec.directions.enumerated() where !allowed.contains(word) {
                let item = node.sequence.map { Array($0)[index] } ?? node
                throw fail(item, "unknown \(key) '\(word)': one of \(allowed.joined(separator: ", "))"
                           + Spelling.suggestion(for: word, among: allowed))
            }
        }
        if let maximum = spec.maximumTouches, let minimum = spec.touches, maximum < minimum, let node = fields["maximumTouches"] {
            throw fail(node, "maximumTouches (\(maximum)) is below touches (\(minimum))")
        }
    }

    private func delegate(_ node: Node, kind: RecognizerSpec.Kind) throws(SceneFileError) -> DelegateAnswers {
        let fields = try self.fields(node, allowed: ["shouldBegin", "shouldReceiveTouch", "simultaneousWith"], in: "delegate")
        var answers = DelegateAnswers()
        if let node = fields["shouldBegin"] {
            let text = try string(node, "shouldBegin")
            if let axis = RecognizerSpec.Axis(rawValue: text) {
                guard kind == .pan || kind == .screenEdgePan else {
                    throw fail(node, "shouldBegin: \(text) (begin only along one axis) applies to pans only")
                }
                answers.beginsOnAxis = axis
            } else {
                answers.shouldBegin = try bool(node, "shouldBegin (true, false, horizontal or vertical)")
            }
        }
        if let node = fields["shouldReceiveTouch"] { answers.shouldReceiveTouch = try bool(node, "shouldReceiveTouch") }
        if let node = fields["simultaneousWith"] {
            if node.string == "all" { answers.simultaneousWithAll = true }
            else { answers.simultaneousWith = try identifiers(node, "simultaneousWith") }
        }
        return answers
    }
}
