// expect: 'LocalizedStringKey'
// The 18.0 SDK marks LocalizedStringKey's Sendable conformance unavailable: a key cannot cross into a @Sendable
// closure (a @frozen public struct would otherwise be Sendable implicitly here).
#if canImport(SwiftUI)
    import SwiftUI

    func sendKey(_ key: LocalizedStringKey) -> @Sendable () -> Void {
        { _ = key }
    }
#endif
