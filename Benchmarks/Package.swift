// swift-tools-version: 6.1
import PackageDescription

/// OpenTouch's benchmarks live in their own package so that users of the library never
/// resolve or build the benchmark-only dependencies (the malloc interposer).
///
/// Run with: `swift run -c release --package-path Benchmarks opentouch-benchmarks`
let package = Package(
    name: "OpenTouchBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "OpenTouch", path: ".."),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.0"),
    ],
    targets: [
        .executableTarget(
            name: "opentouch-benchmarks",
            dependencies: [
                .product(name: "OpenTouch", package: "OpenTouch"),
                .product(name: "OpenTouchSolver", package: "OpenTouch"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Sources/OpenTouchBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
