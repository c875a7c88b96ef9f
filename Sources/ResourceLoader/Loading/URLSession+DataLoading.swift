import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession: DataLoading {
    /// Loads with the session's own `data(for:delegate:)`. The body size is checked only once it has arrived, and
    /// redirects follow the session's rules; use ``DataLoader`` for a streaming size cap and origin-safe redirects.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }
}
