import ResourceLoader
import ResourceLoaderTesting
import ResourcePaging
import ResourceStore
import Testing

@MainActor
@Suite("ListRecorder")
struct ListRecorderTests {
    typealias Snapshot = ListSnapshot<String, Int>
    typealias Update = ListUpdate<String, Int>

    static func snapshot(_ ids: [Int]) throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["main"])
        try snapshot.appendItems(ids, toSection: "main")
        return snapshot
    }

    static func update(from old: Snapshot, to new: Snapshot) -> Update {
        Update(snapshot: new, diff: ListDiff(from: old, to: new), state: ListState(phase: .content))
    }

    @Test("updates whose diffs rebuild their snapshots are recorded with no mismatch")
    func goodUpdates() throws {
        let recorder = ListRecorder<String, Int>()
        let first = try Self.snapshot([1, 2])
        let second = try Self.snapshot([2, 3, 1])
        recorder.receive(Self.update(from: Snapshot(), to: first))
        recorder.receive(Self.update(from: first, to: second))
        #expect(recorder.mismatches.isEmpty)
        #expect(recorder.updates.count == 2)
        #expect(recorder.snapshot.itemIdentifiers == [2, 3, 1])
        #expect(recorder.lastUpdate?.snapshot.itemIdentifiers == [2, 3, 1])
    }

    @Test("a diff computed from another snapshot than the one held is reported, naming the update")
    func diffFromElsewhere() throws {
        let recorder = ListRecorder<String, Int>()
        recorder.receive(Self.update(from: Snapshot(), to: try Self.snapshot([1, 2])))
        // Computed from [1, 2, 3], not from [1, 2]: deleting row 2 there leaves the wrong rows here.
        let bad = Self.update(from: try Self.snapshot([1, 2, 3]), to: try Self.snapshot([1, 2]))
        recorder.receive(bad)
        #expect(recorder.mismatches.count == 1)
        #expect(recorder.mismatches.first?.hasPrefix("update 2:") == true)
        #expect(recorder.snapshot.itemIdentifiers == [1, 2])
    }

    @Test("a diff that applies cleanly but does not give the update's snapshot is reported")
    func diffThatDoesNotRebuild() throws {
        let recorder = ListRecorder<String, Int>(snapshot: try Self.snapshot([1]))
        let wrong = Update(
            snapshot: try Self.snapshot([1, 2]),
            diff: ListDiff(from: try Self.snapshot([1]), to: try Self.snapshot([1, 3])),
            state: ListState())
        recorder.receive(wrong)
        #expect(recorder.mismatches == ["update 1: the diff does not rebuild the snapshot"])
    }

    @Test("recording a list starts from what it shows and keeps calling the callback set before")
    func recordingAList() async throws {
        let loader = ScriptedDataLoader()
        loader.enqueue(
            try .json(PeoplePage(items: [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")], total: 3)),
            try .json(PeoplePage(items: [Person(id: 3, name: "Hedy")], total: 3)))
        let list = PagedList(resource: People(), service: loader.makeService())
        var callbackUpdates = 0
        list.onUpdate = { _ in callbackUpdates += 1 }
        await list.start()
        // How many updates the start made depends on when the answer came (a loading state of its own, or not).
        let updatesBefore = callbackUpdates
        let recorder = ListRecorder(recording: list)
        #expect(recorder.snapshot.itemIdentifiers == [1, 2])
        await list.loadNextPage()
        #expect(recorder.mismatches.isEmpty)
        #expect(recorder.updates.last?.diff.itemInserts.map(\.id) == [3])
        #expect(callbackUpdates == updatesBefore + recorder.updates.count)
    }
}
