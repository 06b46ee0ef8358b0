// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "mockup",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mockup", targets: ["mockup"]),
        .library(name: "MockupCore", targets: ["MockupCore"]),
        .library(name: "MockupUI", targets: ["MockupUI"]),
        .library(name: "MockupScene", targets: ["MockupScene"]),
        .library(name: "MockupRender", targets: ["MockupRender"]),
        .library(name: "MockupGolden", targets: ["MockupGolden"]),
        .library(name: "MockupTesting", targets: ["MockupTesting"]),
        // Strategies for swift-snapshot-testing; its dependency stays out of the CLI and the core libraries.
        .library(name: "MockupSnapshotTesting", targets: ["MockupSnapshotTesting"]),
        .library(name: "MockupPreview", targets: ["MockupPreview"]),
        .library(name: "MockupGallery", targets: ["MockupGallery"]),
        .library(name: "MockupFuzzing", targets: ["MockupFuzzing"]),
        .executable(name: "mockup-fuzz", targets: ["mockup-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // NB: the preview's HTTP server; without its default traits, which bring swift-configuration
        // and full Foundation, neither of which the preview uses.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]
        ),
        // NB: photos; libjpeg-turbo decodes the same pixels on every machine with the accurate DCT.
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        .target(name: "MockupCore"),
        .target(name: "MockupUI", dependencies: ["MockupCore"]),
        .target(
            name: "MockupScene",
            dependencies: ["MockupCore", "MockupUI", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "MockupRender", dependencies: ["MockupCore", "MockupUI", "CCairo", "CPango", "CZlib", "CWebP", "CJPEG", "CRsvg"]),
        .target(name: "MockupGolden", dependencies: ["MockupCore", "MockupUI", "MockupScene", "MockupRender"]),
        .target(name: "MockupTesting", dependencies: ["MockupCore", "MockupUI", "MockupScene", "MockupRender", "MockupGolden"]),
        .target(name: "MockupGallery", dependencies: ["MockupCore", "MockupUI", "MockupRender"]),
        .target(
            name: "MockupSnapshotTesting",
            dependencies: ["MockupCore", "MockupUI", "MockupRender", "MockupGolden", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .target(
            name: "MockupPreview",
            dependencies: ["MockupCore", "MockupUI", "MockupScene", "MockupRender", .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "Logging", package: "swift-log"), .product(name: "NIOCore", package: "swift-nio")]
        ),
        .target(name: "MockupFuzzing", dependencies: ["MockupCore", "MockupUI", "MockupScene"]),
        .executableTarget(name: "mockup-fuzz", dependencies: ["MockupFuzzing"]),
        .executableTarget(
            name: "mockup",
            dependencies: [
                "MockupCore", "MockupUI", "MockupScene", "MockupRender", "MockupGolden", "MockupPreview", "MockupGallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "MockupCoreTests", dependencies: ["MockupCore"], exclude: ["Fixtures"]),
        .testTarget(name: "MockupUITests", dependencies: ["MockupUI"]),
        .testTarget(name: "MockupSceneTests", dependencies: ["MockupScene"]),
        .testTarget(name: "MockupEngineTests", dependencies: ["MockupScene", "MockupUI", "MockupRender"]),
        .testTarget(name: "MockupRenderTests", dependencies: ["MockupRender", "MockupUI", "CWebP", "CZlib"]),
        .testTarget(name: "MockupGoldenTests", dependencies: ["MockupGolden", "MockupGallery", "MockupRender", "MockupScene", "MockupUI"]),
        .testTarget(name: "MockupCLITests", dependencies: ["mockup"]),
        .testTarget(name: "MockupPreviewTests", dependencies: ["MockupPreview", "MockupUI", "MockupScene"]),
        .testTarget(name: "MockupFuzzingTests", dependencies: ["MockupFuzzing", "MockupScene", "MockupUI"]),
        .testTarget(
            name: "MockupTestingTests",
            dependencies: ["MockupTesting", "MockupGolden", "MockupRender", "MockupUI"],
            exclude: ["__Mockups__"]
        ),
        .testTarget(
            name: "MockupSnapshotTestingTests",
            dependencies: ["MockupSnapshotTesting", "MockupScene", "MockupUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
    ]
)
