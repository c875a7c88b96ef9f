import Foundation
import ResourceLoader
import ResourceLoaderTesting
import ResourcePaging
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@MainActor
@Suite("PagedList.settled() and ListContents")
struct PagedListSettledTests {
    static let people = (1...5).map { Person(id: $0, name: "Person \($0)") }

    /// A loader that serves `people` page by page, per URL.
    static func loader(held gate: AsyncGate? = nil) throws -> ScriptedDataLoader {
        let loader = ScriptedDataLoader()
        for offset in stride(from: 0, to: people.count, by: 2) {
            let page = PeoplePage(items: Array(people[offset..<min(offset + 2, people.count)]), total: people.count)
            let response = try ScriptedResponse.json(page)
            loader.respond(to: peopleURL(offset: offset), with: gate.map { response.held(until: $0) } ?? response)
        }
        return loader
    }

    @Test("a list never started is settled at once, empty")
    func notStarted() async throws {
        let list = PagedList(resource: People(), service: try Self.loader().makeService())
        let contents = await list.settled()
        #expect(contents.items.isEmpty)
        #expect(contents.state.phase == .firstLoad)
    }

    @Test("settled() waits for the page loadMoreIfNeeded starts, and reads the rows as items")
    func waitsForPrefetch() async throws {
        let loader = try Self.loader()
        let list = PagedList(
            resource: People(), service: loader.makeService(), prefetchDistance: 1)
        await list.start()
        list.loadMoreIfNeeded(currentItem: 2)
        let contents = await list.settled()
        #expect(contents.items.map(\.id) == [1, 2, 3, 4])
        #expect(contents.itemsBySection == [Array(Self.people[0..<4])])
        #expect(contents.items(inSection: .main).count == 4)
        #expect(contents.state.forward == .idle)
        #expect(loader.callCount == 2)
    }

    @Test("settled() waits for a held first page until the test opens the gate")
    func waitsForHeldResponse() async throws {
        let gate = AsyncGate()
        let loader = try Self.loader(held: gate)
        let list = PagedList(resource: People(), service: loader.makeService())
        let started = Task { await list.start() }
        await loader.waitForRequests(1)
        let settling = Task { await list.settled() }
        #expect(list.snapshot.numberOfItems == 0)
        gate.open()
        let contents = await settling.value
        #expect(contents.items.map(\.name) == ["Person 1", "Person 2"])
        #expect(contents.state.phase == .content)
        #expect(await started.value == .loaded(added: 2, duplicates: 0))
    }

    @Test("sections read as arrays of items, in display order")
    func sections() async throws {
        let list = PagedList(
            resource: People(), service: try Self.loader().makeService(),
            sectionID: { $0.id.isMultiple(of: 2) ? "even" : "odd" })
        await list.start()
        await list.loadNextPage()
        let contents = await list.settled()
        #expect(contents.sectionIdentifiers == ["odd", "even"])
        #expect(contents.items(inSection: "even").map(\.id) == [2, 4])
        #expect(contents.items(inSection: "none").isEmpty)
    }
}
