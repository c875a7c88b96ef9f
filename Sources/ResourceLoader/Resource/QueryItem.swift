/// One `name=value` pair of a URL's query.
///
/// Values are percent-encoded by ``NetworkResourceType/urlRequest()`` so that they reach the server exactly as
/// given: every character outside RFC 3986's unreserved set (`A–Z a–z 0–9 - . _ ~`) is encoded, including `+`,
/// `&`, `=` and `#`, which `URLComponents` would leave as they are.
public struct QueryItem: Hashable, Sendable {
    /// The parameter's name.
    public var name: String
    /// The parameter's value; `nil` sends the name alone (`?flag`).
    public var value: String?

    /// Creates a query item.
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }

    /// Creates a query item from a name and any value that prints itself, such as an `Int`.
    public init(_ name: String, _ value: some CustomStringConvertible) {
        self.init(name: name, value: value.description)
    }
}
