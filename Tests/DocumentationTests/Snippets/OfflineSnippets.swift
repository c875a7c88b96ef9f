import Foundation
import ResourceLoader
import ResourcePaging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The ```swift blocks of Docs/Offline.md, compiled here so they cannot rot. DocumentationSnippetTests checks
// that every block appears below, line for line. Edit the guide and this file together.

enum OfflineSnippets {
    struct Note: Codable, Sendable, Identifiable, Equatable {
        let id: Int
        var text: String
    }

    struct Notes: PaginatedResource {
        typealias Item = Note
        var url: URL? { URL(string: "https://api.example.com/notes") }
        var paging: OffsetPaging { OffsetPaging(limit: 50) }
    }

    // Block: the request that sends a mutation.
    struct SaveNote: NetworkResourceType {
        typealias Model = Data
        let mutation: Mutation
        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "notes/\(mutation.rowID)" }
        var method: HTTPMethod { mutation.kind == .remove ? .delete : .put }
        var headers: [String: String] { ["Idempotency-Key": mutation.idempotencyKey] }
        var body: RequestBody? { .data(mutation.payload, contentType: "application/json") }
        func model(from response: ResourceResponse) throws -> Data { response.data }
    }

    @MainActor
    static func queueAndReplay(
        list: PagedList<Notes, SingleSection>, service: NetworkResourceService, caches: URL,
        reachability: any ReachabilitySource, renamed: Note
    ) async throws {
        // Block: a queue, a replayer, a list that shows the queued edits.
        let queue = try MutationQueue(directory: caches.appendingPathComponent("offline-edits"))
        let replayer = MutationReplayer(queue: queue, reachability: reachability) { mutation in
            _ = try await service.fetch(SaveNote(mutation: mutation))
        }
        await list.showQueuedEdits(of: queue, replayer: replayer)
        await replayer.start()

        try await list.performQueued(.update(renamed), in: queue)
    }

    static func outcomes(queue: MutationQueue, replayer: MutationReplayer) async throws {
        // Block: outcomes.
        for await outcome in await replayer.outcomes() {
            if case .refused(let mutation, let refusal) = outcome {
                print("not saved:", mutation.rowID, refusal.reason)
                try await queue.acknowledgeRefusal(mutation.id)
            }
        }
    }
}
