// Compiled only by `.ci/check-apple-code` (against the interface package on Linux) and on Apple platforms; not part
// of the package build.
#if canImport(UIKit) || canImport(SwiftUI)
    import Foundation

    /// The row model the samples list: a value with a stable identifier, decoded from the sample API's pages.
    struct SampleUser: Codable, Identifiable, Hashable, Sendable {
        let id: Int
        var name: String
    }

    /// The one section the samples use.
    enum SampleSection: Hashable, Sendable {
        case users
    }
#endif
