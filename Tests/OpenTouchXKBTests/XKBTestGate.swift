#if os(Linux)
import Foundation
import OpenTouchXKB
import Testing

/// Whether the tests that need libxkbcommon run. Without it they are skipped, unless
/// `OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1` (CI sets it), in which case they run and fail — the
/// same gate as the libevdev and SDL2 tests.
enum XKBTestGate {
    /// Whether a missing library must fail the tests instead of skipping them.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES"] == "1"
    }

    /// Whether the libxkbcommon tests run (or must, and will fail when it is missing).
    static var enabled: Bool { isRequired || XKBLibrary.isAvailable }

    /// Why a libxkbcommon test would be skipped.
    static let skipReason: Comment =
        "needs the libxkbcommon runtime library (apt-get install libxkbcommon0 xkb-data); set OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1 to make its absence a failure"
}
#endif
