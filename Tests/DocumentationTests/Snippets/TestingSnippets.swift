import Foundation
import ResourceLoader
import ResourceLoaderTesting
import ResourcePaging
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct ChatMessage: Codable, Sendable, Identifiable, Equatable {
    let id: Int
    let text: String
}

struct ChatPage: Codable, Sendable {
    let items: [ChatMessage]
    let total: Int
}

struct ChatMessages: PaginatedResource {
    typealias Item = ChatMessage
    var url: URL? { URL(string: "https://api.example.com/messages") }
    var collectionKeyPath: String? { "items" }
    var paging: OffsetPaging { OffsetPaging(limit: 2, totalField: .value(at: "total")) }
}

@MainActor
@Suite("Chat screen")
struct ChatScreenTests {
    let firstPage = URL(string: "https://api.example.com/messages?offset=0")!
    let secondPage = URL(string: "https://api.example.com/messages?offset=2")!
    let hello = ChatMessage(id: 1, text: "Hello")
    let howAreYou = ChatMessage(id: 2, text: "How are you?")
    let bye = ChatMessage(id: 3, text: "Bye")

    @Test("the first page shows; scrolling to its end loads the rest")
    func paging() async throws {
        let loader = ScriptedDataLoader()
        loader.respond(to: firstPage, with: try .json(ChatPage(items: [hello, howAreYou], total: 3)))
        loader.respond(to: secondPage, with: try .json(ChatPage(items: [bye], total: 3)))
        let list = PagedList(resource: ChatMessages(), service: loader.makeService())
        let recorder = ListRecorder(recording: list)

        await list.start()
        list.loadMoreIfNeeded(currentItem: howAreYou.id)
        let contents = await list.settled()

        #expect(contents.items.map(\.text) == ["Hello", "How are you?", "Bye"])
        #expect(contents.state.forward == .reachedEnd)
        #expect(loader.requestedURLs.count == 2)
        #expect(recorder.mismatches.isEmpty)
    }

    @Test("without a network the screen says offline; retry shows the messages")
    func offline() async throws {
        let loader = ScriptedDataLoader()
        loader.respond(
            to: firstPage,
            with: .failure(URLError(.notConnectedToInternet)),
            try .json(ChatPage(items: [hello], total: 1)))
        let list = PagedList(resource: ChatMessages(), service: loader.makeService())

        await list.start()
        #expect(list.state.phase == .offline)
        await list.retry()
        #expect(await list.settled().items == [hello])
    }

    @Test("while the first page loads, the screen shows the first load")
    func firstLoad() async throws {
        let loader = ScriptedDataLoader()
        let gate = AsyncGate()
        loader.respond(to: firstPage, with: try .json(ChatPage(items: [hello], total: 1)).held(until: gate))
        let list = PagedList(resource: ChatMessages(), service: loader.makeService())

        let starting = Task { await list.start() }
        await loader.waitForRequests(1)
        await list.settle()
        #expect(list.state.phase == .firstLoad)
        gate.open()
        _ = await starting.value
        #expect(list.state.phase == .content)
    }

    @Test("a debounced search goes to the server when the test releases the pause")
    func search() async throws {
        let loader = ScriptedDataLoader()
        loader.respond(to: firstPage, with: try .json(ChatPage(items: [hello, howAreYou], total: 3)))
        let search = URL(string: "https://api.example.com/messages?q=bye")!
        loader.respond(to: search, with: try .json(ChatPage(items: [bye], total: 1)))
        let list = PagedList(resource: ChatMessages(), service: loader.makeService())
        await list.start()

        let sleeper = GatedSleeper()
        list.sleeper = sleeper
        list.remoteSearchDelay = 0.3
        let searching = list.search("bye")
        sleeper.release()
        await searching.value
        #expect(list.snapshot.itemIdentifiers == [bye.id])
        #expect(sleeper.requestedDelays == [0.3])
    }
}

// The ```swift blocks of Docs/Testing.md, compiled and run here so they cannot rot: the block of the guide's
// complete test is everything above, line for line (DocumentationSnippetTests checks it). Edit both together.
