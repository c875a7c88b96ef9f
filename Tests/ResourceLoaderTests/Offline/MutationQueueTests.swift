import Foundation
import ResourceLoader
import Testing

/// A fresh directory under the temporary directory, removed by ``remove()``.
struct ScratchDirectory {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("mutation-queue-tests-" + UUID().uuidString)

    var journal: URL { url.appendingPathComponent("mutations.json") }

    func remove() {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            // nothing was written there
        }
    }

    func writeJournal(_ text: String) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: journal)
    }
}

private struct Rename: Codable, Equatable {
    let name: String
}

@Suite("MutationQueue: a journal of offline edits on disk", .timeLimit(.minutes(1)))
struct MutationQueueTests {
    @Test("an enqueued mutation is on disk when enqueue returns: a queue opened over the directory has it")
    func enqueuedMutationSurvivesReopening() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let queue = try MutationQueue(directory: scratch.url)
        let first = try await queue.enqueue(.update, rowID: "7", value: Rename(name: "Seven"))
        let second = try await queue.enqueue(.remove, rowID: "8", payload: Data(), idempotencyKey: "key-8")

        let reopened = try MutationQueue(directory: scratch.url)
        let pending = await reopened.pending
        try #require(pending == [first, second])
        #expect(try pending[0].decodedPayload(as: Rename.self) == Rename(name: "Seven"))
        #expect(pending[1].idempotencyKey == "key-8")
        #expect(UUID(uuidString: pending[0].idempotencyKey) != nil)
        #expect(pending.map(\.sequence) == [1, 2])
    }

    @Test("the journal is a file of mode 0600 in a directory of mode 0700, with no temporary file left")
    func journalIsPrivate() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let queue = try MutationQueue(directory: scratch.url)
        try await queue.enqueue(.insert, rowID: "1", payload: Data("{}".utf8))
        let fileMode = try FileManager.default.attributesOfItem(atPath: scratch.journal.path)[.posixPermissions]
        let directoryMode = try FileManager.default.attributesOfItem(atPath: scratch.url.path)[.posixPermissions]
        #expect((fileMode as? NSNumber)?.intValue == 0o600)
        #expect((directoryMode as? NSNumber)?.intValue == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["mutations.json"])
    }

    @Test("markApplied removes the mutation from the journal; markRefused moves it to the refused list")
    func appliedAndRefusedArePersisted() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let queue = try MutationQueue(directory: scratch.url)
        let a = try await queue.enqueue(.update, rowID: "1", payload: Data("a".utf8))
        let b = try await queue.enqueue(.update, rowID: "1", payload: Data("b".utf8))
        let c = try await queue.enqueue(.update, rowID: "2", payload: Data("c".utf8))
        try await queue.markApplied(a.id)
        let refusal = MutationRefusal(statusCode: 422, reason: "no")
        try await queue.markRefused(b.id, refusal)

        let reopened = try MutationQueue(directory: scratch.url)
        #expect(await reopened.pending == [c])
        #expect(await reopened.nextPending == c)
        let refused = await reopened.refused
        #expect(refused.map(\.mutation) == [b])
        #expect(refused.map(\.refusal) == [refusal])

        try await reopened.acknowledgeRefusal(b.id)
        #expect(try await MutationQueue(directory: scratch.url).refused.isEmpty)
    }

    @Test("sequence numbers are never reused, even after the queue empties and is reopened")
    func sequencesAreNeverReused() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let queue = try MutationQueue(directory: scratch.url)
        let first = try await queue.enqueue(.insert, rowID: "1", payload: Data())
        try await queue.markApplied(first.id)
        let reopened = try MutationQueue(directory: scratch.url)
        let next = try await reopened.enqueue(.insert, rowID: "1", payload: Data())
        #expect(next.sequence == first.sequence + 1)
    }

    @Test("marking or acknowledging an id the queue does not hold throws unknownMutation and changes nothing")
    func unknownIDsThrow() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let queue = try MutationQueue(directory: scratch.url)
        let kept = try await queue.enqueue(.insert, rowID: "1", payload: Data())
        let stranger = UUID()
        await #expect(throws: MutationQueue.Error.self) { try await queue.markApplied(stranger) }
        await #expect(throws: MutationQueue.Error.self) {
            try await queue.markRefused(stranger, MutationRefusal(statusCode: nil, reason: "-"))
        }
        await #expect(throws: MutationQueue.Error.self) { try await queue.acknowledgeRefusal(kept.id) }
        #expect(await queue.pending == [kept])
    }

    @Test("a journal that cannot be written makes enqueue throw unwritable and queue nothing")
    func unwritableJournalQueuesNothing() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        // A file where the queue's directory should be: the directory cannot be created.
        try FileManager.default.createDirectory(
            at: scratch.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a directory".utf8).write(to: scratch.url)
        let queue = try MutationQueue(directory: scratch.url)
        do {
            try await queue.enqueue(.insert, rowID: "1", payload: Data())
            Issue.record("enqueue succeeded without a journal")
        } catch {
            guard case .unwritable = error else {
                Issue.record("expected unwritable, got \(error)")
                return
            }
        }
        #expect(await queue.pending.isEmpty)
    }

    @Test(
        "a hostile journal makes init throw corrupt, never trap",
        arguments: [
            "", "{", "not json", "[]", "{\"format\":1}",
            "{\"format\":2,\"nextSequence\":1,\"pending\":[],\"refused\":[]}",
            "{\"format\":1,\"nextSequence\":18446744073709551616,\"pending\":[],\"refused\":[]}",
            "{\"format\":1,\"nextSequence\":1,\"pending\":[{\"id\":\"x\"}],\"refused\":[]}",
        ])
    func hostileJournalIsCorrupt(_ text: String) throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        try scratch.writeJournal(text)
        #expect {
            _ = try MutationQueue(directory: scratch.url)
        } throws: { error in
            guard case .corrupt(let url, _) = error as? MutationQueue.Error else { return false }
            return url.lastPathComponent == "mutations.json"
        }
    }

    @Test("a journal whose entries break its invariants (order, unique ids, next sequence) is corrupt")
    func journalBreakingInvariantsIsCorrupt() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let queue = try MutationQueue(directory: scratch.url)
        try await queue.enqueue(.insert, rowID: "1", payload: Data())
        try await queue.enqueue(.insert, rowID: "2", payload: Data())
        let valid = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.journal)) as? [String: Any]
        let pending = try #require(valid?["pending"] as? [[String: Any]])

        var breakings: [[String: Any]] = []
        var reversed = try #require(valid)
        reversed["pending"] = Array(pending.reversed())
        breakings.append(reversed)
        var duplicated = try #require(valid)
        duplicated["pending"] = [pending[0], pending[0]]
        breakings.append(duplicated)
        var lowNext = try #require(valid)
        lowNext["nextSequence"] = 2
        breakings.append(lowNext)
        for broken in breakings {
            try JSONSerialization.data(withJSONObject: broken).write(to: scratch.journal)
            #expect(throws: MutationQueue.Error.self) { _ = try MutationQueue(directory: scratch.url) }
        }
    }

    @Test("a temporary file left by a killed write is ignored and removed when the queue opens")
    func leftoverTemporaryFileIsRemoved() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let queue = try MutationQueue(directory: scratch.url)
        let kept = try await queue.enqueue(.insert, rowID: "1", payload: Data())
        let leftover = scratch.url.appendingPathComponent(".mutations.json.\(UUID().uuidString).tmp")
        try Data("{half a jour".utf8).write(to: leftover)

        let reopened = try MutationQueue(directory: scratch.url)
        #expect(await reopened.pending == [kept])
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test("discardJournal removes a corrupt journal so that the next queue starts empty")
    func discardJournalStartsOver() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        try scratch.writeJournal("garbage")
        #expect(throws: MutationQueue.Error.self) { _ = try MutationQueue(directory: scratch.url) }
        try MutationQueue.discardJournal(in: scratch.url)
        #expect(try await MutationQueue(directory: scratch.url).pending.isEmpty)
    }

    @Test("pendingChanges yields the pending mutations now, then after each change")
    func pendingChangesFollowsTheQueue() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let queue = try MutationQueue(directory: scratch.url)
        var changes = await queue.pendingChanges().makeAsyncIterator()
        #expect(await changes.next() == [])
        let a = try await queue.enqueue(.insert, rowID: "1", payload: Data())
        #expect(await changes.next() == [a])
        try await queue.markApplied(a.id)
        #expect(await changes.next() == [])
    }
}
