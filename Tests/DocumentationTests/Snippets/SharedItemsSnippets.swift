import Foundation
import ResourceLoader
import ResourcePaging
import ResourceStore

// The ```swift blocks of Docs/SharedItems.md, compiled here so they cannot rot. DocumentationSnippetTests checks
// that every block appears below, line for line. Edit the guide and this file together.

enum SharedItemsSnippets {
    typealias Message = ListsSnippets.Message

    struct Inbox: PaginatedResource {
        typealias Item = Message
        var url: URL? { URL(string: "https://api.example.com/inbox") }
        var paging: OffsetPaging { OffsetPaging(limit: 50) }
    }

    struct Starred: PaginatedResource {
        typealias Item = Message
        var url: URL? { URL(string: "https://api.example.com/starred") }
        var paging: OffsetPaging { OffsetPaging(limit: 50) }
    }

    @MainActor
    static func sharedItems(service: NetworkResourceService, message: Message, fetchedMessage: Message) async throws {
        let store = SharedItemStore()
        let inbox = PagedList(resource: Inbox(), service: service)
        let starred = PagedList(resource: Starred(), service: service)
        inbox.itemStore = store
        starred.itemStore = store
        await inbox.start()
        await starred.start()
        try await inbox.update(message)  // starred shows it too, as one update reconfiguring that row
        store.write(fetchedMessage)  // a copy fetched elsewhere (a detail screen) updates both lists
    }
}
