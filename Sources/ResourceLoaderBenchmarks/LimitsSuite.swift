import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The limits suite: a 1 GiB body against the default 10 MiB cap, sent with its length, chunked, and as a gzip
/// bomb (about 1 MB on the wire), each run in a process of its own so that its peak RSS (`VmHWM` in
/// /proc/self/status) is its own.
///
/// Each case asserts what the library controls: the caller gets `responseTooLarge`, and the loader never held
/// more than the cap. It prints what the platform decides, over several runs per kind: the peak RSS growth and
/// whether the server saw the client hang up (a write failed before the whole body was sent), median and worst.
/// Linux only (it reads /proc).
enum LimitsSuite {
    static let cap = 10 * 1024 * 1024
    static let bodySize = 1024 * 1024 * 1024
    static let kinds = ["declared", "chunked", "gzip"]

    /// What one case measured, printed by the child as one JSON line.
    struct Outcome: Codable {
        var kind: String
        var peakGrowth: Int
        var largestBodyHeld: Int
        var bytesDelivered: Int64
        var refusedByDeclaredLength: Bool
        var serverSent: Int?
        var serverSawHangUp: Bool
        var failure: String?
    }

    /// Runs every kind `runs` times, each in a child process, and prints medians and worsts. Returns the exit
    /// status: 1 if any case broke the library's own bound or got the wrong error.
    static func run(runs: Int) async -> Int32 {
        let server: TestServer
        do {
            server = try TestServer.start()
        } catch {
            print("limits suite skipped: \(error)")
            return 1
        }
        defer { server.stop() }
        print("limits: a 1 GiB body against a \(cap / 1_048_576) MiB cap, \(runs) runs per kind, one process per run")
        print("kind      peak RSS growth (median / worst)   server saw a hang-up   server sent (median / worst)")
        var failed = false
        for kind in kinds {
            var outcomes: [Outcome] = []
            for _ in 0..<runs {
                switch runChild(kind: kind, port: server.port) {
                case .success(let outcome):
                    if let failure = outcome.failure {
                        print("  \(kind): FAILED: \(failure)")
                        failed = true
                    }
                    outcomes.append(outcome)
                case .failure(let message):
                    print("  \(kind): FAILED: \(message)")
                    failed = true
                }
            }
            guard !outcomes.isEmpty else { continue }
            let growth = outcomes.map(\.peakGrowth).sorted()
            let sent = outcomes.map { $0.serverSent ?? 0 }.sorted()
            let hangUps = outcomes.filter(\.serverSawHangUp).count
            print(
                kind.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + "\(megabytes(growth[growth.count / 2])) / \(megabytes(growth.last ?? 0))".padding(
                        toLength: 35, withPad: " ", startingAt: 0)
                    + "\(hangUps) of \(outcomes.count)".padding(toLength: 23, withPad: " ", startingAt: 0)
                    + "\(megabytes(sent[sent.count / 2])) / \(megabytes(sent.last ?? 0))")
        }
        print(
            failed
                ? "limits: FAILED" : "limits: the loader held at most the cap and answered responseTooLarge every time")
        return failed ? 1 : 0
    }

    private enum ChildResult {
        case success(Outcome)
        case failure(String)
    }

    private static func runChild(kind: String, port: Int) -> ChildResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["limits-case", kind, String(port)]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return .failure("could not start the case: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last else {
            return .failure("the case exited with status \(process.terminationStatus) and printed nothing")
        }
        do {
            return .success(try JSONDecoder().decode(Outcome.self, from: Data(line.utf8)))
        } catch {
            return .failure("the case exited with status \(process.terminationStatus), printing \(line) (\(error))")
        }
    }

    /// A body as bytes, whatever it is.
    private struct HugeBody: NetworkResourceType {
        typealias Model = Data
        let url: URL?
        func model(from response: ResourceResponse) throws -> Data { response.data }
    }

    /// One case, in the child: fetches the body once and prints its ``Outcome`` as JSON.
    static func runCase(kind: String, port: Int) async -> Int32 {
        let base = "http://127.0.0.1:\(port)"
        let key = UUID().uuidString
        let reports = Locked<[TransferReport]>([])
        let loader = DataLoader(
            configuration: .default,
            maximumResponseSize: cap,
            onTransfer: { report in reports.withLock { $0.append(report) } }
        )
        let service = NetworkResourceService {
            $0.dataLoader = loader
            $0.maximumResponseSize = cap
            $0.retryPolicy = .never
            $0.maximumDuration = 60  // keeps a run bounded in time whatever the platform does
        }
        // Warm up (libcurl, the session, the connection) so that the growth measured is the body's.
        _ = await service.result(for: HugeBody(url: URL(string: "\(base)/users/1")))
        var failures: [String] = []
        let before = peakResidentBytes(failures: &failures)
        let result = await service.result(
            for: HugeBody(url: URL(string: "\(base)/huge/\(key)?kind=\(kind)&bytes=\(bodySize)")))
        let growth = peakResidentBytes(failures: &failures) - before
        let report = reports.value.last ?? TransferReport(taskIdentifier: -1)

        switch result {
        case .failure(.responseTooLarge(let limit, _)) where limit == cap:
            break
        default:
            failures.append("expected responseTooLarge(limit: \(cap)), got \(result)")
        }
        if report.largestBodyHeld > cap {
            failures.append("the loader held \(report.largestBodyHeld) bytes, more than the cap")
        }
        let transfer = await serverTransfer(base: base, key: key)
        let outcome = Outcome(
            kind: kind,
            peakGrowth: growth,
            largestBodyHeld: report.largestBodyHeld,
            bytesDelivered: report.bytesDelivered,
            refusedByDeclaredLength: report.refusedByDeclaredLength,
            serverSent: transfer?.sent,
            serverSawHangUp: transfer?.hungUp ?? false,
            failure: failures.isEmpty ? nil : failures.joined(separator: "; ")
        )
        do {
            print(String(decoding: try JSONEncoder().encode(outcome), as: UTF8.self))
        } catch {
            print("could not encode the outcome: \(error)")
            return 1
        }
        return failures.isEmpty ? 0 : 1
    }

    /// What the server says it did with the body.
    private struct Transfer: Decodable {
        var sent: Int
        var hungUp: Bool
    }

    /// Asks the server how the transfer ended, waiting up to 20 s for it to end; `nil` if it had not.
    private static func serverTransfer(base: String, key: String) async -> Transfer? {
        guard let url = URL(string: "\(base)/transfer/\(key)?wait=20") else { return nil }
        do {
            let (data, response) = try await URLSession.shared.data(for: URLRequest(url: url), delegate: nil)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { return nil }
            return try JSONDecoder().decode(Transfer.self, from: data)
        } catch {
            return nil
        }
    }

    /// The process's peak resident set size so far (`VmHWM`), in bytes; 0, with a failure noted, where it
    /// cannot be read.
    private static func peakResidentBytes(failures: inout [String]) -> Int {
        do {
            let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                if let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
                    return kilobytes * 1024
                }
            }
            failures.append("no VmHWM line in /proc/self/status")
        } catch {
            failures.append("cannot read /proc/self/status: \(error)")
        }
        return 0
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.0f MB", Double(bytes) / 1_000_000)
    }
}
