import Foundation
import ResourceLoader
import Testing

private struct Title: Codable, Equatable {
    let title: String
}

@Suite("MutationQueue at its edges: hostile numbers, the app's own keys", .timeLimit(.minutes(1)))
struct MutationQueueEdgeTests {
    @Test("a journal whose nextSequence is the largest UInt64 opens, and enqueue throws unwritable, never traps")
    func exhaustedSequenceThrows() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        try scratch.writeJournal(
            "{\"format\":1,\"nextSequence\":18446744073709551615,\"pending\":[],\"refused\":[]}")
        let queue = try MutationQueue(directory: scratch.url)

        await #expect {
            try await queue.enqueue(.insert, rowID: "1", payload: Data())
        } throws: { error in
            guard case .unwritable = error as? MutationQueue.Error else { return false }
            return true
        }
        #expect(await queue.pending.isEmpty, "nothing was queued")
        #expect(try MutationQueue(directory: scratch.url).fileURL == scratch.journal, "the journal still opens")
    }

    @Test("the last sequence number is given once; the enqueue after it throws unwritable and queues nothing")
    func lastSequenceIsGivenOnce() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        try scratch.writeJournal(
            "{\"format\":1,\"nextSequence\":18446744073709551614,\"pending\":[],\"refused\":[]}")
        let queue = try MutationQueue(directory: scratch.url)

        let last = try await queue.enqueue(.insert, rowID: "1", payload: Data())
        #expect(last.sequence == UInt64.max - 1)
        await #expect(throws: MutationQueue.Error.self) {
            try await queue.enqueue(.insert, rowID: "2", payload: Data())
        }
        #expect(await queue.pending == [last])
        #expect(try await MutationQueue(directory: scratch.url).pending == [last], "the journal holds the one edit")
    }

    @Test("enqueue(_:rowID:value:idempotencyKey:) keeps the app's key: in memory and after the journal is reopened")
    func valueEnqueueKeepsTheKey() async throws {
        let scratch = ScratchDirectory()
        defer { scratch.remove() }
        let queue = try MutationQueue(directory: scratch.url)

        let mutation = try await queue.enqueue(
            .update, rowID: "4", value: Title(title: "Four"), idempotencyKey: "app-4")

        #expect(mutation.idempotencyKey == "app-4")
        #expect(await queue.pending.map(\.idempotencyKey) == ["app-4"])
        let reopened = try MutationQueue(directory: scratch.url)
        #expect(await reopened.pending.map(\.idempotencyKey) == ["app-4"])
        #expect(try await reopened.pending.first?.decodedPayload(as: Title.self) == Title(title: "Four"))
    }
}
