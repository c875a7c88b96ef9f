import Dispatch
import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Memory of a long-running process (Linux): whether resident memory grows with the number of loads.
///
/// Two child processes load from loopback servers started the same way, one after the other, each started as
/// `resourceloader-benchmarks memory-case ours|control <port> <loads>`:
/// - `ours`: one `NetworkResourceService` for the whole run; in a loop, a fetch, a paginator walked to the end
///   of a 100-row offset list, a `PagedList` created, started, paged once and released, and each of the bad-input
///   corpus's quick hostile answers (`/hostile-index`: every one but the stalls) fetched and walked into as the
///   second page of a Link-paged list;
/// - `control`: one bare `URLSession` with a data delegate, sending the same URLs in the same order and
///   decoding each 2xx body with `JSONSerialization` (the platform's share: what FoundationNetworking itself
///   keeps per request).
///
/// Each child loads `warm-up` times first (caches, connection pools and allocator arenas settle), then samples
/// its resident set size (`VmRSS`) every 1,000 loads; the least-squares slope of those samples, in bytes per
/// load, is its growth. The suite fails when ours grows more than the control by over
/// `MemorySuite.allowedExcessBytesPerLoad`.
enum MemorySuite {
    /// How much more per load than the control ours may grow before the suite fails: about one 16-byte
    /// allocation in every load, well under the 4.7 KB per load first measured.
    static let allowedExcessBytesPerLoad = 64.0

    /// What a child reports: its resident set size sampled every `interval` loads after the warm-up.
    struct Outcome: Codable {
        var loads: Int
        var interval: Int
        var samples: [Int]
        var failures: [String]
    }

    /// Runs both children against one loopback server and prints their growth; 0 when ours stays within
    /// `allowedExcessBytesPerLoad` of the control's.
    static func run(loads: Int) async -> Int32 {
        print("Memory (release; \(loads) loads after a 2,000-load warm-up, resident set sampled every 1,000 loads)")
        var slopes: [String: Double] = [:]
        for kind in ["control", "ours"] {
            // A server of its own for each child: the script ends itself after 30 minutes, and on a slow machine
            // one child's loads alone have come near that (CI lost the second child's server once).
            let server: TestServer
            do {
                server = try TestServer.start()
            } catch {
                print("  cannot start the loopback server: \(error)")
                return 1
            }
            defer { server.stop() }
            guard let outcome = runChild(kind: kind, port: server.port, loads: loads) else { return 1 }
            if !outcome.failures.isEmpty {
                print("  \(kind): failed: \(outcome.failures.prefix(5).joined(separator: "; "))")
                return 1
            }
            let slope = slopeBytesPerLoad(outcome)
            slopes[kind] = slope
            let first = outcome.samples.first ?? 0
            let last = outcome.samples.last ?? 0
            print(
                "  \(kind == "ours" ? "ResourceLoader " : "bare URLSession"): RSS \(megabytes(first)) → \(megabytes(last)) "
                    + "over \(outcome.loads) loads, slope \(String(format: "%.1f", slope)) bytes per load")
        }
        let excess = (slopes["ours"] ?? 0) - (slopes["control"] ?? 0)
        print(
            "  ours minus the control: \(String(format: "%.1f", excess)) bytes per load "
                + "(goal ≤ \(Int(allowedExcessBytesPerLoad)))")
        return excess <= allowedExcessBytesPerLoad ? 0 : 1
    }

    /// The least-squares slope of the samples against the load count, in bytes per load.
    static func slopeBytesPerLoad(_ outcome: Outcome) -> Double {
        let n = Double(outcome.samples.count)
        guard n >= 2 else { return 0 }
        let xs = outcome.samples.indices.map { Double($0 * outcome.interval) }
        let ys = outcome.samples.map(Double.init)
        let meanX = xs.reduce(0, +) / n
        let meanY = ys.reduce(0, +) / n
        var numerator = 0.0
        var denominator = 0.0
        for (x, y) in zip(xs, ys) {
            numerator += (x - meanX) * (y - meanY)
            denominator += (x - meanX) * (x - meanX)
        }
        return denominator > 0 ? numerator / denominator : 0
    }

    private static func runChild(kind: String, port: Int, loads: Int) -> Outcome? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["memory-case", kind, String(port), String(loads)]
        // One malloc arena: with one per thread, which threads happen to allocate moves the resident set by more
        // than the growth measured here.
        var environment = ProcessInfo.processInfo.environment
        environment["MALLOC_ARENA_MAX"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            print("  cannot start the \(kind) child: \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last,
            let outcome = try? JSONDecoder().decode(Outcome.self, from: Data(line.utf8))
        else {
            print(
                "  the \(kind) child ended with status \(process.terminationStatus): \(String(decoding: data, as: UTF8.self))"
            )
            return nil
        }
        return outcome
    }

    /// The child's side: loads through ours or the control, then prints its `Outcome` as one JSON line.
    @MainActor
    static func runCase(kind: String, port: Int, loads: Int) async -> Int32 {
        let base = "http://127.0.0.1:\(port)"
        let interval = 1_000
        let warmUp = 2_000
        var outcome = Outcome(loads: loads, interval: interval, samples: [], failures: [])
        let counter = LoadCounter()
        let hostileCases: [String]
        do {
            hostileCases = try await quickHostileCases(base: base)
        } catch {
            outcome.failures.append("cannot read /hostile-index: \(error)")
            hostileCases = []
        }
        let driver: any LoadCycle =
            kind == "ours"
            ? OursCycle(base: base, hostileCases: hostileCases, counter: counter)
            : ControlCycle(base: base, hostileCases: hostileCases, counter: counter)
        var nextSample = warmUp
        while outcome.failures.isEmpty, counter.count < warmUp + loads {
            await driver.runOnce(failures: &outcome.failures)
            if !outcome.failures.isEmpty { break }
            if counter.count >= nextSample {
                outcome.samples.append(residentBytes(failures: &outcome.failures))
                nextSample += interval
            }
        }
        let encoded = (try? JSONEncoder().encode(outcome)) ?? Data("{}".utf8)
        print(String(decoding: encoded, as: UTF8.self))
        return 0
    }

    /// The process's resident set size now (`VmRSS`), in bytes.
    static func residentBytes(failures: inout [String]) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            failures.append("cannot read /proc/self/status")
            return 0
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            if let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
                return kilobytes * 1024
            }
        }
        failures.append("no VmRSS line in /proc/self/status")
        return 0
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}

/// The number of requests sent so far.
private final class LoadCounter: @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: `value` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var value = 0

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func increment() {
        lock.lock()
        value += 1
        lock.unlock()
    }
}

/// One round of the loads a child makes.
@MainActor
private protocol LoadCycle {
    func runOnce(failures: inout [String]) async
}

/// The names of the loopback server's hostile answers that come at once (`/hostile-index`).
private func quickHostileCases(base: String) async throws -> [String] {
    struct Index: Decodable { let quick, small: [String] }
    guard let url = URL(string: "\(base)/hostile-index") else { throw URLError(.badURL) }
    let (data, _) = try await URLSession.shared.data(from: url)
    let index = try JSONDecoder().decode(Index.self, from: data)
    // MEMORY_ALL_CASES=1 adds the answers of megabytes (bombs, bodies over the cap), whose peaks make the slope noisy.
    let quick = ProcessInfo.processInfo.environment["MEMORY_ALL_CASES"] == "1" ? index.quick : index.small
    // MEMORY_CASE_PREFIXES (comma-separated) narrows them down, to find which answer a growth comes with.
    guard let prefixes = ProcessInfo.processInfo.environment["MEMORY_CASE_PREFIXES"]?.split(separator: ",") else {
        return quick
    }
    return quick.filter { name in prefixes.contains { name.hasPrefix($0) } }
}

/// Ours: fetches, a paginator walk and a `PagedList` made and released, through one service.
@MainActor
private struct OursCycle: LoadCycle {
    let base: String
    let hostileCases: [String]
    let service: NetworkResourceService

    init(base: String, hostileCases: [String], counter: LoadCounter) {
        self.base = base
        self.hostileCases = hostileCases
        self.service = NetworkResourceService {
            $0.retryPolicy = .never
            $0.onEvent = { event in
                if case .started = event { counter.increment() }
            }
        }
    }

    func runOnce(failures: inout [String]) async {
        do {
            let rows = try await service.fetch(
                Rows(url: URL(string: "\(base)/list/offset?count=100&offset=0&limit=20")))
            if rows.count != 20 { failures.append("fetch: \(rows.count) rows") }
        } catch {
            failures.append("fetch: \(error)")
        }
        let paginator = Paginator(resource: OffsetRows(base: base), service: service)
        while case .loaded = await paginator.loadNextPage() {}
        let walked = await paginator.items.count
        if walked != 100 { failures.append("walk: \(walked) rows") }
        do {
            let list = PagedList(resource: OffsetRows(base: base), service: service)
            await list.start()
            await list.loadNextPage()
            if list.snapshot.numberOfItems != 40 { failures.append("list: \(list.snapshot.numberOfItems) rows") }
        }
        // Each hostile answer as a fetch and as the second page of a walk (whatever the library makes of it).
        for name in hostileCases {
            _ = try? await service.fetch(Rows(url: URL(string: "\(base)/hostile/\(name)"), keyPath: "items"))
            let walk = Paginator(resource: HostileWalk(base: base, name: name), service: service)
            while case .loaded = await walk.loadNextPage() {}
        }
    }
}

/// The control: the same URLs through one bare `URLSession`, each 2xx body parsed as JSON.
@MainActor
private struct ControlCycle: LoadCycle {
    let base: String
    let hostileCases: [String]
    let counter: LoadCounter
    let session: URLSession

    init(base: String, hostileCases: [String], counter: LoadCounter) {
        self.base = base
        self.hostileCases = hostileCases
        self.counter = counter
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = nil
        self.session = URLSession(configuration: configuration, delegate: ControlDelegate(), delegateQueue: queue)
    }

    func runOnce(failures: inout [String]) async {
        var urls = ["\(base)/list/offset?count=100&offset=0&limit=20"]
        // The walk (five pages and the empty one after them), then the list's first two pages.
        urls += stride(from: 0, through: 100, by: 20).map { "\(base)/list/offset?count=100&offset=\($0)&limit=20" }
        urls += [0, 20].map { "\(base)/list/offset?count=100&offset=\($0)&limit=20" }
        urls += hostileCases.flatMap {
            ["\(base)/hostile/\($0)", "\(base)/hostile/\($0)?first=1", "\(base)/hostile/\($0)"]
        }
        for string in urls {
            guard let url = URL(string: string) else { continue }
            counter.increment()
            do {
                let (data, response) = try await ControlDelegate.data(for: URLRequest(url: url), in: session)
                if let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) {
                    _ = try? JSONSerialization.jsonObject(with: data)
                }
            } catch {
                // A hostile answer may end in a transport error; the load still counts.
            }
        }
    }
}

/// Collects each task's body and hands it to the waiting caller when the task completes.
private final class ControlDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: `bodies` and `waiting` are touched only on the session's serial delegate
    // queue (delegate callbacks) or while `lock` is held (registration), and always under `lock`.
    private let lock = NSLock()
    private var bodies: [Int: Data] = [:]
    private var waiting: [Int: CheckedContinuation<(Data, URLResponse), any Error>] = [:]

    static func data(for request: URLRequest, in session: URLSession) async throws -> (Data, URLResponse) {
        guard let delegate = session.delegate as? ControlDelegate else { throw URLError(.unknown) }
        return try await withCheckedThrowingContinuation { continuation in
            let task = session.dataTask(with: request)
            delegate.lock.lock()
            delegate.waiting[task.taskIdentifier] = continuation
            delegate.lock.unlock()
            task.resume()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        bodies[dataTask.taskIdentifier, default: Data()].append(data)
        lock.unlock()
    }

    /// Refuses a server's request for credentials at once, as `DataLoader` does (FoundationNetworking otherwise
    /// waits for credentials nobody supplies).
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        completionHandler(.rejectProtectionSpace, nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.lock()
        let body = bodies.removeValue(forKey: task.taskIdentifier) ?? Data()
        let continuation = waiting.removeValue(forKey: task.taskIdentifier)
        lock.unlock()
        if let error {
            continuation?.resume(throwing: error)
        } else if let response = task.response {
            continuation?.resume(returning: (body, response))
        } else {
            continuation?.resume(throwing: URLError(.badServerResponse))
        }
    }
}

private struct MemoryRow: Codable, Identifiable, Equatable, Sendable {
    let id: Int
    let name: String
}

/// Rows of a document at `keyPath`.
private struct Rows: NetworkJSONResourceType {
    typealias Model = [MemoryRow]
    let url: URL?
    var keyPath: String = "data.items"
    var collectionKeyPath: String? { keyPath }
}

/// The loopback server's 100-row offset list, 20 rows a page.
private struct OffsetRows: PaginatedResource {
    typealias Item = MemoryRow
    let base: String
    var url: URL? { URL(string: "\(base)/list/offset?count=100") }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: 20, totalField: .value(at: "total")) }
}

/// A walk into one hostile answer: a valid first page whose Link header's next page is the answer.
private struct HostileWalk: PaginatedResource {
    typealias Item = MemoryRow
    let base: String
    let name: String
    var url: URL? { URL(string: "\(base)/hostile/\(name)?first=1") }
    var collectionKeyPath: String? { "items" }
    var paging: LinkPaging { LinkPaging() }
}
