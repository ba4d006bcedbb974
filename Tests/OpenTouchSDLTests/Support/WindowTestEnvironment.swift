import Foundation
import OpenTouchSDL
import Testing

/// What the window tests need from the machine: Xvfb, xdotool, xwd, the SDL2 runtime library and
/// the built `opentouch` executable. Without them the tests are skipped, unless
/// `OPENTOUCH_REQUIRE_WINDOW_TESTS=1` (CI sets it), in which case they run and fail on what is
/// missing.
///
/// The tests that draw in process need only the SDL2 runtime library (and those that check the
/// hand-written declarations, its headers): they are skipped without it, unless
/// `OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1` (CI sets that too).
enum WindowTestEnvironment {
    /// The tools the window tests run.
    static let tools = ["Xvfb", "xdotool", "xwd"]

    /// Whether a missing tool must fail the tests instead of skipping them.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["OPENTOUCH_REQUIRE_WINDOW_TESTS"] == "1"
    }

    /// The full path of `tool` on `PATH`, or nil.
    static func path(of tool: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The tools that are not installed.
    static var missingTools: [String] { tools.filter { path(of: $0) == nil } }

    /// The built `opentouch` executable: `OPENTOUCH_EXECUTABLE`, or the one next to the test bundle.
    static var executable: String? {
        if let explicit = ProcessInfo.processInfo.environment["OPENTOUCH_EXECUTABLE"] { return explicit }
        let candidates = [Bundle.main.bundleURL.deletingLastPathComponent(),
                          URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                              .map { URL(fileURLWithPath: $0).deletingLastPathComponent() }]
        for directory in candidates.compactMap({ $0 }) {
            // The test binary lives in `<build dir>/OpenTouchPackageTests.xctest` (a file on
            // Linux, a bundle elsewhere): the executable is beside it or one level up.
            for base in [directory, directory.deletingLastPathComponent()] {
                let path = base.appendingPathComponent("opentouch").path
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Whether the Xvfb tests can run here (or must, and will fail on what is missing).
    static var windowTestsEnabled: Bool {
        isRequired || (missingTools.isEmpty && executable != nil && SDLLibrary.isAvailable)
    }

    /// Whether a missing SDL2 library (or its headers, for the layout test) must fail the tests
    /// instead of skipping them.
    static var systemLibrariesRequired: Bool {
        ProcessInfo.processInfo.environment["OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES"] == "1"
    }

    /// Whether the tests that draw with SDL in process run (or must, and will fail without SDL2).
    static var sdlTestsEnabled: Bool {
        systemLibrariesRequired || SDLLibrary.isAvailable
    }

    /// Why an in-process SDL test would be skipped.
    static let sdlSkipReason: Comment =
        "needs the SDL2 runtime library (apt-get install libsdl2-2.0-0); set OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1 to make its absence a failure"

    /// Whether the command tests that need no display can run.
    static var commandTestsEnabled: Bool {
        isRequired || executable != nil
    }

    /// Why a window test would be skipped.
    static let skipReason: Comment =
        "needs Xvfb, xdotool and xwd (apt-get install xvfb xdotool x11-apps), the SDL2 runtime library (libsdl2-2.0-0) and the built opentouch executable; set OPENTOUCH_REQUIRE_WINDOW_TESTS=1 to make their absence a failure"
}
