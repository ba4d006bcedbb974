#if os(Linux)
import Foundation
import OpenTouchLinuxInput
import Testing

/// Whether the tests that need the libevdev runtime library run. Without it they are skipped,
/// unless `OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1` (CI sets it), in which case they run and fail.
/// The same gate as OpenTouchSDLTests' `WindowTestEnvironment` uses for SDL2.
enum SystemLibraries {
    /// Whether a missing library must fail the tests instead of skipping them.
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES"] == "1"
    }

    /// Whether the libevdev tests run (or must, and will fail when it is missing).
    static var libevdevTestsEnabled: Bool {
        isRequired || LibevdevLibrary.isAvailable
    }

    /// Why a libevdev test would be skipped.
    static let libevdevSkipReason: Comment =
        "needs the libevdev runtime library (apt-get install libevdev2); set OPENTOUCH_REQUIRE_SYSTEM_LIBRARIES=1 to make its absence a failure"
}
#endif
