import Testing

@testable import ResourceStore

@Suite("Replacing in place reports the change")
struct ReplaceInPlaceEventTests {
    @Test("appending an existing id with a new value under replaceInPlace emits one event that reconfigures it")
    func appendExistingIDReconfigures() throws {
        // Given a replace-in-place store listing contacts 1 and 2, and a listener
        let store = ContactStore(duplicatePolicy: .replaceInPlace)
        try store.appendSection("a")
        try store.append([Contact(1, "old"), Contact(2)], toSection: "a")
        let events = Recorder<StoreChange<String, Contact>>()
        let token = store.addCallbacks(StoreChangeCallbacks(didChangeContent: { events.append($0) }))
        defer { store.removeCallbacks(token) }
        let version = store.version

        // When contact 1 is appended again with a new value
        try store.append([Contact(1, "new")], toSection: "a")

        // Then it keeps its place, takes the value, and exactly one event reports it reconfigured
        #expect(store.firstSectionItems == [Contact(1, "new"), Contact(2)])
        #expect(store.version == version + 1)
        let change = try #require(events.all.first)
        #expect(events.all.count == 1)
        let place = ListIndexPath(item: 0, section: 0)
        #expect(change.diff.itemReconfigures == [.init(id: 1, from: place, to: place)])
        #expect(change.diff.itemInserts.isEmpty && change.diff.itemDeletes.isEmpty && change.diff.itemMoves.isEmpty)
    }

    @Test("appending an existing id with an equal value changes nothing and emits no event")
    func appendSameValueIsSilent() throws {
        let store = ContactStore(duplicatePolicy: .replaceInPlace)
        try store.appendSection("a")
        try store.append([Contact(1, "same")], toSection: "a")
        let version = store.version
        try store.append([Contact(1, "same")], toSection: "a")
        #expect(store.version == version)
    }
}
