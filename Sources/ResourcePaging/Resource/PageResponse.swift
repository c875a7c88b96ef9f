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

    /// The field's value as a Boolean, or `nil` when missing or not a Boolean.
    public func bool(_ field: PageField) -> Bool? {
        fields[field]?.boolValue
    }

    /// The field's value as an integer, or `nil` when missing or not an integer.
    public func int(_ field: PageField) -> Int? {
        fields[field]?.intValue
    }
}
