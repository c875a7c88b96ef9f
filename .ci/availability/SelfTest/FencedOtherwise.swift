// expect: accepted 5
// Fences written other ways: an attribute before @available, `guard` with another condition first, the else block
// of `if #unavailable` and of `guard #unavailable`, and a platform the declaration is unavailable on.
import Observation
import SwiftUI
import Synchronization

@Observable @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class Model {
    var count = 0
}

func value(_ flag: Bool) -> Int {
    guard flag, #available(iOS 18, macOS 15, tvOS 18, watchOS 11, *) else { return 0 }
    return Mutex(1).withLock { $0 }
}

func pause() async throws {
    if #unavailable(iOS 16, macOS 13, tvOS 16, watchOS 9) {
        try await Task.sleep(nanoseconds: 1_000_000)
    } else {
        try await Task.sleep(for: .milliseconds(1))
    }
}

func later() async throws {
    guard #unavailable(iOS 16, macOS 13, tvOS 16, watchOS 9) else {
        try await Task.sleep(for: .milliseconds(1))
        return
    }
}

@available(iOS 17, tvOS 17, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
struct EmptyState: View {
    var body: some View {
        ContentUnavailableView("Nothing here", systemImage: "tray")
    }
}
