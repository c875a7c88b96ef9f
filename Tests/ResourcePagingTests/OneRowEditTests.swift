import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

#if canImport(Observation)
    /// A one-field change of one row of a 10,000-row list, made on the server or through the list's edits, reaches the
    /// UI as one update that reconfigures exactly that row: nothing inserted, deleted, moved or reloaded, and one
    /// change of the model's snapshot, so a view that reads it redraws (#24).
    @MainActor
    @Suite("A one-field edit of one row of 10,000 reconfigures exactly that row (#24)")
    struct OneRowEditTests {
        /// A started list over `api` with all its rows loaded, in pages of 100, and a probe marked at row 1.
        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        private func walkedList(
            _ api: InMemoryListAPI
        ) async -> (PagedList<Rows.Offset, SingleSection>, UpdateProbe<Rows.Offset>) {
            let list = PagedList(resource: Rows.Offset(limit: 100), service: NetworkResourceService.paging(api.loader))
            list.prefetchDistance = 0
            let probe = UpdateProbe(list)
            await list.start()
            while case .loaded = await list.loadNextPage() {}
            _ = await probe.mark(1)
            return (list, probe)
        }

        @Test("a row renamed on the server, read again as it comes into view after a refresh, is reconfigured alone")
        func serverEditSeenByRevalidation() async {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let api = InMemoryListAPI(count: 10_000)
            let (list, probe) = await walkedList(api)
            await list.refresh()
            let refreshed = await probe.mark(2)
            #expect(refreshed.callbacks.map(\.diff.isEmpty) == [true, true], "a refresh that changed nothing")
            #expect(refreshed.snapshotChanges == 0)

            api.mutate { $0[4_999].name = "Renamed" }
            list.loadMoreIfNeeded(atIndex: 4_999)
            await list.pendingRevalidation?.value
            let window = await probe.mark(1)

            expectOneReconfigure(of: 5_000, in: window, at: ListIndexPath(item: 4_999, section: 0))
            #expect(window.stateChanges == 0)
            #expect(list.item(withID: 5_000)?.name == "Renamed")
        }

        @Test("a row renamed on the server within the first page is reconfigured alone by the refresh's last update")
        func serverEditSeenByRefresh() async {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let api = InMemoryListAPI(count: 10_000)
            let (list, probe) = await walkedList(api)
            api.mutate { $0[41].name = "Renamed" }
            await list.refresh()
            let window = await probe.mark(2)

            for updates in [window.callbacks, window.streamed] {
                #expect(updates.count == 2)
                #expect(updates.first?.diff.isEmpty == true, "the refresh's loading")
                if let last = updates.last { expectOnlyReconfigure(of: 42, in: last.diff) }
            }
            #expect(window.snapshotChanges == 1)
            #expect(list.item(withID: 42)?.name == "Renamed")
        }

        @Test("an update through the list is one update that reconfigures that row alone")
        func listUpdate() async throws {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let (list, probe) = await walkedList(InMemoryListAPI(count: 10_000))
            try await list.update(Row(id: 7_000, name: "Edited"))
            let window = await probe.mark(2)

            expectOneReconfigure(of: 7_000, in: window, at: ListIndexPath(item: 6_999, section: 0))
            #expect(window.stateChanges == 0)
        }

        @Test("an edit the server confirms is one update: its confirmation and the write into the pages add none")
        func confirmedEdit() async throws {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let api = InMemoryListAPI(count: 10_000)
            let (list, probe) = await walkedList(api)
            try await list.perform(.update(Row(id: 3_000, name: "Edited"))) {
                api.mutate { $0[2_999].name = "Edited" }
            }
            let window = await probe.mark(2)

            expectOneReconfigure(of: 3_000, in: window, at: ListIndexPath(item: 2_999, section: 0))
            #expect(window.stateChanges == 0)
            #expect(list.item(withID: 3_000)?.name == "Edited")
        }

        /// Expects one update through `onUpdate` and `updates()`, reconfiguring the row `id` at `path` alone, and one
        /// change of the model's snapshot.
        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        private func expectOneReconfigure(
            of id: Int, in window: ProbeWindow<Int>, at path: ListIndexPath
        ) {
            for updates in [window.callbacks, window.streamed] {
                #expect(updates.count == 1)
                if let update = updates.first {
                    expectOnlyReconfigure(of: id, in: update.diff)
                    #expect(update.diff.itemReconfigures.map(\.to) == [path])
                }
            }
            #expect(window.snapshotChanges == 1, "a view that reads the rows redraws")
        }

        private func expectOnlyReconfigure(of id: Int, in diff: ListDiff<SingleSection, Int>) {
            #expect(diff.itemReconfigures.map(\.id) == [id])
            #expect(!diff.changesLayout)
            #expect(diff.itemReloads.isEmpty && diff.sectionReloads.isEmpty)
        }
    }
#endif
