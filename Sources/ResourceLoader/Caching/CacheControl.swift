import Foundation

/// The directives of a `Cache-Control` response header that the cache acts on (RFC 9111 §5.2.2).
///
/// Parsing never fails; it reads hostile values conservatively:
/// - names are matched without regard to case; unknown directives are ignored;
/// - a value may be quoted (`max-age="60"`);
/// - a number too large to represent becomes 2³¹ seconds, as RFC 9111 §1.2.2 asks;
/// - a `max-age` that is negative, empty or not a number makes the response stale (`0`);
/// - a directive given twice keeps its most restrictive value (the smaller `max-age`).
///
/// ```swift
/// let control = CacheControl("public, max-age=60, stale-while-revalidate=30")
/// // control.maxAge == 60, control.staleWhileRevalidate == 30
/// ```
public struct CacheControl: Sendable, Hashable {
    /// `no-store`: the response must not be stored at all.
    public var noStore = false
    /// `no-cache`: a stored response must be revalidated before every use.
    public var noCache = false
    /// `private`: the response is meant for one user; a private (per-app) cache may still store it.
    public var isPrivate = false
    /// `must-revalidate`: once stale, the response must not be used without revalidation.
    public var mustRevalidate = false
    /// `max-age`: how many seconds after it was generated the response stays fresh.
    public var maxAge: Int?
    /// `stale-while-revalidate` (RFC 5861): how many seconds past freshness the response may still be shown while
    /// it is revalidated in the background.
    public var staleWhileRevalidate: Int?

    /// The largest number of seconds any directive holds: 2³¹.
    public static let maximumSeconds = 2_147_483_648

    /// No directives.
    public init() {}

    /// Parses the value of a `Cache-Control` header; `nil` gives no directives.
    public init(_ headerValue: String?) {
        guard let headerValue else { return }
        for directive in Self.directives(in: headerValue) {
            switch directive.name {
            case "no-store": noStore = true
            case "no-cache": noCache = true
            case "private": isPrivate = true
            case "must-revalidate": mustRevalidate = true
            case "max-age":
                let seconds = Self.seconds(directive.value) ?? 0
                maxAge = min(maxAge ?? seconds, seconds)
            case "stale-while-revalidate":
                // An unreadable value grants nothing; a repeated one keeps the smaller window.
                if let seconds = Self.seconds(directive.value) {
                    staleWhileRevalidate = min(staleWhileRevalidate ?? seconds, seconds)
                }
            default: break
            }
        }
    }

    /// The directives of `value` as lower-cased names with their unquoted values. Commas inside quotes do not
    /// split directives.
    static func directives(in value: String) -> [(name: String, value: String?)] {
        var parts: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in value {
            if escaped {
                current.append(character)
                escaped = false
            } else if inQuotes, character == "\\" {
                escaped = true
                current.append(character)
            } else if character == "\"" {
                inQuotes.toggle()
                current.append(character)
            } else if character == ",", !inQuotes {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.compactMap { part in
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pieces[0].trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty else { return nil }
            guard pieces.count == 2 else { return (name, nil) }
            var argument = pieces[1].trimmingCharacters(in: .whitespaces)
            if argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\"") {
                argument = String(argument.dropFirst().dropLast())
            }
            return (name, argument)
        }
    }

    /// `value` read as delta-seconds (only ASCII digits), capped at ``maximumSeconds``; `nil` when it is missing,
    /// empty, signed or not a number.
    static func seconds(_ value: String?) -> Int? {
        guard let value, !value.isEmpty else { return nil }
        var seconds = 0
        for byte in value.utf8 {
            guard (0x30...0x39).contains(byte) else { return nil }
            if seconds < maximumSeconds { seconds = seconds * 10 + Int(byte - 0x30) }
        }
        return min(seconds, maximumSeconds)
    }
}
