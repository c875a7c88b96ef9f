import Foundation

/// A parsed RFC 8288 `Link` header: `<https://api.example.com/items?page=2>; rel="next", <…>; rel="last"`.
///
/// The parser is forgiving in the ways real servers need: several links in one header, quoted and unquoted
/// parameter values, several relation types in one `rel` (`rel="next last"`), relation names in any case, commas
/// and semicolons inside `<…>` URLs and inside quoted values, and relative URLs resolved against a base.
public struct LinkHeader: Sendable, Hashable {
    /// One link of the header.
    public struct Link: Sendable, Hashable {
        /// The target, resolved against the base URL when it was relative.
        public var url: URL
        /// The relation types, lower-cased (`["next"]`, `["prev", "previous"]`…).
        public var relations: [String]
        /// Every parameter, names lower-cased, values unquoted.
        public var parameters: [String: String]
    }

    /// The links in the order they appeared.
    public var links: [Link]

    /// Parses `value`, resolving relative targets against `baseURL`. Links whose target is not a URL are skipped.
    ///
    /// - Complexity: O(n) in the length of `value`.
    public init(_ value: String, relativeTo baseURL: URL? = nil) {
        self.init(value, relativeTo: baseURL, keepingRelations: nil)
    }

    /// Parses `value` as ``init(_:relativeTo:)`` does, keeping only the links with one of `relations`
    /// (lower-cased) when given: the others' targets are not resolved.
    init(_ value: String, relativeTo baseURL: URL?, keepingRelations relations: Set<String>?) {
        var parser = LinkHeaderParser(Array(value.utf8))
        links = parser.parse(relativeTo: baseURL, keeping: relations)
    }

    /// The first link with the relation `relation` (compared without regard to case).
    public func url(forRelation relation: String) -> URL? {
        let wanted = relation.lowercased()
        return links.first { $0.relations.contains(wanted) }?.url
    }
}

/// A single-pass scanner over the header's UTF-8 bytes. Every delimiter is ASCII, so a multi-byte character is
/// never split: the text between delimiters is taken whole.
private struct LinkHeaderParser {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse(relativeTo baseURL: URL?, keeping kept: Set<String>?) -> [LinkHeader.Link] {
        var links: [LinkHeader.Link] = []
        while true {
            skip { $0 == UInt8(ascii: ",") || Self.isWhitespace($0) }
            guard position < bytes.count else { break }
            guard bytes[position] == UInt8(ascii: "<") else {
                // Not a link-value: skip to the next top-level comma.
                skipToNextLink()
                continue
            }
            position += 1
            let target = take { $0 != UInt8(ascii: ">") }
            if position < bytes.count { position += 1 }  // the ">"
            let parameters = parseParameters()
            let relations = (parameters["rel"] ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
                .map(String.init)
            if let kept, !relations.contains(where: kept.contains) { continue }
            guard let url = URL(string: Self.trimmed(target), relativeTo: baseURL)?.absoluteURL else { continue }
            links.append(LinkHeader.Link(url: url, relations: relations, parameters: parameters))
        }
        return links
    }

    /// Reads `; name=value` pairs up to the comma that ends the link-value.
    private mutating func parseParameters() -> [String: String] {
        var parameters: [String: String] = [:]
        while true {
            skip(Self.isWhitespace)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else { break }
            position += 1
            skip(Self.isWhitespace)
            let name = take {
                $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ",") && !Self.isWhitespace($0)
            }.lowercased()
            skip(Self.isWhitespace)
            var value = ""
            if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                position += 1
                skip(Self.isWhitespace)
                value =
                    position < bytes.count && bytes[position] == UInt8(ascii: "\"")
                    ? takeQuoted() : take { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ",") }
                value = Self.trimmed(value)
            }
            // RFC 8288 §3: occurrences after the first of `rel` are ignored.
            if !name.isEmpty, parameters[name] == nil { parameters[name] = value }
        }
        skipToNextLink()
        return parameters
    }

    private mutating func takeQuoted() -> String {
        position += 1  // the opening quote
        var result: [UInt8] = []
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count { position += 1 }
            result.append(bytes[position])
            position += 1
        }
        if position < bytes.count { position += 1 }  // the closing quote
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func skipToNextLink() {
        while position < bytes.count, bytes[position] != UInt8(ascii: ",") {
            if bytes[position] == UInt8(ascii: "\"") { _ = takeQuoted() } else { position += 1 }
        }
    }

    private mutating func take(while predicate: (UInt8) -> Bool) -> String {
        let start = position
        while position < bytes.count, predicate(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skip(_ predicate: (UInt8) -> Bool) {
        while position < bytes.count, predicate(bytes[position]) { position += 1 }
    }

    /// `text` without the spaces and tabs at either end: what `trimmingCharacters(in: .whitespaces)` removes
    /// (tab and the space separators), without its cost.
    private static func trimmed(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t"
                || (scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) }) ?? first
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\n")
    }
}
