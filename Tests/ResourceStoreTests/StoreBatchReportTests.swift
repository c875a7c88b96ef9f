import Testing

@testable import ResourceStore

/// A batch reports every difference from what it began with, whatever path its writes took.
@Suite("What a batch reports")
struct StoreBatchReportTests {
    /// A store with section "a" holding `items`, and a recorder of the events that follow.
    func store(
        _ items: [Contact],
        policy: DuplicatePolicy = .replaceInPlace
    ) throws -> (ContactStore, Recorder<StoreChange<String, Contact>>) {
        let store = ContactStore(duplicatePolicy: policy)
        try store.appendSection("a")
        try store.append(items, toSection: "a")
        let events = Recorder<StoreChange<String, Contact>>()
        store.addCallbacks(StoreChangeCallbacks(didChangeContent: { events.append($0) }))
        return (store, events)
    }

    @Test("a value upserted after every item was removed in the same batch is reported as reconfigured")
    func upsertAfterRemovingAllItems() throws {
        let (store, events) = try store([Contact(1, "old"), Contact(2)])

        try store.performBatch { (batch) throws(ContactStore.Error) in
            batch.removeAllItems()
            try batch.upsert([Contact(1, "NEW"), Contact(2)], toSection: "a")
        }

        #expect(store.item(withID: 1)?.name == "NEW")
        #expect(store.version == 3)
        let change = try #require(events.all.last)
        #expect(change.diff.itemReconfigures.map(\.id) == [1])
        #expect(!change.diff.changesLayout)
    }

    @Test("a value upserted after its removal, coming back elsewhere, is reported as moved and reconfigured")
    func upsertAfterRemovalElsewhere() throws {
        let (store, events) = try store([Contact(1, "old"), Contact(2)])

        try store.performBatch { (batch) throws(ContactStore.Error) in
            batch.remove([1])
            try batch.upsert([Contact(1, "NEW")], toSection: "a")
        }

        #expect(store.layout == [[2, 1]])
        let change = try #require(events.all.last)
        #expect(change.diff.itemMoves.count == 1)
        #expect(change.diff.itemReconfigures.map(\.id) == [1])
        #expect(change.diff.itemReconfigures.first?.to == ListIndexPath(item: 1, section: 0))
    }

    @Test("an item removed and put back with its old value in one batch produces no event")
    func removedAndPutBackUnchangedIsSilent() throws {
        let (store, events) = try store([Contact(1, "same"), Contact(2)])

        try store.performBatch { (batch) throws(ContactStore.Error) in
            batch.remove([1])
            try batch.insert([Contact(1, "same")], at: ListIndexPath(item: 0, section: 0))
        }

        #expect(store.version == 2)
        #expect(events.all.isEmpty)
    }

    @Test("a section title changed by removing and re-adding the section is reported as a reload")
    func titleChangedThroughRemoveAndReAdd() throws {
        let store = ContactStore()
        try store.appendSection("today", title: "Today (2)")
        try store.append([Contact(1), Contact(2)], toSection: "today")
        let events = Recorder<StoreChange<String, Contact>>()
        store.addCallbacks(StoreChangeCallbacks(didChangeContent: { events.append($0) }))

        try store.performBatch { (batch) throws(ContactStore.Error) in
            batch.removeAll()
            try batch.appendSection("today", title: "Today (3 unread)")
            try batch.append([Contact(1), Contact(2)], toSection: "today")
        }

        #expect(store.sections.map(\.title) == ["Today (3 unread)"])
        #expect(store.version == 3)
        let change = try #require(events.all.last)
        #expect(change.diff.sectionReloads == [.init(id: "today", index: 0)])
    }

    @Test("a section re-added with its old title and items in one batch produces no event")
    func sectionRebuiltUnchangedIsSilent() throws {
        let store = ContactStore()
        try store.appendSection("today", title: "Today")
        try store.append([Contact(1), Contact(2)], toSection: "today")

        try store.performBatch { (batch) throws(ContactStore.Error) in
            batch.removeAll()
            try batch.appendSection("today", title: "Today")
            try batch.append([Contact(1), Contact(2)], toSection: "today")
        }

        #expect(store.version == 2)
    }
}
