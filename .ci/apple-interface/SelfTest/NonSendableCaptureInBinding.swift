// expect: non-Sendable
// Binding(get:set:) takes @Sendable closures in the 18.0 SDK (`@_inheritActorContext get: @escaping @isolated(any)
// @Sendable () -> Value`): a binding's closures cannot capture a non-Sendable value. With the plain closures the
// stand-in had before #33, this compiled here and not in Xcode.
#if canImport(SwiftUI)
    import SwiftUI

    final class Counter {
        var value = 0
    }

    func binding(to counter: Counter) -> Binding<Int> {
        Binding(get: { counter.value }, set: { counter.value = $0 })
    }
#endif
