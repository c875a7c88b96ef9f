import Foundation
import ResourceLoader

/// What a paging strategy sees of a loaded page to find the keys of its neighbours.
public struct PageResponse: Sendable {
    /// The response's status, final URL and headers (for `Link` headers).
    public let head: HTTPResponseHead
    /// The URL the page came from, after any redirects: what relative links resolve against.
    public let url: URL?
    /// How many items the page held.
    public let itemCount: Int
    /// The values of the strategy's ``PagingStrategy/fields`` found in the body; absent and `null` fields are
    /// missing.
    public let fields: [PageField: JSONValue]

    /// Creates a response; strategies' tests do this.
    public init(head: HTTPResponseHead, url: URL?, itemCount: Int, fields: [PageField: JSONValue] = [:]) {
        self.head = head
        self.url = url
        self.itemCount = itemCount
        self.fields = fields
    }

    /// The field's value as a string (numbers are written out), or `nil` when missing.
    public func string(_ field: PageField) -> String? {
        switch fields[field] {
        case .string(let value)?: value
        case .int(let value)?: String(value)
        case .double(let value)?: String(value)
        default: nil
        }
    }

    /// The field's value as a page key (a cursor): a string, or an integer written out; `nil` when missing.
    ///
    /// - Throws: ``PagingError/invalidPageField(path:reason:)`` when the value is of another kind (an object, a
    ///   Boolean, an array, a fraction): a key the request cannot carry faithfully is an error, not the end.
    public func key(_ field: PageField) throws(PagingError) -> String? {
        switch fields[field] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        case .int(let value)?: return String(value)
        case let other?:
            throw .invalidPageField(
                path: field.description, reason: "a page key is a string or an integer, not \(other.kind)")
        }
    }

    /// The field's value as a count (a total, a number of pages): a whole number from 0 to `Int.max`; `nil` when
    /// missing. A whole number written as a fraction (`40.0`) is taken.
    ///
    /// - Throws: ``PagingError/invalidPageField(path:reason:)`` for a negative number, a fraction, a number
    ///   beyond `Int.max`, or a value that is not a number.
    public func count(_ field: PageField) throws(PagingError) -> Int? {
        let count: Int
        switch fields[field] {
        case nil, .null?: return nil
        case .int(let value)?: count = value
        case .double(let value)?:
            guard let whole = Int(exactly: value) else {
                throw .invalidPageField(
                    path: field.description, reason: "\(value) is not a whole number up to \(Int.max)")
            }
            count = whole
        case let other?:
            throw .invalidPageField(path: field.description, reason: "a count is a number, not \(other.kind)")
        }
        guard count >= 0 else { throw .invalidPageField(path: field.description, reason: "\(count) is negative") }
        return count
    }

    /// The field's value as a Boolean, or `nil` when missing or not a Boolean.
    public func bool(_ field: PageField) -> Bool? {
        fields[field]?.boolValue
    }

    /// The field's value as an integer, or `nil` when missing or not an integer.
    public func int(_ field: PageField) -> Int? {
        fields[field]?.intValue
    }
}

extension JSONValue {
    /// The kind of value, for messages: "an object", "a Boolean"…
    fileprivate var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .int: "an integer"
        case .double: "a fraction"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
