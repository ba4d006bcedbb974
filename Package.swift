// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenTouch",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "OpenTouch", targets: ["OpenTouch"]),
        .library(name: "OpenTouchSolver", targets: ["OpenTouchSolver"]),
        .library(name: "OpenTouchEvdev", targets: ["OpenTouchEvdev"]),
        .library(name: "OpenTouchSDL", targets: ["OpenTouchSDL"]),
        .library(name: "OpenTouchLinuxInput", targets: ["OpenTouchLinuxInput"]),
        .library(name: "OpenTouchXKB", targets: ["OpenTouchXKB"]),
        .library(name: "OpenTouchScenes", targets: ["OpenTouchScenes"]),
        .library(name: "OpenTouchTesting", targets: ["OpenTouchTesting"]),
        .executable(name: "opentouch", targets: ["opentouch"]),
        .executable(name: "frame-loop-example", targets: ["frame-loop-example"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.4.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
    ],
    targets: [
        // The Cassowary constraint solver behind Auto Layout: Foundation only, no UIKit, usable
        // on its own. OpenTouch re-exports it.
        .target(name: "OpenTouchSolver"),
        .testTarget(name: "OpenTouchSolverTests", dependencies: ["OpenTouchSolver"]),
        .target(
            name: "OpenTouch",
            dependencies: [
                "OpenTouchSolver",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        // SDL2, opened at run time (dlopen) on first use: hand-written declarations of the parts
        // OpenTouchSDL calls, so building needs no SDL2 headers, pkg-config or library. Running a
        // window or a software surface needs the runtime library (Debian/Ubuntu: libsdl2-2.0-0).
        .target(
            name: "CSDL2Loader",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // A window for a scene: renders the layer tree with SDL's renderer and feeds SDL's
        // mouse and finger events in as digitizer events. Programs that need no window do not
        // link it.
        .target(
            name: "OpenTouchSDL",
            dependencies: ["OpenTouch", "CSDL2Loader"]
        ),
        .executableTarget(
            name: "opentouch",
            dependencies: [
                "OpenTouch",
                "OpenTouchEvdev",
                "OpenTouchSDL",
                "OpenTouchLinuxInput",
                "OpenTouchScenes",
                "OpenTouchXKB",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A poll-and-sleep game loop on the system clock (see the FrameLoops article); CI runs it.
        .executableTarget(
            name: "frame-loop-example",
            dependencies: ["OpenTouch"],
            path: "Examples/FrameLoop"
        ),
        .target(
            name: "OpenTouchEvdev",
            dependencies: [
                "OpenTouch",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // libevdev, opened at run time (dlopen) on first use, declared by hand like CSDL2Loader
        // (Linux only; reading live devices needs the runtime library, Debian/Ubuntu: libevdev2).
        .target(
            name: "CLibevdevLoader",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // Live Linux touchscreens through libevdev: discovery, a reader thread per device,
        // raw `struct input_event` streams. Empty of API on other platforms.
        .target(
            name: "OpenTouchLinuxInput",
            dependencies: [
                "OpenTouch",
                "OpenTouchEvdev",
                .target(name: "CLibevdevLoader", condition: .when(platforms: [.linux])),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        // libxkbcommon, opened at run time (dlopen) on first use, declared by hand like
        // CLibevdevLoader (Linux only; XKB keymaps need the runtime library, Debian/Ubuntu:
        // libxkbcommon0, with xkb-data for the layouts and libx11-data for dead keys).
        .target(
            name: "CXKBCommonLoader",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // Keyboard layouts from XKB keymaps (any layout Linux desktops have, by name): key codes
        // to characters with modifiers, Caps Lock, dead keys and key repeat as the keymap defines.
        .target(
            name: "OpenTouchXKB",
            dependencies: [
                "OpenTouch",
                "OpenTouchEvdev",
                .target(name: "CXKBCommonLoader", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "OpenTouchXKBTests",
            dependencies: [
                "OpenTouch",
                "OpenTouchEvdev",
                "OpenTouchXKB",
                .target(name: "CXKBCommonLoader", condition: .when(platforms: [.linux])),
            ]
        ),
        // Scenes as YAML or JSON files: a view tree, recognizers and a touch script; `opentouch run`
        // and `opentouch lint` read them.
        .target(
            name: "OpenTouchScenes",
            dependencies: ["OpenTouch", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "OpenTouchScenesTests",
            dependencies: ["OpenTouch", "OpenTouchScenes"]
        ),
        // Finders, view-aimed actions that fail the test with the reason, and failure dumps
        // (Swift Testing and XCTest). The `opentouch` executable does not link it.
        .target(name: "OpenTouchTesting", dependencies: ["OpenTouch"]),
        .testTarget(name: "OpenTouchTestingTests", dependencies: ["OpenTouchTesting"]),
        // The seeds' logs, quoted once for the test targets that compare OpenTouch's output with them.
        .target(name: "SeedLogs", path: "Tests/SeedLogs"),
        .testTarget(
            name: "OpenTouchTests",
            dependencies: ["OpenTouch", "OpenTouchTesting", "SeedLogs"],
            // Golden recordings and outputs, read by their tests through #filePath.
            exclude: ["Gestures/Arena/Goldens"]
        ),
        .testTarget(
            name: "OpenTouchEvdevTests",
            dependencies: ["OpenTouch", "OpenTouchEvdev"],
            resources: [.copy("Fixtures")]
        ),
        // Rendering into a software surface needs nothing; the window tests start their own
        // Xvfb and drive the `opentouch window` command with xdotool.
        .testTarget(
            name: "OpenTouchSDLTests",
            dependencies: ["OpenTouch", "OpenTouchSDL", "CSDL2Loader", "SeedLogs"]
        ),
        .testTarget(
            name: "OpenTouchLinuxInputTests",
            dependencies: [
                "OpenTouch",
                "OpenTouchEvdev",
                "OpenTouchLinuxInput",
                .target(name: "CLibevdevLoader", condition: .when(platforms: [.linux])),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `import UIKit`, `import QuartzCore` and `import CoreGraphics` where the platform has none of its
// own: Swift modules of those names that re-export OpenTouch, and a clang module map that gives
// `import UIKit.UIGestureRecognizerSubclass` its submodule. Depend on the `UIKit` product (it
// brings all three). On Apple hosts, which have the real frameworks, the three products lead to
// OpenTouch itself and no module of those names is built, so nothing shadows Apple's; use them
// there with `condition: .when(platforms: [.linux])`.
#if canImport(Darwin)
package.products += ["UIKit", "QuartzCore", "CoreGraphics"].map { .library(name: $0, targets: ["OpenTouch"]) }
#else
package.products += [
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
]
package.targets += [
    .target(name: "UIKitSubmodules"),
    // Stand-ins for Swift Testing's cross-import overlays, which Linux toolchains lack: without
    // them a test file importing both `Testing` and `UIKit` (or `CoreGraphics`) does not compile.
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "CoreGraphics", dependencies: ["OpenTouch", "_Testing_CoreGraphics"]),
    .target(name: "QuartzCore", dependencies: ["OpenTouch"]),
    .target(name: "UIKit", dependencies: ["OpenTouch", "QuartzCore", "CoreGraphics", "UIKitSubmodules", "_Testing_UIKit"]),
    // UIKit code pasted as iOS apps have it, in Swift 5 language mode (helper structs, NSObject
    // delegates, timer and main-queue closures that touch views), and tests that run it.
    .testTarget(
        name: "OpenTouchSwift5Tests",
        dependencies: ["UIKit"],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
]
#endif
