import Foundation
import ResourceLoader
import ResourcePaging
import ResourceStore

// The ```swift blocks of Docs/Lists.md's "One copy of each item" and Docs/Caching.md's "Shared items", compiled here
// so they cannot rot. DocumentationSnippetTests checks that every block appears below, line for line. Edit the guides
// and this file together.

enum SharedItemsSnippets {
    typealias Message = ListsSnippets.Message

    struct Inbox: PaginatedResource {
        typealias Item = Message
        var path: String { "inbox" }
        var paging: OffsetPaging { OffsetPaging(limit: 50) }
        var sharesItems: Bool { true }
    }

    struct MessageDetail: NetworkJSONResourceType, ItemCarryingResource {
        typealias Model = Message  // the model is the shared item
        var id: Int
        var path: String { "messages/\(id)" }
    }

    struct Starred: PaginatedResource {
        typealias Item = Message
        var path: String { "starred" }
        var paging: OffsetPaging { OffsetPaging(limit: 50) }
        var sharesItems: Bool { true }
    }

    /// A search answer that carries messages among other fields.
    struct SearchAnswer: Decodable, Sendable {
        var messages: [Message]
        var suggestions: [String]
    }

    struct MessageSearch: NetworkJSONResourceType, ItemCarryingResource {
        typealias Model = SearchAnswer
        var text: String
        var path: String { "search" }
        var queryItems: [QueryItem] { [QueryItem("q", text)] }
        func sharedItems(in model: SearchAnswer) -> [Message] { model.messages }
    }

    @MainActor
    static func sharedItems(message: Message) async throws {
        let store = SharedItemStore()
        let service = NetworkResourceService {
            $0.baseURL = URL(string: "https://api.example.com")
            $0.itemSharing = store
        }
        let inbox = PagedList(resource: Inbox(), service: service)  // its resource shares: it starts with the store
        let starred = PagedList(resource: Starred(), service: service)
        await inbox.start()
        await starred.start()
        try await inbox.update(message)  // starred shows it too, as one update reconfiguring that row
        let detail = try await service.fetch(MessageDetail(id: message.id))  // both lists show the fetched value
        _ = detail
        _ = try await service.fetch(MessageSearch(text: "lunch"))  // the messages it carries are written through
        store.orderValues(of: Message.self, by: \.sentAt)
    }
}
