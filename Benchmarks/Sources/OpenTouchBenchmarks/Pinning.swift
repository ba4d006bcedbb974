import Foundation

/// Runs the pipeline benchmark again in a child process pinned to one CPU with `taskset`, so the
/// event-fetcher thread and the main thread share a single core.
///
/// The child is this same executable started with ``flag``; it prints one machine-readable line
/// (``linePrefix`` followed by numbers) that the parent parses.
enum PinnedPipeline {
    /// The argument that makes the executable run only the pipeline benchmark.
    static let flag = "--pipeline-only"
    /// The prefix of the child's result line.
    static let linePrefix = "PIPELINE-RESULT"

    /// The result line for a child run: median and p90 ns per move, CPU ns per move.
    static func resultLine(_ result: PipelineBenchmarks.Result) -> String {
        "\(linePrefix) \(result.perMove.median) \(result.perMove.p90) \(result.cpuNanosPerMove) "
            + "\(result.perMove.sampleCount)"
    }

    /// Where `taskset` is, if installed.
    static var tasksetPath: String? {
        ["/usr/bin/taskset", "/bin/taskset"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the child under `taskset -c 0`: its median and p90 ns per move and CPU ns per move,
    /// or why it could not run.
    static func run(extraArguments: [String]) -> Result<(median: Double, p90: Double, cpu: Double), PinningError> {
        guard let taskset = tasksetPath else { return .failure(.unavailable("taskset is not installed")) }
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return .failure(.unavailable("cannot resolve /proc/self/exe"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: taskset)
        process.arguments = ["-c", "0", executable, flag] + extraArguments
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return .failure(.unavailable("could not start taskset: \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0,
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(linePrefix) }) else {
            return .failure(.unavailable("pinned child exited with status \(process.terminationStatus)"))
        }
        let numbers = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard numbers.count >= 3 else { return .failure(.unavailable("unreadable child output: \(line)")) }
        return .success((numbers[0], numbers[1], numbers[2]))
    }

    /// Why the pinned run could not happen.
    enum PinningError: Error {
        case unavailable(String)

        var reason: String {
            switch self { case .unavailable(let reason): reason }
        }
    }
}
