import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response the service hands to a resource: the body, the status line and headers, and the service's decoder.
///
/// Not `Sendable`: it lives only for one call of ``NetworkResourceType/model(from:)`` or
/// ``NetworkResourceType/apiError(from:)``, and it carries the service's `JSONDecoder`.
public struct ResourceResponse {
    /// The response body.
    public let data: Data
    /// The status code, URL and headers.
    public let head: HTTPResponseHead
    /// The service's default JSON decoder; JSON resources use it unless they bring their own.
    public let decoder: JSONDecoder

    /// Creates a response; the service does this, and tests can too.
    public init(data: Data, head: HTTPResponseHead, decoder: JSONDecoder = JSONDecoder()) {
        self.data = data
        self.head = head
        self.decoder = decoder
    }

    /// The HTTP status code.
    public var statusCode: Int { head.statusCode }

    /// Decodes the body as `type` with ``decoder``; a convenience for ``NetworkResourceType/apiError(from:)``.
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try decoder.decode(type, from: data)
    }
}

/// The parts of an HTTP response other than its body: status code, final URL and header fields.
public struct HTTPResponseHead: Sendable, Hashable {
    /// The HTTP status code.
    public let statusCode: Int
    /// The URL the response came from, after any redirects.
    public let url: URL?
    /// Header fields with their names lower-cased.
    public let headerFields: [String: String]

    /// Creates a head; header names are stored lower-cased so lookups ignore case.
    public init(statusCode: Int, url: URL?, headerFields: [String: String]) {
        self.statusCode = statusCode
        self.url = url
        var lowered = [String: String](minimumCapacity: headerFields.count)
        for (name, value) in headerFields { lowered[name.lowercased()] = value }
        self.headerFields = lowered
    }

    /// Creates a head from Foundation's response.
    public init(_ response: HTTPURLResponse) {
        var fields = [String: String](minimumCapacity: response.allHeaderFields.count)
        for (name, value) in response.allHeaderFields {
            fields[String(describing: name)] = String(describing: value)
        }
        self.init(statusCode: response.statusCode, url: response.url, headerFields: fields)
    }

    /// The value of a header field, looked up without regard to case.
    public func value(forHTTPHeaderField name: String) -> String? {
        headerFields[name.lowercased()]
    }
}
