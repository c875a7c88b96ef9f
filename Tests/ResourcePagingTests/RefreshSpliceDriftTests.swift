import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceStore
import ResourceSupport
import Testing

@testable import ResourcePaging

/// Where a randomized round changes the server's list before the refresh.
enum SpliceDriftPlace: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Deletes and inserts within the first page, the one the refresh loads again.
    case head
    /// Deletes among the listed rows after the first page, which the refresh does not load again.
    case pastWindow

    var testDescription: String { rawValue }
}

@MainActor
@Suite("A refresh's splice over a server that changed: later pages, saved lists and moved rows (#21)")
struct RefreshSpliceDriftTests {
    /// Loads pages until the list ends (or a load fails, or 50 loads ran).
    private func walkToEnd<Resource: PaginatedResource>(_ list: PagedList<Resource, SingleSection>) async {
        for _ in 0..<50 {
            guard case .loaded = await list.loadNextPage() else { return }
        }
    }

    /// One round: lists 2 to 5 pages of 10 of a 60-row list, changes the server at `place`, refreshes and walks
    /// to the end. Returns the server rows never listed and the rows listed twice.
    private func round<Resource: PaginatedResource>(
        _ resource: Resource, seed: UInt64, place: SpliceDriftPlace
    ) async -> (missing: Set<Int>, twice: Int) where Resource.Item == Row {
        var random = SplitMix64(seed: seed)
        let api = InMemoryListAPI(count: 60)
        let list = PagedList(resource: resource, service: NetworkResourceService.paging(api.loader))
        await list.start()
        let pages = 2 + random.next(upTo: 4)
        for _ in 1..<pages { await list.loadNextPage() }
        let listed = list.snapshot.itemIdentifiers.count
        var nextID = 1000
        api.mutate { rows in
            if place == .head {
                // Each inserted row lands within the first page, which the refresh loads again: a row inserted
                // beyond it is beyond what a refresh can see.
                let inserts = random.next(upTo: 3)
                for _ in 0..<inserts {
                    rows.insert(Row(id: nextID, name: "New \(nextID)"), at: random.next(upTo: 11 - inserts))
                    nextID += 1
                }
            }
            let range = place == .head ? 0..<10 : 10..<listed
            for _ in 0..<(1 + random.next(upTo: 4)) {
                rows.remove(at: range.lowerBound + random.next(upTo: range.count))
            }
        }
        await list.refresh()
        await walkToEnd(list)
        let ids = list.snapshot.itemIdentifiers
        return (Set(api.currentRows.map(\.id)).subtracting(ids), ids.count - Set(ids).count)
    }

    @Test(
        "after a refresh, an offset list's later pages follow the server's positions: 200 random rounds skip no row",
        arguments: SpliceDriftPlace.allCases)
    func offsetListSkipsNoRowAfterRefresh(place: SpliceDriftPlace) async {
        var losing = 0
        var twice = 0
        for seed in 0..<200 {
            let outcome = await round(Rows.Offset(), seed: UInt64(seed), place: place)
            if !outcome.missing.isEmpty { losing += 1 }
            twice += outcome.twice
        }
        print("offset list, changes at \(place.rawValue): \(losing) of 200 rounds lost rows")
        #expect(losing == 0)
        #expect(twice == 0)
    }

    @Test(
        "after a refresh, a range list's later pages follow the server's positions too",
        arguments: [
            SpliceDriftPlace.head, .pastWindow,
        ])
    func rangeListSkipsNoRowAfterRefresh(place: SpliceDriftPlace) async {
        var losing = 0
        for seed in 0..<50 {
            let outcome = await round(Rows.Ranges(), seed: UInt64(seed), place: place)
            if !outcome.missing.isEmpty { losing += 1 }
        }
        print("range list, changes at \(place.rawValue): \(losing) of 50 rounds lost rows")
        #expect(losing == 0)
    }

    @Test("a cursor list refreshed after a head delete is saved so that an offline relaunch shows its rows")
    func savedListAfterHeadDeleteReadsBackOffline() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("refresh-splice-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let reported = Locked<[String]>([])
        let cache = {
            DiskCache(directory: directory) { configuration in
                configuration.onError = { error in reported.withLock { $0.append(error.description) } }
            }
        }
        let api = InMemoryListAPI(count: 40)
        let online = PagedList(
            resource: Rows.Cursors(), service: NetworkResourceService.paging(api.loader), diskCache: cache())
        await online.start()
        await online.loadNextPage()
        api.mutate { $0.removeFirst() }
        await online.refresh()
        #expect(online.snapshot.itemIdentifiers == Array(2...20))

        let offlineLoader = SwitchableLoader(api: api, offline: true)
        let relaunched = PagedList(
            resource: Rows.Cursors(), service: NetworkResourceService.paging(offlineLoader), diskCache: cache())
        await relaunched.start()
        #expect(relaunched.snapshot.itemIdentifiers == Array(2...20))
        #expect(reported.value.isEmpty)
    }

    @Test("a row moved to the last place of page 1 takes no listed row with it, and paging lists every row once")
    func rowMovedToFirstPageEndRemovesNoListedRow() async {
        let api = InMemoryListAPI(count: 60)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        for _ in 1..<5 { await list.loadNextPage() }
        #expect(list.snapshot.itemIdentifiers == Array(1...50))
        api.mutate { rows in
            let moved = rows.remove(at: 44)
            rows.insert(moved, at: 9)
        }
        await list.refresh()
        #expect(list.snapshot.itemIdentifiers == Array(1...9) + [45] + Array(10...44) + Array(46...50))
        await walkToEnd(list)
        let ids = list.snapshot.itemIdentifiers
        #expect(ids.count == Set(ids).count)
        #expect(Set(ids) == Set(api.currentRows.map(\.id)))
    }

    @Test("ten rows deleted after the first row are deleted, not taken for the rest of page 1 moving up")
    func blockDeletedAfterFirstRowIsDeleted() async {
        let api = InMemoryListAPI(count: 60)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        await list.loadNextPage()
        await list.loadNextPage()
        api.mutate { $0.removeSubrange(1...10) }
        await list.refresh()
        #expect(list.snapshot.itemIdentifiers == [1] + Array(12...30))
        await walkToEnd(list)
        #expect(list.snapshot.itemIdentifiers == api.currentRows.map(\.id))
    }

    @Test("a cursor list whose row moved to the last place of page 1 keeps the rows it jumped over")
    func cursorRowMovedToFirstPageEndRemovesNoListedRow() async {
        let api = InMemoryListAPI(count: 60)
        let list = PagedList(resource: Rows.Cursors(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        for _ in 1..<5 { await list.loadNextPage() }
        api.mutate { rows in
            let moved = rows.remove(at: 44)
            rows.insert(moved, at: 9)
        }
        await list.refresh()
        #expect(list.snapshot.itemIdentifiers == Array(1...9) + [45] + Array(10...44) + Array(46...50))
        await walkToEnd(list)
        #expect(list.snapshot.itemIdentifiers == api.currentRows.map(\.id))
    }

    @Test("three rows deleted at the head: after the refresh, paging lists every server row once, in its order")
    func offsetListAfterHeadDeletesFollowsServerOrder() async {
        let api = InMemoryListAPI(count: 45)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        await list.loadNextPage()
        await list.loadNextPage()
        api.mutate { $0.removeSubrange(0..<3) }
        await list.refresh()
        #expect(list.snapshot.itemIdentifiers == Array(4...30))
        await walkToEnd(list)
        #expect(list.snapshot.itemIdentifiers == Array(4...45))
    }

    @Test(
        "more rows deleted past the refreshed window than a page holds: the next page steps back until none is skipped")
    func offsetListAfterManyPastWindowDeletesSkipsNoRow() async {
        let api = InMemoryListAPI(count: 90)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        await list.start()
        for _ in 1..<6 { await list.loadNextPage() }
        // Past the refreshed page and past its neighbour (rows 11...20), which is read again after the refresh.
        api.mutate { rows in rows.removeAll { (32...56).contains($0.id) } }
        await list.refresh()
        // The deleted rows after the refreshed page and its neighbour were not checked: they stay listed.
        #expect(list.snapshot.itemIdentifiers == Array(1...60))
        // The next page, asked for one row early (offset 59), starts at no listed row: it steps back to offset 29
        // (row 30), and the kept pages named by offsets 30 and on join the page before them.
        await walkToEnd(list)
        #expect(list.snapshot.itemIdentifiers == Array(1...90))
        let window = await list.paginator.window
        #expect(window.invariantViolations().isEmpty)
    }

    /// One round for the saved list: lists 2 to 5 pages of 10, inserts, deletes and moves rows anywhere in the
    /// listed part, refreshes, and decodes what the list saved, then loads the next page and decodes it again.
    private func savedListRound<Resource: PaginatedResource>(
        _ resource: Resource, seed: UInt64
    ) async throws -> Bool where Resource.Item == Row, Resource.Paging.Key: Codable {
        var random = SplitMix64(seed: seed)
        let api = InMemoryListAPI(count: 60)
        let source = MemoryLocalSource<Row, Resource.Paging.Key>()
        let list = PagedList(
            resource: resource, service: NetworkResourceService.paging(api.loader), localSource: source)
        await list.start()
        for _ in 0..<(1 + random.next(upTo: 4)) { await list.loadNextPage() }
        let listed = list.snapshot.itemIdentifiers.count
        api.mutate { rows in
            for _ in 0..<random.next(upTo: 4) { rows.remove(at: random.next(upTo: listed - 4)) }
            for id in 1000..<(1000 + random.next(upTo: 3)) {
                rows.insert(Row(id: id, name: "New \(id)"), at: random.next(upTo: listed - 4))
            }
            if random.chance(0.5) {
                rows.insert(rows.remove(at: random.next(upTo: listed - 4)), at: random.next(upTo: 10))
            }
        }
        await list.refresh()
        let savedByRefresh = await source.saved
        let afterRefresh = try decodes(#require(savedByRefresh))
        await list.loadNextPage()
        let savedByNextPage = await source.saved
        return try afterRefresh && decodes(#require(savedByNextPage))
    }

    /// Whether `list` decodes again once encoded.
    private func decodes<Key: Codable>(_ list: SavedPagedList<Row, Key>) throws -> Bool {
        let data = try JSONEncoder().encode(list)
        do {
            _ = try JSONDecoder().decode(SavedPagedList<Row, Key>.self, from: data)
            return true
        } catch {
            return false
        }
    }

    @Test("whatever the server changed, the list a refresh saves decodes again, in every paging style")
    func savedListAfterRandomChangesDecodes() async throws {
        var rejected: [String: Int] = [:]
        for seed in 0..<100 {
            let seed = UInt64(seed)
            if try await !savedListRound(Rows.Cursors(), seed: seed) { rejected["cursor", default: 0] += 1 }
            if try await !savedListRound(Rows.Stripe(), seed: seed) { rejected["stripe", default: 0] += 1 }
            if try await !savedListRound(Rows.Offset(), seed: seed) { rejected["offset", default: 0] += 1 }
            if try await !savedListRound(Rows.Ranges(), seed: seed) { rejected["range", default: 0] += 1 }
            if try await !savedListRound(Rows.Pages(), seed: seed) { rejected["page number", default: 0] += 1 }
        }
        print("saved lists rejected after a refresh, of 100 rounds each: \(rejected)")
        #expect(rejected.isEmpty)
    }
}
