import Foundation

/// kiwisolver (C++ Cassowary, through Python) on the same scenes, in the same run:
/// `Benchmarks/Anchors/layout_anchor.py --machine`. Available when `python3 -c "import kiwisolver"`
/// works; otherwise every kiwi figure is reported as skipped.
struct LayoutAnchor {
    /// Each scene's run times in ms, by scene name (`chain-1000`, `cards`, `cards-moved`, ...).
    var times: [String: [Double]] = [:]
    /// Scenes the anchor skipped, with the seconds it predicted.
    var skipped: [String: Double] = [:]
    /// The card screen's frames as kiwi solved them (`[x, y, w, h]`, root first).
    var cardFrames: [[Double]] = []

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Anchors/layout_anchor.py")

    /// Whether python3 can import kiwisolver here.
    static var isAvailable: Bool {
        (try? run(["-c", "import kiwisolver"]).status) == 0
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs the anchor on `scenes`, with the card screen's intrinsic sizes (one
    /// `[title w, h, detail w, h, like w, h]` a card). Nil when the script fails.
    static func measure(scenes: [String], cardSizes: [[Double]], budgetSeconds: Double) -> LayoutAnchor? {
        let directory = FileManager.default.temporaryDirectory
        let sizes = directory.appendingPathComponent("opentouch-layout-sizes-\(getpid()).json")
        let frames = directory.appendingPathComponent("opentouch-layout-frames-\(getpid()).json")
        defer {
            try? FileManager.default.removeItem(at: sizes)
            try? FileManager.default.removeItem(at: frames)
        }
        guard let data = try? JSONSerialization.data(withJSONObject: cardSizes), (try? data.write(to: sizes)) != nil,
              let result = try? run([script.path, "--machine", "--sizes", sizes.path, "--frames", frames.path,
                                     "--budget", String(budgetSeconds)] + scenes),
              result.status == 0
        else { return nil }
        var anchor = LayoutAnchor()
        for line in result.output.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.count == 4, words[0] == "scene", words[2] == "ms" {
                anchor.times[words[1]] = words[3].split(separator: ",").compactMap { Double($0) }
            } else if words.count == 4, words[0] == "skipped", let seconds = Double(words[3]) {
                anchor.skipped[words[1]] = seconds
            }
        }
        if let data = try? Data(contentsOf: frames),
           let list = try? JSONSerialization.jsonObject(with: data) as? [[Double]] {
            anchor.cardFrames = list
        }
        return anchor
    }

    /// A scene's runs as a measurement (nanoseconds per run), if it ran.
    func measurement(_ scene: String) -> Measurement? {
        guard let runs = times[scene], !runs.isEmpty else { return nil }
        return Measurement(nanosPerOperation: runs.map { $0 * 1e6 }, operationsPerSample: 1)
    }
}
