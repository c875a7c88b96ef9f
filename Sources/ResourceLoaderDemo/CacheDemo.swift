import Foundation
import ResourceLoader

/// The `--cache DIR` command: a few pages of users through a service whose response cache is a ``DiskCache``
/// in `DIR` and whose policy is ``CachePolicy/cacheThenNetwork``.
///
/// Every page's ``NetworkResourceService/values(for:)`` stream starts at once. The first value of each page is
/// printed as it arrives: from the network on a first run (and stored), from the cache on a later one. Then, for
/// each page that came from the cache, the server's answer: unchanged (a `304`), or the users it added, changed
/// or removed.
struct CacheDemo {
    let api: API
    let service: NetworkResourceService
    let directory: URL
    let pageCount: Int
    let pageSize: Int

    func run() async throws {
        let clock = Date()
        func elapsed() -> String {
            String(format: "%4d ms", Int(Date().timeIntervalSince(clock) * 1_000))
        }
        print("Users through a disk cache in \(directory.path) (policy: cache, then network)")
        print("")
        var streams = (0..<pageCount).map { page in
            service.values(for: api.users(offset: page * pageSize, limit: pageSize)).makeAsyncIterator()
        }
        var firstValues: [ResourceValue<UserPage>] = []
        for page in streams.indices {
            guard let value = try await streams[page].next() else { throw missingValue(page) }
            firstValues.append(value)
            print("\(elapsed())  page \(page + 1) \(Self.describe(value.origin)): \(Self.names(value.model.users))")
        }
        print("")
        for (page, first) in firstValues.enumerated() where first.isCached {
            guard let value = try await streams[page].next() else { throw missingValue(page) }
            print("\(elapsed())  page \(page + 1) revalidated: \(Self.changes(from: first.model, to: value))")
        }
        if firstValues.allSatisfy({ !$0.isCached }) {
            print("Stored \(PagingDemo.count(pageCount, "page")); run the same command again to read them from cache.")
        }
    }

    private func missingValue(_ page: Int) -> DemoRunner.Failure {
        DemoRunner.Failure(description: "page \(page + 1) of the users ended without a value")
    }

    /// `from the network`, `from cache (age 12 s)`.
    private static func describe(_ origin: ResourceValue<UserPage>.Origin) -> String {
        switch origin {
        case .cached(let age): "from cache (age \(Int(age)) s)"
        case .network: "from the network"
        case .revalidated: "from cache, revalidated (304)"
        }
    }

    /// What the server's answer changed in a page that was first shown from the cache.
    private static func changes(from cached: UserPage, to value: ResourceValue<UserPage>) -> String {
        if case .revalidated = value.origin { return "unchanged (304 Not Modified)" }
        let old = Dictionary(cached.users.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(value.model.users.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let added = value.model.users.filter { old[$0.id] == nil }
        let removed = cached.users.filter { new[$0.id] == nil }
        let changed = value.model.users.filter { user in old[user.id].map { $0 != user } ?? false }
        var parts: [String] = []
        if !added.isEmpty { parts.append("added " + names(added)) }
        if !changed.isEmpty { parts.append("changed " + names(changed)) }
        if !removed.isEmpty { parts.append("removed " + names(removed)) }
        if cached.total != value.model.total {
            parts.append("the list now holds \(PagingDemo.count(value.model.total, "user")), not \(cached.total)")
        }
        return parts.isEmpty ? "the server sent the page again, with no user changed" : parts.joined(separator: "; ")
    }

    /// `5 users: #1 Ada Almeida, #2 Grace Fujita, …`.
    private static func names(_ users: [User]) -> String {
        let shown = users.prefix(3).map { "#\($0.id) \($0.name)" }.joined(separator: ", ")
        return PagingDemo.count(users.count, "user") + (users.isEmpty ? "" : ": " + shown)
            + (users.count > 3 ? ", …" : "")
    }
}
