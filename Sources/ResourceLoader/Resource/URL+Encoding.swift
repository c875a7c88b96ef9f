import Foundation

extension URL {
    /// Creates a URL from text that may hold characters a URL cannot carry as they are (spaces, non-ASCII, control
    /// characters, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`), percent-encoding each of them as UTF-8, so the
    /// result is the same on every platform; relative text is resolved against `base`.
    ///
    /// `URL(string:)` gives `nil` for such text on iOS 15–16 and macOS 12–13 but percent-encodes it on later
    /// systems and on Linux; this initializer encodes first, so it never depends on the system. The URL's
    /// structure is kept: `/`, `?`, `#`, `:`, `@` and the other reserved characters stay as written, and so does a
    /// `%` followed by two hex digits (an existing escape); any other `%` becomes `%25`.
    ///
    /// ```swift
    /// URL(encoding: "/search?q=Zoë & co", relativeTo: URL(string: "https://api.example.com/v1/"))
    /// // https://api.example.com/search?q=Zo%C3%AB%20&%20co
    /// ```
    ///
    /// - Returns: `nil` for an empty string, or when the encoded text is still not a URL (for example a port that
    ///   is not a number).
    public init?(encoding string: String, relativeTo base: URL? = nil) {
        guard !string.isEmpty else { return nil }
        self.init(string: URLTextEncoding.encodeDisallowed(in: string), relativeTo: base)
    }
}

/// Percent-encoding of URL text and path segments, byte by byte, the same on every platform.
enum URLTextEncoding {
    /// `string` with every byte a URL cannot carry percent-encoded; reserved characters and valid `%XX` escapes stay.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `string`.
    static func encodeDisallowed(in string: String) -> String {
        let bytes = Array(string.utf8)
        var output = [UInt8]()
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let isEscape =
                    index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
                if isEscape { output.append(byte) } else { appendEscape(byte, to: &output) }
            } else if isUnreserved(byte) || isReserved(byte) {
                output.append(byte)
            } else {
                appendEscape(byte, to: &output)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `segment` encoded as one path segment: only unreserved characters, sub-delimiters, `:` and `@` stay literal,
    /// so `/`, `?`, `#` and `%` are data.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `segment`.
    static func encodePathSegment(_ segment: Substring) -> String {
        var output = [UInt8]()
        output.reserveCapacity(segment.utf8.count)
        for byte in segment.utf8 {
            if isUnreserved(byte) || isSubDelimiter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") {
                output.append(byte)
            } else {
                appendEscape(byte, to: &output)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends `%XX` for `byte`.
    static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "%"))
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0x0F)])
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"),
            UInt8(ascii: "a")...UInt8(ascii: "f"):
            true
        default:
            false
        }
    }

    /// RFC 3986's unreserved characters: `A–Z a–z 0–9 - . _ ~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// RFC 3986's sub-delimiters: `! $ & ' ( ) * + , ; =`.
    private static func isSubDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="):
            true
        default:
            false
        }
    }

    /// RFC 3986's reserved characters: the general delimiters `: / ? # [ ] @` and the sub-delimiters.
    private static func isReserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "@"):
            true
        default:
            isSubDelimiter(byte)
        }
    }
}
