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
        var parser = LinkHeaderParser(Array(value.unicodeScalars))
        links = parser.parse(relativeTo: baseURL)
    }

    /// The first link with the relation `relation` (compared without regard to case).
    public func url(forRelation relation: String) -> URL? {
        let wanted = relation.lowercased()
        return links.first { $0.relations.contains(wanted) }?.url
    }
}

/// A single-pass scanner over the header's characters.
private struct LinkHeaderParser {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func parse(relativeTo baseURL: URL?) -> [LinkHeader.Link] {
        var links: [LinkHeader.Link] = []
        while true {
            skip { $0 == "," || Self.isWhitespace($0) }
            guard position < scalars.count else { break }
            guard scalars[position] == "<" else {
                // Not a link-value: skip to the next top-level comma.
                skipToNextLink()
                continue
            }
            position += 1
            let target = take { $0 != ">" }
            if position < scalars.count { position += 1 }  // the ">"
            let parameters = parseParameters()
            guard
                let url = URL(string: target.trimmingCharacters(in: .whitespaces), relativeTo: baseURL)?
                    .absoluteURL
            else { continue }
            let relations = (parameters["rel"] ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
                .map(String.init)
            links.append(LinkHeader.Link(url: url, relations: relations, parameters: parameters))
        }
        return links
    }

    /// Reads `; name=value` pairs up to the comma that ends the link-value.
    private mutating func parseParameters() -> [String: String] {
        var parameters: [String: String] = [:]
        while true {
            skip(Self.isWhitespace)
            guard position < scalars.count, scalars[position] == ";" else { break }
            position += 1
            skip(Self.isWhitespace)
            let name = take { $0 != "=" && $0 != ";" && $0 != "," && !Self.isWhitespace($0) }.lowercased()
            skip(Self.isWhitespace)
            var value = ""
            if position < scalars.count, scalars[position] == "=" {
                position += 1
                skip(Self.isWhitespace)
                value =
                    position < scalars.count && scalars[position] == "\""
                    ? takeQuoted() : take { $0 != ";" && $0 != "," }
                value = value.trimmingCharacters(in: .whitespaces)
            }
            // RFC 8288 §3: occurrences after the first of `rel` are ignored.
            if !name.isEmpty, parameters[name] == nil { parameters[name] = value }
        }
        skipToNextLink()
        return parameters
    }

    private mutating func takeQuoted() -> String {
        position += 1  // the opening quote
        var result = String.UnicodeScalarView()
        while position < scalars.count, scalars[position] != "\"" {
            if scalars[position] == "\\", position + 1 < scalars.count { position += 1 }
            result.append(scalars[position])
            position += 1
        }
        if position < scalars.count { position += 1 }  // the closing quote
        return String(result)
    }

    private mutating func skipToNextLink() {
        while position < scalars.count, scalars[position] != "," {
            if scalars[position] == "\"" { _ = takeQuoted() } else { position += 1 }
        }
    }

    private mutating func take(while predicate: (Unicode.Scalar) -> Bool) -> String {
        let start = position
        while position < scalars.count, predicate(scalars[position]) { position += 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<position])
        return String(view)
    }

    private mutating func skip(_ predicate: (Unicode.Scalar) -> Bool) {
        while position < scalars.count, predicate(scalars[position]) { position += 1 }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
    }
}
