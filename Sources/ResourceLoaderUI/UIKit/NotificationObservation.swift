#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import Foundation

    /// A block observer of `NotificationCenter`, removed when this is released.
    // `@unchecked Sendable`: both stored properties are constants set once in `init`, and `NotificationCenter`'s
    // `removeObserver(_:)` may be called from any thread (Apple's NotificationCenter documentation says the
    // center is thread-safe), so releasing this on any thread is safe.
    final class NotificationObservation: @unchecked Sendable {
        private let center: NotificationCenter
        private let token: any NSObjectProtocol

        /// Calls `handler` on the main queue at every `name` notification, until released.
        init(_ name: Notification.Name, center: NotificationCenter = .default, handler: @escaping @MainActor () -> Void)
        {
            self.center = center
            token = center.addObserver(forName: name, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { handler() }
            }
        }

        deinit {
            center.removeObserver(token)
        }
    }
#endif
