import Foundation
import ResourceLoader

/// The page a load's task fetched, handed over to the first of the load's callers back on the paginator, which
/// applies it: the task itself does not hop onto the actor.
final class PageHandoff<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    /// The load whose page this is.
    let load: Int
    /// Whether the page, before it is applied, is checked for a key that the app's edits moved.
    let followsEdits: Bool
    /// Fetches the page with a key, with the search text and the query the load started with.
    let fetch: @Sendable (Key) async -> Result<Page<Item, Key>, ResourceError>
    private let fetched = NSLock()
    // Safe to be `nonisolated(unsafe)`: read and written only while `fetched` is held.
    nonisolated(unsafe) private var page: Fetched?

    /// What the load's task fetched: the key it asked for, the answer, and the page as its response decoded it
    /// (with the response's fingerprint) when the load keeps that for the next refetch.
    struct Fetched {
        let key: Key
        let result: Result<Page<Item, Key>, ResourceError>
        let decoded: FingerprintedPage<Item, Key>?
    }

    init(
        load: Int, followsEdits: Bool, fetch: @escaping @Sendable (Key) async -> Result<Page<Item, Key>, ResourceError>
    ) {
        self.load = load
        self.followsEdits = followsEdits
        self.fetch = fetch
    }

    /// Keeps the answer to the request for `key`, with the page its response decoded to when the load keeps it.
    func deposit(key: Key, result: Result<Page<Item, Key>, ResourceError>, decoded: FingerprintedPage<Item, Key>? = nil)
    {
        fetched.lock()
        page = Fetched(key: key, result: result, decoded: decoded)
        fetched.unlock()
    }

    /// The answer, once: later calls get `nil`.
    func take() -> Fetched? {
        fetched.lock()
        defer { fetched.unlock() }
        return page.take()
    }
}
