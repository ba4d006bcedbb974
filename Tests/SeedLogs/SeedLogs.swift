import Foundation

/// The seeds' logs, kept once (quoted verbatim in `Seed001Text.swift` and `Seed004Text.swift`) for
/// every test target that compares OpenTouch's output with them.
public enum SeedLogs {
    /// Seed 001's seven log blocks, in the post's order, one line per element. The post's last
    /// code block holds experiments 6 and 7, split at its line of prose.
    public static let seed001: [[String]] = seed001CodeBlocks.flatMap { text in
        splitAtProse(lines(text))
    }

    /// Seed 004's log of GrayView alone (its first experiment: `hitTest` and `pointInside`, twice).
    public static var seed004GrayViewAlone: [String] { seed004[0] }

    /// Seed 004's six taps, in the post's order (WhiteView's middle, WhiteView where it sticks out
    /// of YellowView, YellowView outside WhiteView, GreenView, RedView, GrayView): each tap's two
    /// hit-test passes, then its touchBegan chain.
    public static var seed004Taps: [[String]] { Array(seed004.dropFirst()) }

    /// Seed 004's seven log blocks without NSLog's date and process prefix
    /// (`2016-09-04 23:53:52.044 UICodes[26224:436600] `).
    static let seed004: [[String]] = seed004CodeBlocks.map { text in
        lines(text).map(removingNSLogPrefix)
    }

    /// `text` cut into lines.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `lines` cut into runs of log lines wherever a line of prose stands between them.
    static func splitAtProse(_ lines: [String]) -> [[String]] {
        var blocks: [[String]] = [[]]
        for line in lines {
            if isLogLine(line) {
                blocks[blocks.count - 1].append(line)
            } else if !blocks[blocks.count - 1].isEmpty {
                blocks.append([])
            }
        }
        return blocks.filter { !$0.isEmpty }
    }

    /// Whether `line` is something UIKit or the post's swizzled methods printed.
    static func isLogLine(_ line: String) -> Bool {
        ["HitTest: ", "NextResponder: ", "Touches ", "<"].contains { line.hasPrefix($0) }
    }

    /// `line` without NSLog's `date time process[pid:tid] ` prefix.
    static func removingNSLogPrefix(_ line: String) -> String {
        line.replacingOccurrences(of: #"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} [A-Za-z]+\[\d+:\d+\] "#,
                                  with: "", options: .regularExpression)
    }
}
