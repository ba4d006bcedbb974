import Foundation

/// Turns coding errors into one-line messages that name the field: `fingers[0].at: …`.
enum RecordingCodingPath {
    static func describe(_ path: [any CodingKey], _ message: String) -> String {
        let text = path.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? message : "\(text): \(message)"
    }

    /// What is wrong, for an error decoding `line` as the `what` ("header", "event").
    static func describe(_ error: any Error, what: String, line: Data) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context):
            return describe(context.codingPath, "missing key \"\(key.stringValue)\" in the \(what)")
        case .typeMismatch(let type, let context):
            return describe(context.codingPath, "expected \(typeName(type)): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return describe(context.codingPath, "expected \(typeName(type)), found null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                if let problem = JSONLineDiagnosis.problem(in: line) { return "not valid JSON: \(problem)" }
                let detail = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
                return "not valid JSON: expected one \(what) object on the line\(detail)"
            }
            return describe(context.codingPath, context.debugDescription)
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: "a number"
        case is Int.Type, is UInt64.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "\(type)"
        }
    }
}
