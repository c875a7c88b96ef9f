import Foundation
import ResourceLoader
import ResourcePaging
import ResourceStore

// The ```swift blocks of Docs/Lists.md, compiled here so they cannot rot. DocumentationSnippetTests checks
// that every block appears below, line for line. Edit the guide and this file together.

enum ListsSnippets {
    // MARK: 1. A first list

    struct Message: Codable, Sendable, Identifiable, Equatable {
        let id: Int
        let text: String
        let sentAt: Date
    }

    struct Messages: PaginatedResource {
        typealias Item = Message
        var url: URL? { URL(string: "https://api.example.com/messages") }
        var collectionKeyPath: String? { "data.items" }
        var paging: OffsetPaging { OffsetPaging(limit: 50) }
    }

    @MainActor
    static func firstList(service: NetworkResourceService) async {
        let list = PagedList(resource: Messages(), service: service)
        list.onUpdate = { update in
            print(update.state.phase, update.snapshot.numberOfItems, update.diff.changeCount)
        }
        await list.start()
    }

    @MainActor
    static func rowAppears(list: PagedList<Messages, SingleSection>, message: Message) {
        list.loadMoreIfNeeded(currentItem: message.id)
    }

    @MainActor
    static func keepRow(list: PagedList<Messages, SingleSection>, message: Message) {
        list.setAnchor(message.id)
    }

    @MainActor
    static func readUpdates(list: PagedList<Messages, SingleSection>) async {
        for await update in list.updates() {
            print(update.diff.itemInserts.count, update.state.forward)
        }
    }

    // MARK: 2. Sections

    @MainActor
    static func sectionsByDay(service: NetworkResourceService) -> PagedList<Messages, Date> {
        let calendar = Calendar(identifier: .gregorian)
        return PagedList(resource: Messages(), service: service) { message in
            calendar.startOfDay(for: message.sentAt)
        }
    }

    // MARK: 2b. Transforming rows

    @MainActor
    static func transform(list: PagedList<Messages, SingleSection>) {
        list.transformRow = { message in
            message.text.isEmpty ? nil : Message(id: message.id, text: message.text.capitalized, sentAt: message.sentAt)
        }
    }

    // MARK: 3. Search

    @MainActor
    static func search(list: PagedList<Messages, SingleSection>) {
        list.searchFields = { [$0.text] }
        list.remoteSearchDelay = 0.3
        list.search("café")  // rows containing "Cafe", "CAFÉ"… at once; the server's results after 0.3 s
        list.search(nil)  // the rows listed before the search, without a refetch
    }

    // MARK: 3b. A new query

    @MainActor
    static func query(list: PagedList<Messages, SingleSection>) async {
        list.setQuery(["status": "open", "sort": "-sentAt"])  // the old rows stay, stale, until the first page arrives
        await list.setQuery([:]).value  // back to the plain list: its first page at once, then read again
    }

    // MARK: 3c. Loads follow the finger

    @MainActor
    static func followFinger(
        list: PagedList<Messages, SingleSection>, indexPath: ListIndexPath, indexPaths: [ListIndexPath],
        message: Message
    ) {
        list.loadMoreIfNeeded(at: indexPath)  // a row on screen: its page at RequestPriority.high
        list.prefetch(at: indexPaths)  // rows about to be needed: at RequestPriority.low
        list.cancelPrefetching(at: indexPaths)  // not needed soon after all: a load only they wanted is cancelled
        list.rowDisappeared(message.id)  // a SwiftUI row's onDisappear, likewise
    }

    // MARK: 4. Edits

    protocol MessagesAPI: Sendable {
        func rename(_ id: Int, to text: String) async throws
    }

    @MainActor
    static func rename(list: PagedList<Messages, SingleSection>, message: Message, api: some MessagesAPI)
        async throws
    {
        let renamed = Message(id: message.id, text: "Lunch at noon", sentAt: message.sentAt)
        try await list.perform(.update(renamed)) {
            try await api.rename(message.id, to: renamed.text)
        }
    }

    @MainActor
    static func localEdits(list: PagedList<Messages, SingleSection>, message: Message, draft: Message) async throws {
        try await list.insert(draft, at: .start)
        try await list.remove(id: message.id)
    }

    // MARK: 5. Offline and a local source

    actor MessageArchive: PagedListLocalSource {
        private var saved: SavedPagedList<Message, Int>?

        func loadSavedList() -> SavedPagedList<Message, Int>? { saved }

        func save(_ list: SavedPagedList<Message, Int>) { saved = list }
    }

    // MARK: Refreshing after a change

    struct SendMessage: NetworkJSONResourceType {
        typealias Model = Message
        let text: String
        var url: URL? { URL(string: "https://api.example.com/messages") }
        var method: HTTPMethod { .post }
        var body: RequestBody? { .json(["text": text]) }
    }

    @MainActor
    static func refreshAfterChange(service: NetworkResourceService) async throws {
        _ = try await service.fetch(SendMessage(text: "Hello"))
        try service.invalidatePages(of: Messages())
    }

    @MainActor
    static func showAndHide(list: PagedList<Messages, SingleSection>) {
        list.isShown = false  // viewDidDisappear, onDisappear: invalidations wait
        list.isShown = true  // viewWillAppear, onAppear: a waiting invalidation refreshes now
    }

    // MARK: Polling and background refresh

    @MainActor
    static func poll(list: PagedList<Messages, SingleSection>) async {
        list.pollingInterval = 30
        await list.start()
    }

    @MainActor
    static func foreground(list: PagedList<Messages, SingleSection>) {
        list.isInForeground = false  // scenePhase .background, didEnterBackgroundNotification: polling pauses
        list.isInForeground = true  // scenePhase .active, willEnterForegroundNotification: catches up once
    }

    struct UnreadCount: NetworkJSONResourceType {
        struct Model: Decodable, Equatable, Sendable {
            let count: Int
        }
        var url: URL? { URL(string: "https://api.example.com/messages/unread") }
    }

    @MainActor
    static func pollResource(service: NetworkResourceService) async {
        let poller = ResourcePoller(resource: UnreadCount(), service: service, interval: 60)
        await poller.start()
        for await result in poller.values() {
            if case .success(let unread) = result { print("\(unread.count) unread") }
        }
    }

    @MainActor
    static func refreshInBackground(inbox: PagedList<Messages, SingleSection>, complete: (Bool) -> Void) async {
        let backgroundRefresh = BackgroundRefresh()
        backgroundRefresh.add(inbox)
        let report = await backgroundRefresh.refreshAll(within: 25)
        print(report.refreshed, report.failed, report.timedOut)
        complete(report.succeeded)  // the BGAppRefreshTask's setTaskCompleted(success:)
    }

    @MainActor
    static func offlineFirst(service: NetworkResourceService, archive: MessageArchive) async {
        let list = PagedList(resource: Messages(), service: service, localSource: archive)
        list.onUpdate = { update in
            if let age = update.state.cacheAge() { print("saved \(Int(age)) s ago") }
            if update.state.isOffline { print("offline") }
        }
        await list.start()
    }

    // MARK: 5. Cached pages on relaunch

    @MainActor
    static func cachedOnRelaunch(service: NetworkResourceService, cachesFolder: URL) async {
        let disk = DiskCache(directory: cachesFolder.appendingPathComponent("Lists")) { configuration in
            configuration.timeToLive = 7 * 24 * 60 * 60
        }
        let list = PagedList(resource: Messages(), service: service, diskCache: disk)
        list.onUpdate = { update in
            if let cachedAt = update.state.cachedAt { print("cached rows from \(cachedAt)") }
        }
        await list.start()
    }

    // MARK: 6. The app's database as the source of truth

    @MainActor
    static func databaseList(service: NetworkResourceService, appSupport: URL) async {
        let store = FileListStore<Message, Int>(directory: appSupport.appendingPathComponent("Messages"))
        if let error = await store.loadError { print("started empty: \(error)") }
        let list = PagedList(resource: Messages(), service: service, database: store)
        await list.start()
    }

    static func writeFromElsewhere(store: FileListStore<Message, Int>, pushed: Message, deletedID: Int) async throws {
        try await store.upsert(pushed)  // the list shows it as one update: inserted at the top, or changed in place
        try await store.remove(id: deletedID)
    }

    actor MessageDatabase: PagedListDatabase {
        private var pages: [Page<Message, Int>] = []
        private var readers: [AsyncStream<SavedPagedList<Message, Int>>.Continuation] = []

        func contents() -> AsyncStream<SavedPagedList<Message, Int>> {
            let (stream, reader) = AsyncStream.makeStream(
                of: SavedPagedList<Message, Int>.self, bufferingPolicy: .bufferingNewest(1))
            reader.yield(SavedPagedList(pages: pages))
            readers.append(reader)
            return stream
        }

        func write(_ write: ListDatabaseWrite<Message, Int>) {
            pages = write.applied(to: pages)
            for reader in readers { reader.yield(SavedPagedList(pages: pages)) }
        }
    }
}
