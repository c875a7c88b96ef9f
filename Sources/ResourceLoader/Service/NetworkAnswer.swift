import Foundation

/// What the network path of a fetch answers: a full response decoded, or a `304` to a conditional request.
enum NetworkAnswer<Model: Sendable>: Sendable {
    /// A successful response: its decoded model, head and body.
    case full(Model, HTTPResponseHead, Data)
    /// `304 Not Modified`: the stored response is still current; the head carries the headers to merge into it.
    case notModified(HTTPResponseHead)
}
