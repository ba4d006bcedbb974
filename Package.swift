// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenTouch",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "OpenTouch", targets: ["OpenTouch"]),
        .library(name: "OpenTouchEvdev", targets: ["OpenTouchEvdev"]),
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
        .testTarget(
            name: "OpenTouchTests",
            dependencies: ["OpenTouch"]
        ),
        .testTarget(
            name: "OpenTouchEvdevTests",
            dependencies: ["OpenTouch", "OpenTouchEvdev"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
