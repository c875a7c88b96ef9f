import Foundation

@testable import ResourceLoader

/// libFuzzer target: the first line is a base URL, the rest a resource path. Building must never trap, and a built
/// URL must stay under its base: the same scheme, host and port, the base's path as a prefix, no query or fragment
/// from the path, and no `.`/`..` segment. `URL(encoding:)`, the query encoding, the header rules and the redaction
/// get the same text and must hold their own promises.
@_cdecl("LLVMFuzzerTestOneInput")
public func urlBuildingFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let (baseText, pathData) = input.firstLineAndRest
    let path = String(decoding: pathData, as: UTF8.self)
    let base = URL(encoding: baseText) ?? URL(string: "https://api.example.com/v1")!
    if let url = ResourcePath.url(base: base, path: path) {
        checkStaysUnder(base, url, path: path)
    } else {
        let components = URLComponents(url: base, resolvingAgainstBaseURL: true)
        precondition(
            !ResourcePath.dotSegments(in: path).isEmpty || components?.scheme == nil || components?.url == nil,
            "no URL for a path without dot segments: \(path.debugDescription) on \(base)")
    }
    if let encoded = URL(encoding: input.text) {
        precondition(encoded.absoluteString.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "unencoded byte in \(encoded)")
    }
    let query = QueryEncoding.encode([QueryItem(name: baseText, value: path)])
    precondition(query.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F } && query.filter { $0 == "=" }.count == 1)
    if HTTPFieldSyntax.isToken(baseText) {
        precondition(!baseText.utf8.contains { $0 <= 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: ":") })
    }
    let redacted = URLRedaction().redact(base)
    precondition(redacted.password == nil, "a password survived redaction: \(redacted)")
    return 0
}

private func checkStaysUnder(_ base: URL, _ url: URL, path: String) {
    guard let built = URLComponents(url: url, resolvingAgainstBaseURL: true),
        let original = URLComponents(url: base, resolvingAgainstBaseURL: true)
    else { preconditionFailure("a built URL without components: \(url)") }
    precondition(built.scheme == original.scheme && built.host == original.host && built.port == original.port)
    var basePath = original.percentEncodedPath
    while basePath.hasSuffix("/") { basePath.removeLast() }
    precondition(built.percentEncodedPath.hasPrefix(basePath), "\(url) left \(base)")
    precondition(built.percentEncodedQuery == original.percentEncodedQuery, "the path changed the query: \(url)")
    precondition(built.percentEncodedFragment == original.percentEncodedFragment, "the path set a fragment: \(url)")
    let added = built.percentEncodedPath.dropFirst(basePath.count).split(separator: "/")
    precondition(!added.contains { $0 == "." || $0 == ".." }, "a dot segment in \(url)")
}
