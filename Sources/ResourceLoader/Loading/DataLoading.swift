import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The seam between the service and the network: sends a request and returns the body and response.
///
/// `URLSession` conforms as it is; ``DataLoader`` (the default) adds a streaming size cap and drops
/// `Authorization` on redirects to another origin. Tests conform a fake that answers from a script.
public protocol DataLoading: Sendable {
    /// Sends `request` and returns the whole body and the response.
    ///
    /// Cancelling the calling task cancels the request.
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}
