extension JSONValue: Codable {
    /// Decodes any JSON value.
    ///
    /// The kinds are tried in turn: `null`, Boolean, number (an `Int` when it holds one exactly, else a `Double`),
    /// string, array, object. Only a type mismatch about this very value moves on to the next kind; any other error,
    /// including one from inside an array or object, is thrown.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try Self.decode(Bool.self, ifKindOf: container) {
            self = .bool(value)
        } else if let value = try Self.number(in: container) {
            self = value
        } else if let value = try Self.decode(String.self, ifKindOf: container) {
            self = .string(value)
        } else if let value = try Self.decode([JSONValue].self, ifKindOf: container) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as the JSON it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The container's value as `type`, or `nil` when it is another kind of JSON value.
    ///
    /// "Another kind" is a type mismatch about this very value; a mismatch deeper down (inside an array) and every
    /// other error are thrown.
    private static func decode<Value: Decodable>(
        _ type: Value.Type,
        ifKindOf container: any SingleValueDecodingContainer
    ) throws -> Value? {
        do {
            return try container.decode(type)
        } catch DecodingError.typeMismatch(_, let context) where isAbout(context, container) {
            return nil
        }
    }

    /// The container's value as `.int` when `Int` holds it exactly, as `.double` when it is another number, or
    /// `nil` when it is not a number.
    private static func number(in container: any SingleValueDecodingContainer) throws -> JSONValue? {
        guard let double = try decode(Double.self, ifKindOf: container) else { return nil }
        // A number, already read as `Double`. Read as `Int` too, so that whole numbers beyond 2^53 stay exact.
        // `Int` throws for a number it cannot hold (a fraction, or beyond its range); `JSONDecoder`'s error for
        // that is not always a `DecodingError` (swift-corelibs-foundation throws an internal one), and it means
        // only "not an `Int`": the value is kept, as the `Double`, so nothing is lost.
        do {
            return .int(try container.decode(Int.self))
        } catch {
            return .double(double)
        }
    }

    /// Whether an error's context is about the container's own value rather than one nested inside it.
    private static func isAbout(_ context: DecodingError.Context, _ container: any SingleValueDecodingContainer) -> Bool
    {
        context.codingPath.count == container.codingPath.count
    }
}
