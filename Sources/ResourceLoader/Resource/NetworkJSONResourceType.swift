import Foundation

/// A network resource whose body is JSON, decoded with `Codable`.
///
/// By default the whole body decodes as ``Root`` (which defaults to ``ResourceType/Model``). Set
/// ``collectionKeyPath`` to decode a nested value such as `"data.items"`, and implement ``model(from:)-(Self.Root)`` to
/// map the decoded root into the model. For APIs that do not fit `Codable`, use ``JSONValue`` as the root and map
/// it by hand.
///
/// ```swift
/// struct UsersPage: NetworkJSONResourceType {
///     typealias Model = [User]
///     var url: URL? { URL(string: "https://api.example.com/users") }
///     var collectionKeyPath: String? { "data.items" }
/// }
/// ```
public protocol NetworkJSONResourceType: NetworkResourceType {
    /// The type the JSON (or the value at ``collectionKeyPath``) decodes as. Defaults to ``ResourceType/Model``.
    associatedtype Root: Decodable = Model

    /// The decoder for this resource; `nil` (the default) uses the service's.
    var decoder: JSONDecoder? { get }

    /// A dot-separated path of object keys to the value to decode, such as `"data.items"`; `nil` (the default)
    /// decodes the whole body.
    var collectionKeyPath: String? { get }

    /// Maps the decoded root into the model. The default returns the root when ``Root`` is ``ResourceType/Model``.
    func model(from root: Root) throws -> Model
}

extension NetworkJSONResourceType {
    /// The service's decoder.
    public var decoder: JSONDecoder? { nil }
    /// The whole body.
    public var collectionKeyPath: String? { nil }

    /// Decodes the body (or the value at ``collectionKeyPath``) as ``Root`` and maps it with ``model(from:)-(Root)``.
    ///
    /// - Throws: ``ResourceError/emptyBody(url:)`` for an empty body; a `DecodingError` when the JSON does not
    ///   match, with the coding path from the document's root (a missing key-path component is a `keyNotFound`).
    public func model(from response: ResourceResponse) throws -> Model {
        guard !response.data.isEmpty else { throw ResourceError.emptyBody(url: response.head.url) }
        let decoder = self.decoder ?? response.decoder
        let root: Root
        if let collectionKeyPath, !collectionKeyPath.isEmpty {
            root = try KeyPathDecoding.decode(Root.self, at: collectionKeyPath, from: response.data, using: decoder)
        } else {
            root = try decoder.decode(Root.self, from: response.data)
        }
        return try model(from: root)
    }
}

extension NetworkJSONResourceType where Root == Model {
    /// Returns the root unchanged.
    public func model(from root: Root) throws -> Model { root }
}
