import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The rules a request's method and header fields must follow before anything is sent (RFC 9110 §5.1, §5.5, §9.1).
///
/// A CR or LF in a name or value would end the field early and start another on the wire (header injection); a NUL
/// is cut off or refused by the platform; a name outside the token characters is not a field name at all.
enum HTTPFieldSyntax {
    /// Throws ``ResourceError/invalidRequest(reason:underlying:)`` unless `method` is a token.
    static func check(method: String) throws(ResourceError) {
        guard isToken(method) else {
            throw .invalidRequest(
                reason: "the method \(method.debugDescription) is not an HTTP token (letters, digits, !#$%&'*+-.^_`|~)",
                underlying: nil)
        }
    }

    /// Throws ``ResourceError/invalidRequest(reason:underlying:)`` unless `name` is a token and `value` has no CR,
    /// LF or NUL. The message quotes the name, never the value.
    static func check(name: String, value: String) throws(ResourceError) {
        guard isToken(name) else {
            throw .invalidRequest(
                reason: "the header name \(name.debugDescription) is not an HTTP token "
                    + "(letters, digits, !#$%&'*+-.^_`|~)",
                underlying: nil)
        }
        guard !value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) else {
            throw .invalidRequest(
                reason: "the value of the header \(name) holds a CR, LF or NUL character", underlying: nil)
        }
    }

    /// Checks the method and every header field of a finished request.
    static func check(_ request: URLRequest) throws(ResourceError) {
        try check(method: request.httpMethod ?? "GET")
        for (name, value) in request.allHTTPHeaderFields ?? [:] { try check(name: name, value: value) }
    }

    /// Whether `text` is a non-empty run of RFC 9110 token characters.
    static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isTokenCharacter)
    }

    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
