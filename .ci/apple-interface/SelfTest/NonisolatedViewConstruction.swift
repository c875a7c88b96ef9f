// expect: main actor-isolated
// In the iOS 18.0 SDK SwiftUI's `View` is `@MainActor @preconcurrency protocol View`: a custom view (main-actor
// isolated through its conformance) cannot be made from a nonisolated function.
#if canImport(SwiftUI)
    import SwiftUI

    struct Badge: View {
        var text: String
        init(text: String) { self.text = text }
        var body: some View { Text(text) }
    }

    nonisolated func makeBadge() -> Badge {
        Badge(text: "new")
    }
#endif
