// expect: main actor-isolated
// Binding(get:set:) takes @Sendable closures (Apple's page prints `@isolated(any) @Sendable`): a binding made in a
// view's body cannot read the view's main-actor model from its closures without hopping (the library's own bindings
// use MainActor.assumeIsolated). With the plain closures the stand-in had, this compiled.
#if canImport(SwiftUI)
    import SwiftUI

    @MainActor
    final class Counter {
        var value = 0
    }

    @MainActor
    func binding(to counter: Counter) -> Binding<Int> {
        Binding(get: { counter.value }, set: { counter.value = $0 })
    }
#endif
