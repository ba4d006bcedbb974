import Foundation
import OpenTouch
import Yams

extension SceneParser {
    static let stepNames = ["down", "move", "up", "cancel", "contact", "wait", "tap", "longPress", "drag"]

    /// The script: a list of one-key steps. Fingers must be down to move, lift or change.
    func script(_ node: Node) throws(SceneFileError) -> [ScriptStep] {
        var down: [String] = []
        var steps: [ScriptStep] = []
        for item in try list(node, "script") {
            let step = try self.step(item)
            try track(step, item, fingersDown: &down)
            steps.append(step)
        }
        return steps
    }

    private func step(_ node: Node) throws(SceneFileError) -> ScriptStep {
        let here = location(node)
        if case .scalar(let scalar) = node, scalar.string == "up" { return ScriptStep(.up(finger: "1"), location: here) }
        let fields = try self.fields(node, allowed: Self.stepNames, in: "a script step")
        guard fields.entries.count == 1, let entry = fields.entries.first else {
            throw fail(node, "a script step has one key (\(Self.stepNames.joined(separator: ", "))), found \(fields.entries.count)")
        }
        return ScriptStep(try action(entry.key, entry.value), location: here)
    }

    private func action(_ name: String, _ node: Node) throws(SceneFileError) -> ScriptStep.Action {
        switch name {
        case "wait": return .wait(try number(node, "wait (seconds)", in: 0...3600))
        case "up", "cancel":
            let finger = try self.finger(node, in: name)
            return name == "up" ? .up(finger: finger) : .cancel(finger: finger)
        case "down", "move": return try fingerAt(name, node)
        case "contact":
            let fields = try self.fields(node, allowed: ["finger", "radius"], in: "contact")
            guard let radius = fields["radius"] else { throw fail(node, "contact needs radius: <points>") }
            return .contact(finger: try fields["finger"].map { (node) throws(SceneFileError) in try self.finger(node, in: "contact") } ?? "1",
                            radius: CGFloat(try number(radius, "radius", in: 0...1000)))
        case "tap": return try tap(node)
        case "longPress":
            if case .mapping = node {
                let fields = try self.fields(node, allowed: ["at", "duration"], in: "longPress")
                guard let at = fields["at"] else { throw fail(node, "longPress needs at: <point or view name>") }
                let duration = try fields["duration"].map { (node) throws(SceneFileError) in try number(node, "duration", in: 0...60) } ?? 0.6
                return .longPress(at: try point(at), duration: duration)
            }
            return .longPress(at: try point(node), duration: 0.6)
        default: return try drag(node)
        }
    }

    private func fingerAt(_ name: String, _ node: Node) throws(SceneFileError) -> ScriptStep.Action {
        let pointKey = name == "down" ? "at" : "to"
        var finger = "1"
        var target = node
        if case .mapping = node, node.mapping?["view"] == nil {
            let fields = try self.fields(node, allowed: ["finger", pointKey], in: name)
            guard let at = fields[pointKey] else { throw fail(node, "\(name) needs \(pointKey): <point or view name>") }
            if let fingerNode = fields["finger"] { finger = try self.finger(fingerNode, in: name) }
            target = at
        }
        let point = try self.point(target)
        return name == "down" ? .down(finger: finger, at: point) : .move(finger: finger, to: point)
    }

    private func tap(_ node: Node) throws(SceneFileError) -> ScriptStep.Action {
        guard case .mapping = node, node.mapping?["view"] == nil else { return .tap(at: try point(node), count: 1, interval: 0.1) }
        let fields = try self.fields(node, allowed: ["at", "count", "interval"], in: "tap")
        guard let at = fields["at"] else { throw fail(node, "tap needs at: <point or view name>") }
        let count = try fields["count"].map { (node) throws(SceneFileError) in try integer(node, "count", in: 1...10) } ?? 1
        let interval = try fields["interval"].map { (node) throws(SceneFileError) in try number(node, "interval", in: 0...10) } ?? 0.1
        return .tap(at: try point(at), count: count, interval: interval)
    }

    private func drag(_ node: Node) throws(SceneFileError) -> ScriptStep.Action {
        let fields = try self.fields(node, allowed: ["from", "to", "duration", "steps"], in: "drag")
        guard let from = fields["from"], let to = fields["to"] else { throw fail(node, "drag needs from: and to:") }
        let duration = try fields["duration"].map { (node) throws(SceneFileError) in try number(node, "duration", in: 0...60) } ?? 0.3
        let steps = try fields["steps"].map { (node) throws(SceneFileError) in try integer(node, "steps", in: 1...1000) } ?? 10
        return .drag(from: try point(from), to: try point(to), duration: duration, steps: steps)
    }

    private func finger(_ node: Node, in step: String) throws(SceneFileError) -> String {
        if case .mapping = node {
            let fields = try self.fields(node, allowed: ["finger"], in: step)
            guard let finger = fields["finger"] else { throw fail(node, "\(step) needs finger: <name>") }
            return try self.finger(finger, in: step)
        }
        let text = try string(node, "finger")
        guard !text.isEmpty, text.count <= 40 else { throw fail(node, "a finger's name should be 1 to 40 characters") }
        return text
    }

    /// `[x, y]` in window coordinates, a view's name (its centre), or `{view: Name, at: [x, y]}`.
    func point(_ node: Node) throws(SceneFileError) -> ScenePoint {
        switch node {
        case .sequence: return .window(try point(node, "a point"))
        case .scalar: return .view(try identifier(node, "a view's name"), point: nil)
        default:
            let fields = try self.fields(node, allowed: ["view", "at"], in: "a point")
            guard let view = fields["view"] else { throw fail(node, "a point is [x, y], a view's name, or {view: Name, at: [x, y]}") }
            return .view(try identifier(view, "view"), point: try fields["at"].map { (node) throws(SceneFileError) in try point(node, "at") })
        }
    }

    /// Checks that a step's fingers are down (or not yet down) as it needs.
    private func track(_ step: ScriptStep, _ node: Node, fingersDown down: inout [String]) throws(SceneFileError) {
        switch step.action {
        case .down(let finger, _):
            guard !down.contains(finger) else { throw fail(node, "finger \(finger) is already down") }
            down.append(finger)
        case .move(let finger, _), .contact(let finger, _):
            guard down.contains(finger) else { throw fail(node, "finger \(finger) is not down: add a down step first") }
        case .up(let finger), .cancel(let finger):
            guard down.contains(finger) else { throw fail(node, "finger \(finger) is not down: add a down step first") }
            down.removeAll { $0 == finger }
        case .tap, .longPress, .drag:
            guard down.isEmpty else {
                throw fail(node, "taps, long presses and drags use a new finger; lift finger \(down.joined(separator: ", ")) first")
            }
        case .wait:
            break
        }
    }

    func log(_ node: Node) throws(SceneFileError) -> LogSpec {
        let fields = try self.fields(node, allowed: ["style", "views", "phases", "hitTests"], in: "log")
        var log = LogSpec()
        log.location = location(node)
        if let node = fields["style"] {
            let text = try string(node, "style")
            guard let style = LogSpec.Style(rawValue: text) else {
                let styles = LogSpec.Style.allCases.map(\.rawValue)
                throw fail(node, "unknown log style '\(text.prefix(40))': one of \(styles.joined(separator: ", "))"
                           + Spelling.suggestion(for: text, among: styles))
            }
            log.style = style
        }
        if let node = fields["views"] { log.views = try identifiers(node, "views") }
        if let node = fields["phases"] {
            let phases = try identifiers(node, "phases")
            let known = ["began", "moved", "stationary", "ended", "cancelled"]
            if let wrong = phases.first(where: { !known.contains($0) }) {
                throw fail(node, "unknown phase '\(wrong)': one of \(known.joined(separator: ", "))" + Spelling.suggestion(for: wrong, among: known))
            }
            log.phases = phases
        }
        if let node = fields["hitTests"] { log.hitTests = try bool(node, "hitTests") }
        return log
    }
}
