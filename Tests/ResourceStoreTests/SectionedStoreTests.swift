import ResourceLoaderTestSupport
import Testing

@testable import ResourceStore

@Suite("SectionedStore writes")
struct SectionedStoreTests {
    @Test("sections and items can be added, inserted, replaced and removed")
    func basicWrites() throws {
        let store = ContactStore()
        try store.appendSection("b", title: "B")
        try store.insertSection("a", title: "A", at: 0)
        try store.append([Contact(1), Contact(2)], toSection: "a")
        try store.append([Contact(3)])  // last section
        try store.insert([Contact(4)], at: ListIndexPath(item: 1, section: 0))
        #expect(store.layout == [[1, 4, 2], [3]])
        #expect(store.section(at: 0)?.title == "A")
        #expect(store.item(at: ListIndexPath(item: 1, section: 0))?.id == 4)
        #expect(store.indexPath(ofItemWithID: 3) == ListIndexPath(item: 0, section: 1))
        try store.replaceItem(at: ListIndexPath(item: 0, section: 1), with: Contact(5))
        #expect(store.layout == [[1, 4, 2], [5]])
        #expect(try store.removeItem(at: ListIndexPath(item: 0, section: 0)).id == 1)
        #expect(store.remove([2, 99]) == 1)
        #expect(store.removeAll { $0.id == 4 } == 1)
        #expect(store.layout == [[], [5]])
        try store.moveSection("b", to: 0)
        try store.setTitle("Bee", forSection: "b")
        #expect(store.sections.map(\.title) == ["Bee", "A"])
        try store.replaceItems(inSection: "a", with: [Contact(7), Contact(8)])
        #expect(store.layout == [[5], [7, 8]])
        store.removeAllItems()
        #expect(store.numberOfItems == 0 && store.numberOfSections == 2)
        try store.removeSection("a")
        store.removeAll()
        #expect(store.numberOfSections == 0)
    }

    @Test("refused writes throw a typed error and change nothing")
    func refusedWrites() throws {
        let store = ContactStore()
        #expect(throws: ContactStore.Error.noSections) { try store.append([Contact(1)]) }
        try store.appendSection("a")
        #expect(throws: ContactStore.Error.duplicateSection("a")) { try store.appendSection("a") }
        #expect(throws: ContactStore.Error.sectionNotFound("z")) { try store.append([Contact(1)], toSection: "z") }
        #expect(throws: ContactStore.Error.indexPathOutOfRange(ListIndexPath(item: 3, section: 0))) {
            try store.insert([Contact(1)], at: ListIndexPath(item: 3, section: 0))
        }
        #expect(throws: ContactStore.Error.sectionIndexOutOfRange(1)) { try store.moveSection("a", to: 1) }
        #expect(throws: ContactStore.Error.sectionIndexOutOfRange(-1)) { try store.moveSection("a", to: -1) }
        #expect(store.version == 1)
    }

    @Test("a batch that throws is discarded as a whole")
    func failedBatchIsDiscarded() throws {
        let store = ContactStore()
        try store.appendSection("a")
        #expect(throws: ContactStore.Error.sectionNotFound("z")) {
            try store.performBatch { (batch) throws(ContactStore.Error) in
                try batch.append([Contact(1)], toSection: "a")
                try batch.append([Contact(2)], toSection: "z")
            }
        }
        #expect(store.layout == [[]])
        #expect(store.version == 1)
    }

    @Test("upsert updates known items in place and appends new ones; an edit is a reconfigure")
    func upsert() async throws {
        let store = ContactStore()
        try store.appendSection("a")
        try store.append([Contact(1, "Ada"), Contact(2, "Grace")])
        let changes = store.changes
        try store.upsert([Contact(2, "Grace Hopper"), Contact(3, "Alan"), Contact(3, "Alan Turing")])
        #expect(store.firstSectionItems == [Contact(1, "Ada"), Contact(2, "Grace Hopper"), Contact(3, "Alan Turing")])
        var iterator = changes.makeAsyncIterator()
        let change = try #require(await iterator.next())
        #expect(change.diff.itemReconfigures.map(\.id) == [2])
        #expect(change.diff.itemInserts.map(\.id) == [3])
        try store.upsert([Contact(1, "Ada")])  // same content: no event
        #expect(store.version == 3)
    }

    @Test("writing the same page twice changes nothing the second time")
    func pageWriteIsIdempotent() throws {
        for policy in DuplicatePolicy.allCases {
            let store = ContactStore(duplicatePolicy: policy)
            try store.appendSection("a")
            let first = (0..<10).map { Contact($0) }
            let second = [Contact(8, "again"), Contact(9, "again")] + (10..<18).map { Contact($0) }
            for (page, offset) in [(first, 0), (second, 10), (first, 0)] {
                try store.write(page: page, at: offset)
                let layout = store.layout
                let version = store.version
                try store.write(page: page, at: offset)
                #expect(store.layout == layout, "\(policy)")
                #expect(store.version == version, "\(policy)")
            }
        }
    }

    @Test("a page written over an older copy of itself replaces it in place")
    func pageRewriteReplaces() throws {
        let store = ContactStore()
        try store.appendSection("a")
        try store.write(page: [Contact(1), Contact(2), Contact(3)], at: 0)
        try store.write(page: [Contact(4), Contact(5)], at: 3)
        try store.write(page: [Contact(1), Contact(6, "new"), Contact(3)], at: 0)
        #expect(store.layout == [[1, 6, 3, 4, 5]])
        try store.write(page: [Contact(7)], at: 99)  // past the end: appended
        #expect(store.layout == [[1, 6, 3, 4, 5, 7]])
    }

    @Test("random page writes: the store never holds a duplicate and a repeated write is a no-op", arguments: 0..<30)
    func randomPageWrites(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let policy = DuplicatePolicy.allCases[Int(seed) % 3]
        let store = ContactStore(duplicatePolicy: policy)
        try store.appendSection("a")
        try store.appendSection("b")
        for step in 0..<40 {
            let size = Int.random(in: 0..<8, using: &random)
            let page = (0..<size).map { _ in Contact(Int.random(in: 0..<40, using: &random), "v\(step)") }
            let offset = Int.random(in: 0..<30, using: &random)
            let section = Bool.random(using: &random) ? "a" : "b"
            let before = store.layout
            try store.write(page: page, at: offset, inSection: section)
            let layout = store.layout
            try store.write(page: page, at: offset, inSection: section)
            #expect(
                store.layout == layout, "seed \(seed) step \(step) \(page) at \(offset) in \(section) after \(before)")
            let ids = layout.flatMap { $0 }
            #expect(Set(ids).count == ids.count, "seed \(seed) step \(step)")
            #expect(store.snapshot.itemIdentifiers == store.layout.flatMap { $0 })
        }
    }
}
