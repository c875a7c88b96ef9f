import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The loopback server's changing list (list_mutation_routes.py) in pages of 10, answered with full bodies.
private struct ServerRows: PaginatedResource {
    typealias Item = Row
    let server: TestServer
    /// A fresh name per test keeps parallel tests apart.
    let name = UUID().uuidString
    var url: URL? { server.url("/mutating-list/\(name)/offset") }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: 10, totalField: .value(at: "total")) }
}

#if canImport(Observation)
    /// What "no wasted UI work" means for a refetch that finds the rows as they are (#24): a refresh delivers the two
    /// updates that show it (its loading state, then its end), with empty diffs and no change to the model's snapshot;
    /// a page read again in the background (revalidated, answered `304` or with the same body) delivers nothing.
    @MainActor
    @Suite("An identical refetch delivers no update beyond the refresh state a screen shows (#24)")
    struct IdenticalRefetchTests {
        @Test("a refresh answered with the same rows delivers only its loading and its end, with empty diffs")
        func refreshWithSameBody() async throws {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let list = PagedList(
                resource: ServerRows(server: try TestServer.shared()),
                service: NetworkResourceService { $0.retryPolicy = .never })
            list.prefetchDistance = 0
            let probe = UpdateProbe(list)
            await list.start()
            await list.loadNextPage()
            await list.loadNextPage()
            _ = await probe.mark(1)

            await list.refresh()
            let window = await probe.mark(2)

            expectOnlyRefreshState(window)
            #expect(list.snapshot.itemIdentifiers == Array(1...30))
        }

        @Test("a page read again as its rows come into view, answered with the same body, delivers nothing")
        func revalidationWithSameBody() async throws {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let list = PagedList(
                resource: ServerRows(server: try TestServer.shared()),
                service: NetworkResourceService { $0.retryPolicy = .never })
            list.prefetchDistance = 0
            let probe = UpdateProbe(list)
            await list.start()
            for _ in 0..<3 { await list.loadNextPage() }
            await list.refresh()
            _ = await probe.mark(1)

            // Rows 21 and 31 lie on pages the refresh kept without reading: each is read again now.
            list.loadMoreIfNeeded(atIndex: 20)
            await list.pendingRevalidation?.value
            list.loadMoreIfNeeded(atIndex: 30)
            await list.pendingRevalidation?.value
            let window = await probe.mark(2)

            expectNothing(window)
        }

        @Test("a refresh and revalidations answered 304 deliver only the refresh's loading and its end")
        func revalidationAnswered304() async throws {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let server = try TestServer.shared()
            let key = "same\(UUID().uuidString.prefix(8))"
            let service = NetworkResourceService { $0.retryPolicy = .never }
            let list = PagedList(
                resource: CachedPagingTests.CachedPages(
                    server: server, key: key, policy: .cacheElseNetwork(maximumAge: nil)),
                service: service)
            list.prefetchDistance = 0
            let probe = UpdateProbe(list)
            await list.start()
            while case .loaded = await list.loadNextPage() {}
            _ = await probe.mark(1)

            await list.refresh()
            let refreshed = await probe.mark(2)
            // Row 5 lies on the third page, which the refresh kept without reading.
            list.loadMoreIfNeeded(atIndex: 4)
            await list.pendingRevalidation?.value
            let revalidated = await probe.mark(1)

            let stats = try await service.fetch(
                CachedPagingTests.StatsResource(url: server.url("/cache/stats/\(key)")))
            #expect(stats.notModified >= 2, "the pages were read again, and answered 304")
            expectOnlyRefreshState(refreshed)
            expectNothing(revalidated)
            #expect(list.snapshot.itemIdentifiers == Array(1...6))
        }

        /// Expects the updates of a refresh that changed no row: its loading (the rows marked stale), then its end,
        /// both with empty diffs, through `onUpdate` and `updates()`; the model's snapshot untouched, its state told
        /// twice.
        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        private func expectOnlyRefreshState(_ window: ProbeWindow<Int>) {
            for updates in [window.callbacks, window.streamed] {
                #expect(updates.map(\.diff.isEmpty) == [true, true])
                #expect(updates.map(\.state.refresh.isLoading) == [true, false])
                #expect(updates.map(\.state.isStale) == [true, false])
            }
            #expect(window.snapshotChanges == 0)
            #expect(window.stateChanges == 2)
        }

        /// Expects no update through any of the three ways.
        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        private func expectNothing(_ window: ProbeWindow<Int>) {
            #expect(window.callbacks.isEmpty)
            #expect(window.streamed.isEmpty)
            #expect(window.snapshotChanges == 0)
            #expect(window.stateChanges == 0)
        }
    }
#endif
