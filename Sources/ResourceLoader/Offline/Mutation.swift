import Foundation

/// One edit kept in a ``MutationQueue`` until the server has it: what it changes, the key that lets the server
/// apply it once, and its place in the queue.
///
/// ```swift
/// let mutation = try await queue.enqueue(.update, rowID: "42", value: renamedUser)
/// request.setValue(mutation.idempotencyKey, forHTTPHeaderField: "Idempotency-Key")
/// request.httpBody = mutation.payload
/// ```
public struct Mutation: Codable, Hashable, Identifiable, Sendable {
    /// What kind of edit a mutation is: ``insert``, ``update``, ``remove``, or a name of the app's own.
    public struct Kind: Codable, Hashable, RawRepresentable, ExpressibleByStringLiteral, Sendable {
        /// The kind's name, as stored in the journal.
        public let rawValue: String

        /// A kind named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A kind named by a string literal: `let archive: Mutation.Kind = "archive"`.
        public init(stringLiteral value: String) { self.init(rawValue: value) }

        /// A new row.
        public static let insert: Kind = "insert"
        /// A changed row.
        public static let update: Kind = "update"
        /// A removed row.
        public static let remove: Kind = "remove"

        /// Encodes the kind as its name alone.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// Decodes a kind from its name alone.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }
    }

    /// Identifies the mutation in its queue (for ``MutationQueue/markApplied(_:)`` and the like).
    public let id: UUID
    /// A key the app sends with the request (an `Idempotency-Key` header, say) so that the server, having applied a
    /// mutation once, does not apply it again when it is replayed after a crash mid-request. A UUID string unless
    /// the app gave its own.
    public let idempotencyKey: String
    /// The row the mutation edits, as a string (`String(describing: item.id)`); later mutations of the same row
    /// are sent after it.
    public let rowID: String
    /// What kind of edit this is.
    public let kind: Kind
    /// The edit's body, as the app encoded it (often the JSON of the new value; empty for a removal).
    public let payload: Data
    /// The mutation's place in its queue: strictly increasing in the order of `enqueue`, never reused.
    public let sequence: UInt64
    /// When the mutation was queued.
    public let enqueuedAt: Date

    /// A mutation with every field given; ``MutationQueue/enqueue(_:rowID:payload:idempotencyKey:)`` makes them.
    public init(
        id: UUID, idempotencyKey: String, rowID: String, kind: Kind, payload: Data, sequence: UInt64,
        enqueuedAt: Date
    ) {
        self.id = id
        self.idempotencyKey = idempotencyKey
        self.rowID = rowID
        self.kind = kind
        self.payload = payload
        self.sequence = sequence
        self.enqueuedAt = enqueuedAt
    }

    /// The payload decoded as `Value` (with `decoder`, a plain `JSONDecoder` by default).
    ///
    /// - Throws: the decoder's error when the payload is not a `Value`.
    public func decodedPayload<Value: Decodable>(
        as type: Value.Type = Value.self, decoder: JSONDecoder = JSONDecoder()
    ) throws -> Value {
        try decoder.decode(Value.self, from: payload)
    }
}

/// Why the server refused a ``Mutation``: kept in the journal with it until the app acknowledges it.
public struct MutationRefusal: Codable, Hashable, Sendable {
    /// The HTTP status of the refusal, when there was one.
    public let statusCode: Int?
    /// A sentence saying why (the error's description).
    public let reason: String

    /// A refusal with `statusCode` (if any) and `reason`.
    public init(statusCode: Int?, reason: String) {
        self.statusCode = statusCode
        self.reason = reason
    }
}
