import Foundation

/// Joins a resource's ``NetworkResourceType/path`` to its ``NetworkResourceType/baseURL`` as path segments.
///
/// Each `/`-separated segment of the path is percent-encoded on its own, so `?`, `#`, `%`, spaces and non-ASCII
/// characters are data and the result is the same on every platform. A `.` or `..` segment would move the request
/// out of the base, so it is refused.
enum ResourcePath {
    /// `path`'s `.` and `..` segments, in order; empty when it has none.
    static func dotSegments(in path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 == "." || $0 == ".." }
    }

    /// `base` with `path` appended after exactly one `/`, or `nil` when `path` has a dot segment or the base is not
    /// an absolute URL (no scheme: nothing could request it, and Foundation rewrites such a path's first segment).
    static func url(base: URL, path: String) -> URL? {
        let relative = path.drop { $0 == "/" }
        guard !relative.isEmpty else { return base }
        guard dotSegments(in: path).isEmpty else { return nil }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
        return url(base: base, encodedPath: segments.map(URLTextEncoding.encodePathSegment).joined(separator: "/"))
    }

    /// `relative` (a relative reference, already percent-encoded: a path with its query) after `base`, with
    /// exactly one `/` between them: how the service puts a resource's relative URL after its base URL. The base's
    /// query comes first, then the reference's. `nil` when the base is not an absolute URL.
    static func url(base: URL, relative: URL) -> URL? {
        let text = relative.relativeString
        let fragmentStart = text.firstIndex(of: "#") ?? text.endIndex
        let reference = text[..<fragmentStart]
        let queryStart = reference.firstIndex(of: "?")
        return url(
            base: base,
            encodedPath: reference[..<(queryStart ?? fragmentStart)],
            query: queryStart.map { reference[reference.index(after: $0)...] },
            fragment: text[fragmentStart...]
        )
    }

    /// The one join: `base`'s path without its trailing `/`s, one `/`, `encodedPath` without its leading ones,
    /// then `base`'s query and `query` joined by `&`, then `fragment` (with its `#`), or else `base`'s fragment.
    private static func url(
        base: URL, encodedPath: some StringProtocol, query: Substring? = nil, fragment: Substring = ""
    ) -> URL? {
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: true), components.scheme != nil
        else { return nil }
        var basePath = components.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        components.percentEncodedPath = basePath
        // The base's query and fragment stay exactly as they are (an empty one included) unless the reference
        // brings its own.
        let queries = [components.percentEncodedQuery, query.map(String.init)].compactMap { $0 }
        let baseFragment = components.percentEncodedFragment.map { "#" + $0 } ?? ""
        components.percentEncodedQuery = nil
        components.percentEncodedFragment = nil
        guard let prefix = components.string else { return nil }
        let joinedQuery = queries.isEmpty ? "" : "?" + queries.filter { !$0.isEmpty }.joined(separator: "&")
        let tail = joinedQuery + (fragment.isEmpty ? baseFragment : String(fragment))
        return URL(string: prefix + "/" + encodedPath.drop { $0 == "/" } + tail)
    }

    /// `path` alone as a relative URL (for the service to join to its base URL), each segment percent-encoded as
    /// ``url(base:path:)`` encodes it; `nil` for an empty path or one with a dot segment. A colon in the first
    /// segment is encoded too, so that no segment can be read as a scheme.
    static func relativeURL(path: String) -> URL? {
        let relative = path.drop { $0 == "/" }
        guard !relative.isEmpty, dotSegments(in: path).isEmpty else { return nil }
        var segments = relative.split(separator: "/", omittingEmptySubsequences: false).map(
            URLTextEncoding.encodePathSegment)
        segments[0] = segments[0].replacingOccurrences(of: ":", with: "%3A")
        return URL(string: segments.joined(separator: "/"))
    }

    /// The error for a path with dot segments.
    static func dotSegmentError(_ path: String, in resource: String) -> ResourceError {
        .invalidRequest(
            reason: "the path of \(resource) has a '.' or '..' segment, which would leave its base URL: "
                + "\(dotSegments(in: path).joined(separator: ", ")); to send a path as written, give `url` yourself",
            underlying: nil)
    }
}
