/// An HTTP request method, written as a string literal or with one of the static members.
///
/// A struct rather than an enum, so an API's own methods (`"PROPFIND"`, `"PURGE"`) need no change to the library.
///
/// ```swift
/// let method: HTTPMethod = .post
/// let custom: HTTPMethod = "PURGE"
/// ```
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name as sent on the request line, for example `"GET"`.
    public let rawValue: String

    /// Creates a method from its name; the name is upper-cased, as HTTP methods are case-sensitive.
    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// Creates a method from a string literal such as `"PATCH"`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The method's name.
    public var description: String { rawValue }

    /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2).
    ///
    /// Only idempotent requests are retried automatically. Coalescing is narrower: only `GET` and `HEAD` requests
    /// without a body share a load.
    public var isIdempotent: Bool {
        switch rawValue {
        case "GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE": true
        default: false
        }
    }

    /// `GET`: read a resource.
    public static let get: HTTPMethod = "GET"
    /// `POST`: create or submit.
    public static let post: HTTPMethod = "POST"
    /// `PUT`: replace a resource.
    public static let put: HTTPMethod = "PUT"
    /// `PATCH`: change part of a resource.
    public static let patch: HTTPMethod = "PATCH"
    /// `DELETE`: remove a resource.
    public static let delete: HTTPMethod = "DELETE"
    /// `HEAD`: like `GET`, headers only.
    public static let head: HTTPMethod = "HEAD"
    /// `OPTIONS`: ask what the server allows.
    public static let options: HTTPMethod = "OPTIONS"
}
