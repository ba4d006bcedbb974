#if os(Linux)
import CLibevdevLoader
import Foundation
import Testing

/// CLibevdevLoader declares libevdev's enums by hand; they must have libevdev's values. This
/// compiles a C program against libevdev's real headers (from libevdev-dev) and compares. (The
/// structs, `struct input_event` and `struct input_absinfo`, come from the kernel's own header.)
/// Where libevdev's headers are.
enum LibevdevHeaders {
    static let directory = "/usr/include/libevdev-1.0"

    static var compiler: String? {
        ["/usr/bin/cc", "/usr/bin/clang", "/usr/local/bin/cc"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the headers and a C compiler are there.
    static var arePresent: Bool {
        FileManager.default.fileExists(atPath: "\(directory)/libevdev/libevdev.h") && compiler != nil
    }
}

@Suite("The hand-written libevdev declarations match libevdev's headers",
       .enabled(if: LibevdevHeaders.arePresent || SystemLibraries.isRequired,
                "needs libevdev's headers (apt-get install libevdev-dev) and a C compiler; set OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1 to make their absence a failure"))
struct LibevdevDeclarationTests {
    static let constants: [(String, Int)] = [
        ("LIBEVDEV_READ_FLAG_SYNC", Int(LIBEVDEV_READ_FLAG_SYNC.rawValue)),
        ("LIBEVDEV_READ_FLAG_NORMAL", Int(LIBEVDEV_READ_FLAG_NORMAL.rawValue)),
        ("LIBEVDEV_READ_STATUS_SUCCESS", Int(LIBEVDEV_READ_STATUS_SUCCESS.rawValue)),
        ("LIBEVDEV_READ_STATUS_SYNC", Int(LIBEVDEV_READ_STATUS_SYNC.rawValue)),
        ("LIBEVDEV_LOG_ERROR", Int(LIBEVDEV_LOG_ERROR.rawValue)),
        ("LIBEVDEV_LOG_INFO", Int(LIBEVDEV_LOG_INFO.rawValue)),
        ("LIBEVDEV_GRAB", Int(LIBEVDEV_GRAB.rawValue)),
        ("LIBEVDEV_UNGRAB", Int(LIBEVDEV_UNGRAB.rawValue)),
        ("LIBEVDEV_UINPUT_OPEN_MANAGED", Int(LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue)),
    ]

    @Test("the read flags, read statuses, log priorities, grab modes and uinput mode have libevdev's values")
    func constantValues() throws {
        let compiler = try #require(LibevdevHeaders.compiler, "no C compiler")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("opentouch-libevdev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var source = "#include <stdio.h>\n#include <libevdev/libevdev.h>\n#include <libevdev/libevdev-uinput.h>\nint main(void) {\n"
        for (name, _) in Self.constants { source += "    printf(\"%s %d\\n\", \"\(name)\", (int)(\(name)));\n" }
        source += "    return 0;\n}\n"
        let file = directory.appendingPathComponent("probe.c"), binary = directory.appendingPathComponent("probe")
        try source.write(to: file, atomically: true, encoding: .utf8)
        #expect(try Self.run(compiler, ["-I", LibevdevHeaders.directory, file.path, "-o", binary.path]) != nil)
        let output = try #require(try Self.run(binary.path, []))
        var measured: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2 { measured[String(parts[0])] = Int(parts[1]) }
        }
        for (name, value) in Self.constants {
            #expect(measured[name] == value, "\(name): libevdev's header says \(measured[name] ?? -1), CLibevdevLoader \(value)")
        }
    }

    /// Standard output of `executable arguments`, or nil when it fails.
    private static func run(_ executable: String, _ arguments: [String]) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? text : nil
    }
}
#endif
