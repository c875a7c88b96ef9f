// swift-tools-version: 6.0
import PackageDescription

// A stand-in for the parts of Apple's SDK that ResourceLoader's Apple-only code uses, so that CI on Linux can
// type-check that code (`.ci/check-apple-code`). Declarations only: every body is `fatalError()`, nothing here is
// ever linked into a product or shipped. Each declaration is transcribed from the iPhoneOS 18.0 SDK (its
// `.swiftinterface` files, or the Objective-C headers as Swift imports them) where those files could be read, names
// its documentation page and its source file, and says so where it could not be checked against 18.0 (README.md).
// Rules for adding a declaration: see README.md in this folder.
let package = Package(
    name: "AppleInterface",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "Network", targets: ["Network"]),
    ],
    targets: [
        .target(name: "Combine", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "UIKit", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "SwiftUI", dependencies: ["Combine"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "Network", swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
