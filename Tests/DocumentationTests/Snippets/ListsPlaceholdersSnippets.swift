import Foundation
import ResourceLoader
import ResourcePaging
import ResourceStore

// The ```swift blocks of the "Placeholders" section of Docs/Lists.md, compiled here so they cannot rot.
// DocumentationSnippetTests checks that every block appears below, line for line. Edit both together.

enum ListsPlaceholdersSnippets {
    typealias Message = ListsSnippets.Message

    struct CountedMessages: PaginatedResource {
        typealias Item = Message
        var url: URL? { URL(string: "https://api.example.com/messages") }
        var collectionKeyPath: String? { "data.items" }
        var paging: OffsetPaging { OffsetPaging(limit: 50, totalField: .value(at: "data.total")) }
    }

    @MainActor
    static func placeholders(service: NetworkResourceService) async {
        let list = PagedList(resource: CountedMessages(), service: service, maximumPages: 6)
        list.showsPlaceholders = true
        list.onUpdate = { update in
            guard let placeholders = update.state.placeholders else { return }
            let rows = placeholders.rowCount(loaded: update.snapshot.numberOfItems)
            print("\(rows) rows; the loaded ones start at row \(placeholders.leading)")
        }
        await list.start()
    }

    @MainActor
    static func rowAppears(list: PagedList<CountedMessages, SingleSection>, row: Int) -> Message? {
        list.loadMoreIfNeeded(atPosition: row)
        let message = list.item(atPosition: row)  // nil: draw a placeholder
        return message
    }

    @MainActor
    static func jump(list: PagedList<CountedMessages, SingleSection>) async {
        await list.load(around: 4_000)  // the rows 4000..<4050 replace the loaded ones
    }
}
