import Foundation
import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Wraps a ``DataLoading`` and counts the requests that really reach it, to show what coalescing saves.
struct CountingDataLoader: DataLoading {
    let base: any DataLoading
    private let count = Protected(0)

    init(_ base: any DataLoading) {
        self.base = base
    }

    /// How many requests have been sent so far.
    var requestCount: Int { count.current }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        count.withLock { $0 += 1 }
        return try await base.data(for: request)
    }
}
