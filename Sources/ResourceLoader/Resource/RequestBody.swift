import Foundation

/// What a request carries in its body.
///
/// ```swift
/// var body: RequestBody? { .json(NewPost(title: "Hello")) }
/// var body: RequestBody? { .data(csv, contentType: "text/csv") }
/// ```
public enum RequestBody: Sendable {
    /// Raw bytes, sent as they are, with an optional `Content-Type`.
    case data(Data, contentType: String?)
    /// Any `Encodable` value, encoded as JSON when the request is built; `Content-Type: application/json`.
    case json(any Encodable & Sendable)

    /// The bytes to send and the content type they imply.
    ///
    /// - Parameter encoder: the encoder for `.json` bodies.
    /// - Throws: whatever the encoder throws for a value it cannot encode.
    func encoded(with encoder: @autoclosure () -> JSONEncoder) throws -> (data: Data, contentType: String?) {
        switch self {
        case .data(let data, let contentType):
            return (data, contentType)
        case .json(let value):
            return (try encoder().encode(value), "application/json")
        }
    }
}
