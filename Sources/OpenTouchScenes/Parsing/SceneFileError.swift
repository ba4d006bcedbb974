import Foundation

/// What is wrong with a scene file, and where: `scene.yaml, line 12, column 5: unknown key 'fram'
/// in view 'YellowView' (did you mean 'frame'?)`.
public struct SceneFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name.
    public var fileName: String
    /// Where the problem is; line 0 for problems with the whole file (it cannot be read).
    public var location: SceneLocation
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(fileName: String, location: SceneLocation, message: String) {
        self.fileName = fileName
        self.location = location
        self.message = message
    }

    /// `file, line L, column C: message`, or `file: message` for the whole file.
    public var description: String {
        location.line == 0 ? "\(fileName): \(message)" : "\(fileName), \(location): \(message)"
    }
}

/// Suggestions for misspelt keys and names.
enum Spelling {
    /// ` (did you mean 'frame'?)` when one of `candidates` is close to `word`, else an empty string.
    static func suggestion(for word: String, among candidates: [String]) -> String {
        let limit = word.count < 3 ? 0 : max(1, word.count / 3)
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.filter({ $0.1 <= limit }).min(by: { $0.1 < $1.1 }) else { return "" }
        return " (did you mean '\(best.0)'?)"
    }

    /// The edit distance between two words (insertions, deletions, substitutions).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
