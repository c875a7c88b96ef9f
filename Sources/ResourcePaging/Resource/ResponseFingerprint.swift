import Foundation
import ResourceLoader
import ResourceSupport

/// What a page is decoded from, kept to recognise the same response again: the status, the URL, the header fields
/// (but those that change with every answer and say nothing of the page: `Date`, `Age`, `Expires`, `Connection`,
/// `Keep-Alive`) and the body's bytes. Two equal responses decode to the same page, so a refetch that gets the same
/// response again reuses the page decoded last (``FingerprintedPage``) instead of decoding it again.
///
/// The body is kept as it came (its storage shared with the response, not copied) and compared byte for byte, so
/// two different bodies are never taken for one: one response body per paginator (its first page's) stays in memory.
///
/// - Complexity: building one sorts the header fields; comparing two is O(b) for a body of b bytes, and stops at
///   the first difference (of length first).
struct ResponseFingerprint: Equatable, Sendable {
    /// The status code.
    private let statusCode: Int
    /// The URL the response came from.
    private let url: URL?
    /// The header fields but the volatile ones, names lowercased, sorted by name.
    private let fields: [String]
    /// The body, as it came.
    private let body: Data

    /// The header fields left out: they change with every answer and no paging strategy reads them.
    private static let volatileFields: Set<String> = ["date", "age", "expires", "connection", "keep-alive"]

    /// The fingerprint of `response`.
    init(_ response: ResourceResponse) {
        statusCode = response.head.statusCode
        url = response.head.url
        fields = response.head.headerFields.compactMap { name, value in
            let name = name.lowercased()
            return Self.volatileFields.contains(name) ? nil : name + ":" + value
        }.sorted()
        body = response.data
    }

    static func == (lhs: ResponseFingerprint, rhs: ResponseFingerprint) -> Bool {
        lhs.body.count == rhs.body.count && lhs.statusCode == rhs.statusCode && lhs.url == rhs.url
            && lhs.fields == rhs.fields && lhs.body == rhs.body
    }
}

/// A page as its response decoded it, with that response's fingerprint: a refetch whose response has the same
/// fingerprint is answered with this page (see ``PageResource/model(from:)``).
struct FingerprintedPage<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    /// The fingerprint of the response the page was decoded from.
    let fingerprint: ResponseFingerprint
    /// The page, as ``PaginatedResource/page(from:key:)`` returned it.
    let page: Page<Item, Key>
}

/// Where a fetch's ``PageResource/model(from:)`` leaves the page it read, with its response's fingerprint, for the
/// paginator to keep for the next refetch of that page.
final class FingerprintedPageSlot<Item: Sendable, Key: Hashable & Sendable>: Sendable {
    private let decoded = Locked<FingerprintedPage<Item, Key>?>(nil)

    /// The page read last, if any.
    var page: FingerprintedPage<Item, Key>? { decoded.value }

    /// Keeps `page` as the page read.
    func keep(_ page: FingerprintedPage<Item, Key>) {
        decoded.withLock { $0 = page }
    }
}
