import Foundation

/// Decodes the value at a dot-separated key path without decoding the rest of the document into models.
///
/// The path names the JSON's own keys, whatever the decoder's key strategy: `"page_info.items"` is found by a
/// decoder that converts from snake case too.
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
        let components = try decoder.decodingNames(
            of: keyPath.split(separator: ".", omittingEmptySubsequences: true).map(String.init))
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
            var container = try decoder.container(keyedBy: JSONKey.self)
            for component in path.dropLast() {
                container = try container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(component))
            }
            value = try container.decode(Value.self, forKey: JSONKey(last))
        }
    }
}

/// A coding key made from any string, for walking JSON objects by name.
package struct JSONKey: CodingKey, Sendable {
    /// The member's name.
    package let stringValue: String
    /// Always `nil`: object keys only.
    package var intValue: Int? { nil }
    /// Creates a key for the member named `string`.
    package init(_ string: String) { stringValue = string }
    /// Creates a key for the member named `stringValue`.
    package init?(stringValue: String) { self.stringValue = stringValue }
    /// Not supported: returns `nil`.
    package init?(intValue: Int) { nil }
}
