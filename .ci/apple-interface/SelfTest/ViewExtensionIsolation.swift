// expect: main actor-isolated property 'title' can not be referenced
// The iOS 17.5 SDK isolates only `View.body` to the main actor, not the View protocol (the iOS 18 SDK isolates all of
// it): a View extension method that reads a main-actor model must be marked `@MainActor` itself, as
// ResourceLoaderUI's `listOverlay` and `searchable` are.
#if canImport(SwiftUI)
    import SwiftUI

    @MainActor final class Model {
        var title = ""
    }

    extension View {
        func titled(by model: Model) -> some View {
            overlay { Text(model.title) }
        }
    }
#endif
