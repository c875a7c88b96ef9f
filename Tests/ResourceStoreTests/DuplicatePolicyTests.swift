import Testing

@testable import ResourceStore

@Suite("Duplicate policies")
struct DuplicatePolicyTests {
    func store(_ policy: DuplicatePolicy) throws -> ContactStore {
        let store = ContactStore(duplicatePolicy: policy)
        try store.appendSection("a")
        return store
    }

    @Test("keep first: a duplicate inside one page keeps its first occurrence")
    func keepFirstInsidePage() throws {
        let store = try store(.keepFirst)
        try store.write(page: [Contact(1, "first"), Contact(2), Contact(1, "second")], at: 0)
        #expect(store.firstSectionItems == [Contact(1, "first"), Contact(2)])
    }

    @Test("keep last: a duplicate inside one page keeps its last occurrence, at its place")
    func keepLastInsidePage() throws {
        let store = try store(.keepLast)
        try store.write(page: [Contact(1, "first"), Contact(2), Contact(1, "second")], at: 0)
        #expect(store.firstSectionItems == [Contact(2), Contact(1, "second")])
    }

    @Test("replace in place: a duplicate inside one page keeps the first place and the last value")
    func replaceInPlaceInsidePage() throws {
        let store = try store(.replaceInPlace)
        try store.write(page: [Contact(1, "first"), Contact(2), Contact(1, "second")], at: 0)
        #expect(store.firstSectionItems == [Contact(1, "second"), Contact(2)])
    }

    @Test("keep first: an item repeated by the next page stays where and as it was")
    func keepFirstAcrossPages() throws {
        let store = try store(.keepFirst)
        try store.write(page: [Contact(1), Contact(2), Contact(3, "page 1")], at: 0)
        try store.write(page: [Contact(3, "page 2"), Contact(4), Contact(5)], at: 3)
        #expect(store.firstSectionItems == [Contact(1), Contact(2), Contact(3, "page 1"), Contact(4), Contact(5)])
    }

    @Test("keep last: an item repeated by the next page moves to the new page with its new value")
    func keepLastAcrossPages() throws {
        let store = try store(.keepLast)
        try store.write(page: [Contact(1), Contact(3, "page 1"), Contact(2)], at: 0)
        try store.write(page: [Contact(3, "page 2"), Contact(4)], at: 3)
        #expect(store.firstSectionItems == [Contact(1), Contact(2), Contact(3, "page 2"), Contact(4)])
    }

    @Test("replace in place: an item repeated by the next page keeps its place and takes the new value")
    func replaceInPlaceAcrossPages() throws {
        let store = try store(.replaceInPlace)
        try store.write(page: [Contact(1), Contact(3, "page 1"), Contact(2)], at: 0)
        try store.write(page: [Contact(3, "page 2"), Contact(4)], at: 3)
        #expect(store.firstSectionItems == [Contact(1), Contact(3, "page 2"), Contact(2), Contact(4)])
    }

    @Test(
        "every policy also applies to appends, inserts and replacements across sections",
        arguments: DuplicatePolicy.allCases)
    func otherWrites(policy: DuplicatePolicy) throws {
        let store = try store(policy)
        try store.appendSection("b")
        try store.append([Contact(1, "old"), Contact(2)], toSection: "a")
        try store.append([Contact(1, "new"), Contact(3)], toSection: "b")
        try store.insert([Contact(2, "new")], at: ListIndexPath(item: 0, section: 1))
        let third = try #require(store.indexPath(ofItemWithID: 3))
        try store.replaceItem(at: third, with: Contact(1, "again"))
        let ids = store.layout.flatMap { $0 }
        #expect(Set(ids).count == ids.count)
        switch policy {
        case .keepFirst:
            #expect(store.layout == [[1, 2], []])
            #expect(store.item(withID: 1)?.name == "old")
        case .keepLast:
            #expect(store.layout == [[], [2, 1]])
            #expect(store.item(withID: 1)?.name == "again")
        case .replaceInPlace:
            #expect(store.layout == [[1, 2], []])
            #expect(store.item(withID: 1)?.name == "again")
            #expect(store.item(withID: 2)?.name == "new")
        }
    }

    @Test("keep last: an inserted item that was already there ends up at the index path it was inserted at")
    func keepLastInsertLandsAtItsIndexPath() throws {
        let store = try store(.keepLast)
        try store.append([Contact(1), Contact(2), Contact(3)])

        try store.insert([Contact(1, "again")], at: ListIndexPath(item: 2, section: 0))

        #expect(store.layout == [[2, 3, 1]])
        #expect(store.indexPath(ofItemWithID: 1) == ListIndexPath(item: 2, section: 0))
        #expect(store.item(withID: 1)?.name == "again")
    }

    @Test(
        "every policy: the first item an insert places ends up at the index path", arguments: DuplicatePolicy.allCases)
    func insertLandsAtItsIndexPath(policy: DuplicatePolicy) throws {
        let store = try store(policy)
        try store.append([Contact(1), Contact(2), Contact(3)])

        try store.insert([Contact(4), Contact(1, "again")], at: ListIndexPath(item: 2, section: 0))

        #expect(store.indexPath(ofItemWithID: 4) == ListIndexPath(item: 2, section: 0))
        switch policy {
        case .keepFirst, .replaceInPlace: #expect(store.layout == [[1, 2, 4, 3]])
        case .keepLast: #expect(store.layout == [[2, 3, 4, 1]])
        }
    }

    @Test("keep last: an insert at the end whose duplicate leaves the section shorter still lands at the end")
    func keepLastInsertAtTheEnd() throws {
        let store = try store(.keepLast)
        try store.append([Contact(1), Contact(2), Contact(3)])

        try store.insert([Contact(1, "again")], at: ListIndexPath(item: 3, section: 0))

        #expect(store.layout == [[2, 3, 1]])
    }
}
