import Foundation

/// Decodes the value at a dot-separated key path without decoding the rest of the document into models.
///
/// The path travels to ``Envelope/init(from:)`` in a task-local value, because a shared `JSONDecoder`'s
/// `userInfo` must not be mutated while other tasks decode with it.
enum KeyPathDecoding {
    @TaskLocal private static var components: [String] = []

    static func decode<Value: Decodable>(
        _ type: Value.Type,
        at keyPath: String,
        from data: Data,
        using decoder: JSONDecoder
    ) throws -> Value {
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
        return try $components.withValue(components) {
            try decoder.decode(Envelope<Value>.self, from: data).value
        }
    }

    /// Walks the keyed containers along the task-local path and decodes the value at its end.
    private struct Envelope<Value: Decodable>: Decodable {
        let value: Value

        init(from decoder: any Decoder) throws {
            let path = KeyPathDecoding.components
            guard let last = path.last else {
                value = try Value(from: decoder)
                return
            }
            var container = try decoder.container(keyedBy: PathKey.self)
            for component in path.dropLast() {
                container = try container.nestedContainer(keyedBy: PathKey.self, forKey: PathKey(component))
            }
            value = try container.decode(Value.self, forKey: PathKey(last))
        }
    }

    private struct PathKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
