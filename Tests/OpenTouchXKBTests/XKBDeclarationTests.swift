#if os(Linux)
import CXKBCommonLoader
import Foundation
import Testing

/// CXKBCommonLoader declares libxkbcommon's enums and `struct xkb_rule_names` by hand; they must
/// match libxkbcommon's. This compiles a C program against the real headers (libxkbcommon-dev)
/// and compares.
enum XKBHeaders {
    static let header = "/usr/include/xkbcommon/xkbcommon.h"

    static var compiler: String? {
        ["/usr/bin/cc", "/usr/bin/clang", "/usr/local/bin/cc"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether the headers and a C compiler are there.
    static var arePresent: Bool {
        FileManager.default.fileExists(atPath: header) && compiler != nil
    }
}

@Suite("The hand-written libxkbcommon declarations match libxkbcommon's headers",
       .enabled(if: XKBHeaders.arePresent || XKBTestGate.isRequired,
                "needs libxkbcommon's headers (apt-get install libxkbcommon-dev) and a C compiler; set OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1 to make their absence a failure"))
struct XKBDeclarationTests {
    static let constants: [(String, Int)] = [
        ("XKB_CONTEXT_NO_ENVIRONMENT_NAMES", Int(XKB_CONTEXT_NO_ENVIRONMENT_NAMES.rawValue)),
        ("XKB_KEYMAP_COMPILE_NO_FLAGS", Int(XKB_KEYMAP_COMPILE_NO_FLAGS.rawValue)),
        ("XKB_LOG_LEVEL_CRITICAL", Int(XKB_LOG_LEVEL_CRITICAL.rawValue)),
        ("XKB_KEY_UP", Int(XKB_KEY_UP.rawValue)),
        ("XKB_KEY_DOWN", Int(XKB_KEY_DOWN.rawValue)),
        ("XKB_STATE_MODS_EFFECTIVE", Int(XKB_STATE_MODS_EFFECTIVE.rawValue)),
        ("XKB_STATE_LEDS", Int(XKB_STATE_LEDS.rawValue)),
        ("XKB_COMPOSE_COMPILE_NO_FLAGS", Int(XKB_COMPOSE_COMPILE_NO_FLAGS.rawValue)),
        ("XKB_COMPOSE_STATE_NO_FLAGS", Int(XKB_COMPOSE_STATE_NO_FLAGS.rawValue)),
        ("XKB_COMPOSE_NOTHING", Int(XKB_COMPOSE_NOTHING.rawValue)),
        ("XKB_COMPOSE_COMPOSING", Int(XKB_COMPOSE_COMPOSING.rawValue)),
        ("XKB_COMPOSE_COMPOSED", Int(XKB_COMPOSE_COMPOSED.rawValue)),
        ("XKB_COMPOSE_CANCELLED", Int(XKB_COMPOSE_CANCELLED.rawValue)),
        ("XKB_COMPOSE_FEED_IGNORED", Int(XKB_COMPOSE_FEED_IGNORED.rawValue)),
        ("XKB_COMPOSE_FEED_ACCEPTED", Int(XKB_COMPOSE_FEED_ACCEPTED.rawValue)),
        ("sizeof(struct xkb_rule_names)", MemoryLayout<xkb_rule_names>.size),
        ("offsetof(struct xkb_rule_names, options)", MemoryLayout<xkb_rule_names>.offset(of: \.options)!),
    ]

    @Test("the flags, directions, state components, compose statuses and xkb_rule_names' layout are libxkbcommon's")
    func constantValues() throws {
        let compiler = try #require(XKBHeaders.compiler, "no C compiler")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("opentouch-xkb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var source = "#include <stdio.h>\n#include <stddef.h>\n#include <xkbcommon/xkbcommon.h>\n"
            + "#include <xkbcommon/xkbcommon-compose.h>\nint main(void) {\n"
        for (name, _) in Self.constants { source += "    printf(\"%s|%d\\n\", \"\(name)\", (int)(\(name)));\n" }
        source += "    return 0;\n}\n"
        let file = directory.appendingPathComponent("probe.c"), binary = directory.appendingPathComponent("probe")
        try source.write(to: file, atomically: true, encoding: .utf8)
        #expect(try Self.run(compiler, [file.path, "-o", binary.path]) != nil)
        let output = try #require(try Self.run(binary.path, []))
        var measured: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "|")
            if parts.count == 2 { measured[String(parts[0])] = Int(parts[1]) }
        }
        for (name, value) in Self.constants {
            #expect(measured[name] == value, "\(name): libxkbcommon's header says \(measured[name] ?? -1), CXKBCommonLoader \(value)")
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
