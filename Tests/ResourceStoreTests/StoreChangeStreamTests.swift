import Testing

@testable import ResourceStore

@Suite("SectionedStore change events")
struct StoreChangeStreamTests {
    @Test("a batch of many writes produces exactly one event, and every subscriber gets it")
    func batchIsOneEvent() async throws {
        let store = ContactStore()
        let first = store.changes
        let second = store.changes
        try store.performBatch { (batch) throws(ContactStore.Error) in
            try batch.appendSection("a")
            try batch.append([Contact(1), Contact(2)])
            try batch.appendSection("b")
            try batch.append([Contact(3)], toSection: "b")
            batch.remove([1])
        }
        try store.append([Contact(4)], toSection: "a")
        for stream in [first, second] {
            var iterator = stream.makeAsyncIterator()
            let batch = try #require(await iterator.next())
            #expect(batch.version == 1)
            #expect(batch.diff.sectionInserts.map(\.id) == ["a", "b"])
            #expect(batch.diff.itemsOfInsertedSections == [[2], [3]])
            #expect(batch.sections.map { $0.items.map(\.id) } == [[2], [3]])
            let next = try #require(await iterator.next())
            #expect(next.version == 2)
            #expect(next.diff.itemInserts.map(\.indexPath) == [ListIndexPath(item: 1, section: 0)])
        }
    }

    @Test("a write that changes nothing produces no event")
    func noOpWriteIsSilent() throws {
        let store = ContactStore()
        try store.appendSection("a")
        try store.append([Contact(1)])
        try store.upsert([Contact(1)])
        #expect(store.remove([42]) == 0)
        #expect(store.version == 2)
    }

    @Test("concurrent writers: one event per write, in write order, none lost, each diff chains to the next")
    func concurrentWriters() async throws {
        let store = ContactStore()
        try store.appendSection("a")
        let writers = 8
        let writesPerWriter = 40
        let total = writers * writesPerWriter
        let stream = store.changes
        let consumer = Task {
            var events: [StoreChange<String, Contact>] = []
            for await change in stream {
                events.append(change)
                if events.count == total { break }
            }
            return events
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    for write in 0..<writesPerWriter {
                        try store.append([Contact(writer * 1_000 + write)])
                    }
                }
            }
            try await group.waitForAll()
        }
        let events = await consumer.value
        #expect(events.count == total)
        #expect(events.map(\.version) == Array(2...(total + 1)))
        var previous = ListSnapshot<String, Int>()
        try previous.appendSections(["a"])
        for (index, event) in events.enumerated() {
            #expect(event.snapshot.numberOfItems == index + 1)
            #expect(event.diff.itemInserts.count == 1)
            #expect(try event.diff.applying(to: previous).hasSameLayout(as: event.snapshot))
            previous = event.snapshot
        }
        let final = store.snapshot.itemIdentifiers
        for writer in 0..<writers {
            #expect(final.filter { $0 / 1_000 == writer } == (0..<writesPerWriter).map { writer * 1_000 + $0 })
        }
    }

    @Test("callbacks arrive like NSFetchedResultsControllerDelegate: will, sections, items, did")
    func callbacksOrder() throws {
        let store = ContactStore()
        try store.appendSection("a")
        try store.append([Contact(1), Contact(2, "Grace"), Contact(3)])
        let log = Recorder<String>()
        store.addCallbacks(
            StoreChangeCallbacks(
                willChangeContent: { log.append("will") },
                didChangeSection: { id, index, type, newIndex in
                    log.append(
                        "section \(id) \(type) \(index.map(String.init) ?? "-") \(newIndex.map(String.init) ?? "-")")
                },
                didChangeItem: { item, indexPath, type, newIndexPath in
                    log.append(
                        "item \(item) \(type) \(indexPath?.description ?? "-") \(newIndexPath?.description ?? "-")")
                },
                didChangeContent: { change in log.append("did \(change.version)") }
            )
        )
        try store.performBatch { (batch) throws(ContactStore.Error) in
            try batch.insertSection("top", at: 0)
            batch.remove([1])
            try batch.upsert([Contact(2, "Grace Hopper"), Contact(4)], toSection: "a")
        }
        #expect(
            log.all == [
                "will",
                "section top insert - 0",
                "item 1:contact 1 delete [0, 0] -",
                "item 4:contact 4 insert - [1, 2]",
                "item 2:Grace Hopper update [0, 1] [1, 0]",
                "did 3",
            ]
        )
    }

    @Test("callbacks never overlap, even with concurrent writers, and may write to the store")
    func callbacksAreSerial() async throws {
        let store = ContactStore()
        try store.appendSection("a")
        let violations = Recorder<String>()
        let active = Recorder<Bool>()
        let versions = Recorder<Int>()
        store.addCallbacks(
            StoreChangeCallbacks(
                willChangeContent: {
                    if active.all.count % 2 == 1 { violations.append("overlap") }
                    active.append(true)
                },
                didChangeContent: { change in
                    versions.append(change.version)
                    active.append(false)
                    if change.version == 2 {
                        do {
                            try store.append([Contact(-1)])  // a re-entrant write from a callback
                        } catch {
                            violations.append("\(error)")
                        }
                    }
                }
            )
        )
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    for write in 0..<25 { try store.append([Contact(writer * 100 + write)]) }
                }
            }
            try await group.waitForAll()
        }
        #expect(violations.all.isEmpty)
        #expect(versions.all == Array(2...102))
        #expect(store.item(withID: -1) != nil)
    }
}
