import Foundation
import ResourceLoader
import ResourcePaging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app of the offline queue's crash harness (`OfflineCrashHarnessTests`): the test runs it again and again over
/// one journal and kills it with `SIGKILL` at random moments.
///
/// Usage: `OfflineCrashHelper <journal directory> <apply URL> <first edit> <edit count> <rows>`
///
/// It opens the queue, starts a replayer that sends each mutation to the loopback server's apply route with its
/// idempotency key, enqueues edits `first ..< first + count` (edit `i` edits row `i % rows`; every edit with
/// `i % 7 == 3` is one the server refuses), printing `ENQUEUED i` once each is on disk, then replays until nothing
/// is pending and prints `DONE`. Each outcome is printed as it comes (`APPLIED i`, `REFUSED i`, `DEFERRED i`).
@main
struct OfflineCrashHelper {
    /// One edit: its number, and whether the server should refuse it.
    struct Edit: Codable {
        let index: Int
        let refuse: Bool
    }

    /// The request that applies a mutation, with its idempotency key.
    struct Apply: NetworkResourceType {
        typealias Model = Data
        let url: URL?
        let mutation: Mutation
        var method: HTTPMethod { .post }
        var headers: [String: String] { ["Idempotency-Key": mutation.idempotencyKey] }
        var body: RequestBody? { .data(mutation.payload, contentType: "application/json") }
        func model(from response: ResourceResponse) throws -> Data { response.data }
    }

    static func main() async {
        let arguments = CommandLine.arguments
        guard arguments.count == 6, let first = Int(arguments[3]), let count = Int(arguments[4]),
            let rows = Int(arguments[5]), rows > 0
        else {
            say("ERROR usage: OfflineCrashHelper <journal directory> <apply URL> <first edit> <edit count> <rows>")
            exit(2)
        }
        do {
            try await run(
                directory: URL(fileURLWithPath: arguments[1]), applyURL: arguments[2],
                edits: first..<(first + count), rows: rows)
            say("DONE")
        } catch {
            say("ERROR \(error)")
            exit(1)
        }
    }

    static func run(directory: URL, applyURL: String, edits: Range<Int>, rows: Int) async throws {
        let service = NetworkResourceService { $0.retryPolicy = .never }
        let queue = try MutationQueue(directory: directory)
        let replayer = MutationReplayer(queue: queue) { mutation in
            let url = URL(string: applyURL + "?row=\(mutation.rowID)")
            _ = try await service.fetch(Apply(url: url, mutation: mutation))
        }
        let outcomes = await replayer.outcomes()
        let printer = Task {
            for await outcome in outcomes {
                let index = editIndex(of: outcome.mutation)
                switch outcome {
                case .applied: say("APPLIED \(index)")
                case .refused: say("REFUSED \(index)")
                case .deferred(_, let error): say("DEFERRED \(index) \(error)")
                }
            }
        }
        await replayer.start()
        for index in edits {
            let edit = Edit(index: index, refuse: index % 7 == 3)
            try await queue.enqueue(.update, rowID: "\(index % rows)", value: edit)
            say("ENQUEUED \(index)")
        }
        var passes = 0
        while await !queue.pending.isEmpty {
            passes += 1
            if passes > 100 { throw CocoaError(.featureUnsupported) }
            await replayer.replay()
        }
        await replayer.stop()
        printer.cancel()
    }

    /// The number of the edit `mutation` carries, or -1 when its payload is not an edit.
    static func editIndex(of mutation: Mutation) -> Int {
        do {
            return try mutation.decodedPayload(as: Edit.self).index
        } catch {
            return -1
        }
    }

    /// Prints `line` at once (no buffering: the test reads it while the process runs).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
