// expect: accepted 5
// Every use is inside a declaration annotated at or above the declaration's versions: a type, an extension (an
// extension of an iOS 17 type needs its own annotation, as in Xcode), a method with the long form.
import Observation
import Synchronization

@available(iOS 18, macOS 15, tvOS 18, watchOS 11, *)
final class Counter: Sendable {
    private let value = Mutex(0)

    func increment() {
        value.withLock { $0 += 1 }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
@Observable
final class Model {
    var count = 0
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Model {
    func track() {
        withObservationTracking {
            _ = count
        } onChange: {
        }
    }
}

struct Waiter {
    @available(iOS, introduced: 16)
    @available(macOS, introduced: 13)
    @available(tvOS, introduced: 16)
    @available(watchOS, introduced: 9)
    func pause() async throws {
        try await Task.sleep(for: .seconds(1))
    }
}
