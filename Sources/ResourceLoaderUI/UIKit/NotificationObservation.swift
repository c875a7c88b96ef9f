#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import Foundation

    /// A block observer of `NotificationCenter`, removed when this is released.
    // `@unchecked Sendable`: both stored properties are constants set once in `init`, and `NotificationCenter`'s
    // `removeObserver(_:)` may be called from any thread (Apple's NotificationCenter documentation says the
    // center is thread-safe), so releasing this on any thread is safe.
    final class NotificationObservation: @unchecked Sendable {
        private let center: NotificationCenter
        private let token: any NSObjectProtocol

        /// Calls `handler` on the main queue at every `name` notification, with the identity of the notification's
        /// object, until released.
        init(
            _ name: Notification.Name, center: NotificationCenter = .default,
            handler: @escaping @MainActor (_ object: ObjectIdentifier?) -> Void
        ) {
            self.center = center
            token = center.addObserver(forName: name, object: nil, queue: .main) { notification in
                let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated { handler(object) }
            }
        }

        deinit {
            center.removeObserver(token)
        }
    }
#endif
