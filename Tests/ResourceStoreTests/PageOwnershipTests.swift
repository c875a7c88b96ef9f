import Testing

@testable import ResourceStore

/// A page owns only the items it still holds: removing an item forgets its page.
@Suite("What a page owns")
struct PageOwnershipTests {
    /// Sections "pinned" and "feed", page 0 of "feed" written as [1, 2, 3], then 2 moved to "pinned" by a
    /// remove and an append in one batch.
    func storeWithPinnedItem(_ policy: DuplicatePolicy) throws -> ContactStore {
        let store = ContactStore(duplicatePolicy: policy)
        try store.appendSection("pinned")
        try store.appendSection("feed")
        try store.write(page: [Contact(1), Contact(2), Contact(3)], at: 0, inSection: "feed")
        try store.performBatch { (batch) throws(ContactStore.Error) in
            batch.remove([2])
            try batch.append([Contact(2)], toSection: "pinned")
        }
        #expect(store.layout == [[2], [1, 3]])
        return store
    }

    @Test(
        "rewriting a page leaves an item another write moved away to the duplicate policy",
        arguments: DuplicatePolicy.allCases)
    func rewriteAfterMove(policy: DuplicatePolicy) throws {
        let store = try storeWithPinnedItem(policy)

        try store.write(page: [Contact(1), Contact(2, "fresh"), Contact(3)], at: 0, inSection: "feed")

        switch policy {
        case .keepFirst:
            #expect(store.layout == [[2], [1, 3]])
            #expect(store.item(withID: 2)?.name == "contact 2")
        case .replaceInPlace:
            #expect(store.layout == [[2], [1, 3]])
            #expect(store.item(withID: 2)?.name == "fresh")
        case .keepLast:
            #expect(store.layout == [[], [1, 2, 3]])
            #expect(store.item(withID: 2)?.name == "fresh")
        }
    }

    @Test(
        "rewriting a page twice after a move still changes nothing the second time", arguments: DuplicatePolicy.allCases
    )
    func rewriteAfterMoveIsIdempotent(policy: DuplicatePolicy) throws {
        let store = try storeWithPinnedItem(policy)
        let page = [Contact(1), Contact(2, "fresh"), Contact(3)]
        try store.write(page: page, at: 0, inSection: "feed")
        let layout = store.layout
        let version = store.version

        try store.write(page: page, at: 0, inSection: "feed")

        #expect(store.layout == layout)
        #expect(store.version == version)
    }

    @Test("a page item removed for good comes back as new when the page is written again")
    func rewriteAfterRemoval() throws {
        let store = ContactStore()
        try store.appendSection("feed")
        try store.write(page: [Contact(1), Contact(2), Contact(3)], at: 0)
        try store.write(page: [Contact(4)], at: 3)
        store.remove([1])

        try store.write(page: [Contact(1), Contact(2), Contact(3)], at: 0)

        #expect(store.layout == [[1, 2, 3, 4]])
    }
}
