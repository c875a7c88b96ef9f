import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs the crash harness's app (the `OfflineCrashHelper` executable, built next to the test bundle) and kills it.
private enum CrashHelper {
    /// The helper's executable: next to the test bundle (`.build/<configuration>/`), or `nil` when it was not built.
    static let url: URL? = {
        var directories = [Bundle.main.bundleURL]
        directories += Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }
            .map { $0.bundleURL.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent("OfflineCrashHelper") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs the helper with `arguments` and returns the lines it printed; when `killAfter` is given, sends it
    /// `SIGKILL` as soon as it has printed that many lines (at once for 0).
    static func run(_ arguments: [String], killAfter: Int?) throws -> (lines: [String], killed: Bool) {
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var killed = false
        func killIfDue(_ printed: Int) {
            if let killAfter, printed >= killAfter, !killed {
                kill(process.processIdentifier, SIGKILL)
                killed = true
            }
        }
        killIfDue(0)
        var lines: [String] = []
        var buffer = Data()
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData  // blocks until output or end of file
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                buffer.removeSubrange(buffer.startIndex...newline)
                killIfDue(lines.count)
            }
        }
        process.waitUntilExit()
        return (lines, killed && process.terminationReason == .uncaughtSignal)
    }
}

/// What the loopback server's mutation store applied and refused (offline_mutation_routes.py).
private struct ServerLog: Decodable {
    struct Entry: Decodable {
        let key: String
        let row: String
        let body: String
    }
    let applied: [Entry]
    let refused: [String]
}

private struct Edit: Codable {
    let index: Int
    let refuse: Bool
}

@Suite("Offline queue crash harness: the app is killed with SIGKILL at random moments")
struct OfflineCrashHarnessTests {
    @Test(
        "every enqueued edit is applied exactly once or refused, none lost or duplicated, in order per row",
        .enabled(if: CrashHelper.url != nil, "the OfflineCrashHelper executable was not built"),
        .timeLimit(.minutes(5)))
    func killedAppLosesAndDuplicatesNothing() async throws {
        let seed = ProcessInfo.processInfo.environment["OFFLINE_CRASH_SEED"].flatMap { UInt64($0) } ?? 25
        var random = SplitMix64(seed: seed)
        let server = try TestServer.shared()
        let store = UUID().uuidString
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("offline-crash-" + store)
        defer {
            do {
                try FileManager.default.removeItem(at: directory)
            } catch {
                // the helper wrote nothing
            }
        }
        let applyURL = server.url("/offline/\(store)/apply").absoluteString
        let runs = 14
        let editsPerRun = 8
        let rows = 3

        var reported = Set<Int>()  // edits whose ENQUEUED line was read: on disk before the kill
        var kills = 0
        for run in 0..<runs {
            let first = run * editsPerRun
            let killAfter = random.next(upTo: 2 * editsPerRun + 4)
            let (lines, killed) = try CrashHelper.run(
                [directory.path, applyURL, "\(first)", "\(editsPerRun)", "\(rows)"], killAfter: killAfter)
            #expect(!lines.contains { $0.hasPrefix("ERROR") }, "run \(run): \(lines)")
            if killed { kills += 1 }
            for line in lines where line.hasPrefix("ENQUEUED ") {
                reported.insert(try #require(Int(line.dropFirst("ENQUEUED ".count))))
            }
        }
        // A last launch, never killed, replays whatever is left.
        let (lines, _) = try CrashHelper.run([directory.path, applyURL, "0", "0", "\(rows)"], killAfter: nil)
        #expect(lines.last == "DONE", "\(lines)")
        #expect(kills > runs / 2, "the harness should kill most runs (\(kills) of \(runs))")

        let (data, _) = try await URLSession.shared.data(from: server.url("/offline/\(store)/log"))
        let log = try JSONDecoder().decode(ServerLog.self, from: data)
        let applied = try log.applied.map { try JSONDecoder().decode(Edit.self, from: Data($0.body.utf8)) }
        let queue = try MutationQueue(directory: directory)
        let refused = try await queue.refused.map { try $0.mutation.decodedPayload(as: Edit.self) }
        #expect(await queue.pending.isEmpty)

        // None duplicated: each edit applied (or refused) once, under one key.
        let appliedIndexes = applied.map(\.index)
        #expect(Set(appliedIndexes).count == appliedIndexes.count, "applied twice: \(appliedIndexes)")
        #expect(Set(refused.map(\.index)).count == refused.count)
        #expect(applied.allSatisfy { !$0.refuse })
        #expect(refused.allSatisfy { $0.refuse })
        #expect(Set(log.refused).count == log.refused.count)
        // None lost: every edit known to be on disk was applied or reported refused.
        let settled = Set(appliedIndexes).union(refused.map(\.index))
        #expect(reported.subtracting(settled).isEmpty, "lost: \(reported.subtracting(settled).sorted())")
        // An edit settled but never reported is one a kill interrupted after its write: at most one per run.
        let unreported = settled.subtracting(reported)
        #expect(Set(unreported.map { $0 / editsPerRun }).count == unreported.count, "\(unreported.sorted())")
        // In order per row: the server saw each row's edits in the order they were made.
        for row in 0..<rows {
            let ofRow = applied.map(\.index).filter { $0 % rows == row }
            #expect(ofRow == ofRow.sorted(), "row \(row): \(ofRow)")
        }
    }
}
