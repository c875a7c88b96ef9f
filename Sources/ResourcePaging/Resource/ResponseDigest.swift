import Foundation
import ResourceLoader
import ResourceSupport

/// A digest of what a page is decoded from: the status, the URL, the header fields (but those that change with
/// every answer and say nothing of the page: `Date`, `Age`, `Expires`, `Connection`, `Keep-Alive`) and the body.
/// Two responses with the same digest decode to the same page, so a refetch that gets the same response again
/// reuses the page decoded last (``DigestedPage``) instead of decoding it again.
///
/// It is SipHash (the standard library's `Hasher`) under the process's random seed, with the body's length: a
/// server cannot aim for a collision without the seed, and a digest is never kept beyond the process.
///
/// - Complexity: O(b) for a body of b bytes, read once; a few hundred microseconds for a megabyte.
struct ResponseDigest: Hashable, Sendable {
    /// The body's length in bytes.
    private let length: Int
    /// The hash of everything the digest covers.
    private let hash: Int

    /// The header fields left out: they change with every answer and no paging strategy reads them.
    private static let volatileFields: Set<String> = ["date", "age", "expires", "connection", "keep-alive"]

    /// The digest of `response`.
    init(_ response: ResourceResponse) {
        var hasher = Hasher()
        hasher.combine(response.head.statusCode)
        hasher.combine(response.head.url)
        let fields = response.head.headerFields.map { (name: $0.key.lowercased(), value: $0.value) }
            .filter { !Self.volatileFields.contains($0.name) }
            .sorted { $0.name < $1.name }
        hasher.combine(fields.count)
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.value)
        }
        response.data.withUnsafeBytes { hasher.combine(bytes: $0) }
        length = response.data.count
        hash = hasher.finalize()
    }
}

/// A page as its response decoded it, with that response's digest: a refetch whose response has the same digest is
/// answered with this page (see ``PageResource/model(from:)``).
struct DigestedPage<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    /// The digest of the response the page was decoded from.
    let digest: ResponseDigest
    /// The page, as ``PaginatedResource/page(from:key:)`` returned it.
    let page: Page<Item, Key>
}

/// Where a fetch's ``PageResource/model(from:)`` leaves the page it read, with its response's digest, for the
/// paginator to keep for the next refetch of that page.
final class DigestedPageSlot<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    private let decoded = Locked<DigestedPage<Item, Key>?>(nil)

    /// The page read last, if any.
    var page: DigestedPage<Item, Key>? { decoded.value }

    /// Keeps `page` as the page read.
    func keep(_ page: DigestedPage<Item, Key>) {
        decoded.withLock { $0 = page }
    }
}
