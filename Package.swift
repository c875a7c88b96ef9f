// swift-tools-version: 6.0
import PackageDescription

/// Settings shared by every target: Swift 6 language mode plus the upcoming features we hold ourselves to.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "ResourceLoader",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
        .tvOS(.v15),
        .watchOS(.v8),
        .visionOS(.v1),
    ],
    products: [
        .library(name: "ResourceLoader", targets: ["ResourceLoader"]),
        .library(name: "ResourceStore", targets: ["ResourceStore"]),
        .library(name: "ResourcePaging", targets: ["ResourcePaging"]),
        .library(name: "ResourceLoaderUI", targets: ["ResourceLoaderUI"]),
        .library(name: "ResourceLoaderTesting", targets: ["ResourceLoaderTesting"]),
        .executable(name: "resourceloader-demo", targets: ["ResourceLoaderDemo"]),
        .executable(name: "resourceloader-benchmarks", targets: ["ResourceLoaderBenchmarks"]),
    ],
    targets: [
        // Floor 0: tiny internal helpers (a portable lock) shared through `package` access.
        .target(name: "ResourceSupport", swiftSettings: strictSettings),
        // Floor 1: resources, the service, errors, retry, coalescing, operations.
        .target(name: "ResourceLoader", dependencies: ["ResourceSupport"], swiftSettings: strictSettings),
        // Floor 1: snapshots, the diff and the sectioned store; no networking.
        .target(name: "ResourceStore", dependencies: ["ResourceSupport"], swiftSettings: strictSettings),
        // Floor 2: page keys and the paginator.
        .target(
            name: "ResourcePaging",
            dependencies: ["ResourceLoader", "ResourceStore", "ResourceSupport"],
            swiftSettings: strictSettings
        ),
        // Floor 3: binds a `PagedList` to UIKit and SwiftUI; the Apple-only parts are fenced, the decisions are not.
        .target(
            name: "ResourceLoaderUI",
            dependencies: ["ResourceLoader", "ResourceStore", "ResourcePaging", "ResourceSupport"],
            swiftSettings: strictSettings
        ),
        // Side floor: for apps' own tests (a scripted loader, gates, a list recorder); no Testing or XCTest.
        .target(
            name: "ResourceLoaderTesting",
            dependencies: ["ResourceLoader", "ResourceStore", "ResourcePaging", "ResourceSupport"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ResourceLoaderDemo",
            // Public API only, as an app would use it: no ResourceSupport.
            dependencies: ["ResourceLoader", "ResourcePaging"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ResourceLoaderBenchmarks",
            dependencies: [
                "ResourceLoader", "ResourceStore", "ResourcePaging", "ResourceLoaderTestSupport", "ResourceSupport",
            ],
            swiftSettings: strictSettings
        ),
        // The app of the offline queue's crash harness: the harness runs it and kills it (Tests/OfflineCrashHelper).
        .executableTarget(
            name: "OfflineCrashHelper",
            dependencies: ["ResourceLoader", "ResourcePaging"],
            path: "Tests/OfflineCrashHelper",
            swiftSettings: strictSettings
        ),
        // Test-only helpers: the loopback HTTP server launcher, the in-memory list API, and a replay of UIKit's
        // batch-update rules for diffs; re-exports ResourceLoaderTesting (the scripted `DataLoading` fake).
        .target(
            name: "ResourceLoaderTestSupport",
            dependencies: ["ResourceLoader", "ResourceStore", "ResourceSupport", "ResourceLoaderTesting"],
            path: "Tests/Support",
            exclude: ["Server"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ResourceLoaderTests",
            dependencies: ["ResourceLoader", "ResourceLoaderTestSupport", "ResourceSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ResourceStoreTests",
            dependencies: ["ResourceStore", "ResourceLoaderTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ResourcePagingTests",
            dependencies: ["ResourcePaging", "ResourceLoaderTestSupport", "ResourceSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ResourceLoaderTestingTests",
            dependencies: ["ResourceLoaderTesting", "ResourceLoader", "ResourceStore", "ResourcePaging"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ResourceLoaderUITests",
            dependencies: ["ResourceLoaderUI", "ResourceLoaderTestSupport", "ResourceSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "ResourceLoader", "ResourceStore", "ResourcePaging", "ResourceLoaderTesting", "ResourceLoaderUI",
            ],
            swiftSettings: strictSettings
        ),
    ]
)
