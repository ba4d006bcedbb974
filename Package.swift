// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenTouch",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "OpenTouch", targets: ["OpenTouch"]),
        .library(name: "OpenTouchEvdev", targets: ["OpenTouchEvdev"]),
        .library(name: "OpenTouchLinuxInput", targets: ["OpenTouchLinuxInput"]),
        .executable(name: "opentouch", targets: ["opentouch"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.4.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
    ],
    targets: [
        .target(
            name: "OpenTouch",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        .executableTarget(
            name: "opentouch",
            dependencies: [
                "OpenTouch",
                "OpenTouchEvdev",
                "OpenTouchLinuxInput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "OpenTouchEvdev",
            dependencies: [
                "OpenTouch",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // libevdev's headers and library (Linux only; `apt-get install libevdev-dev`).
        .systemLibrary(
            name: "CLibevdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        // Live Linux touchscreens through libevdev: discovery, a reader thread per device,
        // raw `struct input_event` streams. Empty of API on other platforms.
        .target(
            name: "OpenTouchLinuxInput",
            dependencies: [
                "OpenTouch",
                "OpenTouchEvdev",
                .target(name: "CLibevdev", condition: .when(platforms: [.linux])),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        .testTarget(
            name: "OpenTouchTests",
            dependencies: ["OpenTouch"]
        ),
        .testTarget(
            name: "OpenTouchEvdevTests",
            dependencies: ["OpenTouch", "OpenTouchEvdev"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "OpenTouchLinuxInputTests",
            dependencies: [
                "OpenTouch",
                "OpenTouchEvdev",
                "OpenTouchLinuxInput",
                .target(name: "CLibevdev", condition: .when(platforms: [.linux])),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
