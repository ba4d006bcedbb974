import Foundation
import OpenTouch
import Yams

extension SceneFile {
    /// Reads a scene from YAML or JSON text; `fileName` names it in errors.
    public static func parse(_ text: String, fileName: String = "scene") throws(SceneFileError) -> SceneFile {
        try SceneParser(text: text, fileName: fileName).parse()
    }

    /// Reads a scene file (`.yaml`, `.yml` or `.json`).
    public static func load(contentsOf url: URL) throws(SceneFileError) -> SceneFile {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SceneFileError(fileName: url.lastPathComponent, location: SceneLocation(line: 0, column: 0),
                                 message: "cannot read the file as UTF-8 text: \(error.localizedDescription)")
        }
        return try parse(text, fileName: url.lastPathComponent)
    }
}

/// Turns a scene file's YAML nodes into a ``SceneFile``, failing with the line of the first problem.
struct SceneParser {
    let text: String
    let fileName: String
    /// How deeply subviews may nest.
    static let maximumDepth = 64

    func parse() throws(SceneFileError) -> SceneFile {
        try checkFlowNesting()
        let top = try compose()
        let fields = try self.fields(top, allowed: ["screen", "controller", "root", "views", "recognizers", "script", "log"],
                                     in: "the scene")
        var root = ViewSpec()
        root.name = "root"
        root.location = location(top)
        if let node = fields["root"] { root = try rootView(node) }
        if let node = fields["views"] { root.subviews = try list(node, "views").map { (node) throws(SceneFileError) in try view(node, depth: 1) } }
        let size = try fields["screen"].map { (node) throws(SceneFileError) in try self.size(node, "screen") } ?? CGSize(width: 375, height: 667)
        root.frame = CGRect(origin: .zero, size: size)
        var scene = SceneFile(fileName: fileName, screenSize: size, controllerClassName: nil, root: root,
                              recognizers: [], script: [], log: LogSpec())
        if let node = fields["controller"] { scene.controllerClassName = try identifier(node, "controller") }
        if let node = fields["recognizers"] {
            scene.recognizers = try list(node, "recognizers").map { (node) throws(SceneFileError) in try recognizer(node) }
        }
        if let node = fields["script"] { scene.script = try script(node) }
        if let node = fields["log"] { scene.log = try log(node) }
        try SceneValidator(scene: scene).validate()
        return scene
    }

    private func compose() throws(SceneFileError) -> Node {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw translate(error)
        } catch {
            throw fail(line: 1, "not readable as YAML or JSON: \(error)")
        }
        guard let node else { throw fail(line: 1, "the file is empty: a scene needs at least `views` or `script`") }
        return node
    }

    private func translate(_ error: YamlError) -> SceneFileError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return fail(at: SceneLocation(line: mark.line, column: mark.column), "YAML syntax: \(detail)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().joined(separator: ", ")
            return fail(line: context.mark.line, "key \(keys) appears more than once in one mapping")
        default:
            return fail(line: 1, "not readable as YAML or JSON: \(error)")
        }
    }

    /// Fails before parsing when flow collections (`[`, `{`) nest deeper than any scene needs,
    /// so that no input can exhaust the parser's stack.
    private func checkFlowNesting() throws(SceneFileError) {
        var depth = 0, line = 1
        var quote: Character?
        var comment = false
        var previous: Character = "\n"
        for character in text {
            defer { previous = character }
            if character == "\n" { line += 1; comment = false; continue }
            if comment { continue }
            if let open = quote {
                if character == open && previous != "\\" { quote = nil }
                continue
            }
            switch character {
            case "#" where previous == " " || previous == "\n": comment = true
            case "\"", "'": quote = character
            case "[", "{":
                depth += 1
                if depth > Self.maximumDepth * 2 {
                    throw fail(line: line, "collections nested more than \(Self.maximumDepth * 2) levels deep")
                }
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
    }
}
