import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A server that lies about lengths, never finishes, asks for credentials or drops the connection, against the
/// real `DataLoader`. Each test has a time limit far above what it needs, so a regression shows up as a failure
/// rather than a hung run (`.timeLimit` needs macOS 13 / iOS 16, hence the fences).
@Suite("A hostile server cannot crash, hang or flood the loader")
struct HostileTransportTests {
    struct Flaky: Decodable, Sendable {
        let ok: Bool
        let attempts: Int
    }

    private let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    private func service(_ configure: (inout NetworkResourceService.Configuration) -> Void = { _ in })
        -> NetworkResourceService
    {
        .withoutRetries(configure)
    }

    /// Fetches a 256 MiB body of `kind` from /huge against `cap`, with the loader's report of the transfer.
    private func fetchHuge(kind: String, cap: Int) async -> (Result<String, ResourceError>, TransferReport?) {
        let reports = Locked<[TransferReport]>([])
        let loader = DataLoader(
            configuration: .default,
            maximumResponseSize: cap,
            onTransfer: { report in reports.withLock { $0.append(report) } }
        )
        let result = await service { $0.dataLoader = loader }.result(
            for: TestResource<String>(server.url("/huge/\(UUID().uuidString)?kind=\(kind)&bytes=268435456")))
        return (result, reports.value.first)
    }

    /// The largest `Content-Length` FoundationNetworking itself survives: it reads curl's length as a `Double`
    /// and converts it with `Int64(_:)`, which traps for anything from 2^63 − 512 up (`Int64.max` included) before
    /// any delegate code runs. This is 2^63 − 1024, exactly representable, so only the loader's own handling of a
    /// header this size is tested here (it used to reserve that many bytes and crash).
    static let forgedLength = "9223372036854774784"

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "a forged Content-Length near Int64.max is a typed error, with a size cap and without one",
        .timeLimit(.minutes(1)),
        arguments: [10 * 1024 * 1024, nil] as [Int?])
    func forgedContentLength(cap: Int?) async throws {
        let service = service { $0.maximumResponseSize = cap }
        let result = await service.result(
            for: TestResource<String>(server.url("/forged-length?send=64&declared=\(Self.forgedLength)")))
        guard case .failure(let error) = result else {
            Issue.record("a body cut short of its forged length cannot succeed, got \(result)")
            return
        }
        if let cap {
            guard case .responseTooLarge(let limit, _) = error else {
                Issue.record("expected responseTooLarge, got \(error)")
                return
            }
            #expect(limit == cap)
        } else {
            #expect(error.urlError != nil, "without a cap the cut-short body is a transport error, got \(error)")
        }
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a 64 MiB body arrives whole and in order", .timeLimit(.minutes(1)), arguments: [0, 1])
    func largeBodyArrivesWhole(chunked: Int) async throws {
        let size = 64 * 1024 * 1024
        let loader = DataLoader(maximumResponseSize: nil)
        let (data, response) = try await loader.data(
            for: URLRequest(url: server.url("/big?bytes=\(size)&chunked=\(chunked)")))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(data.count == size)
        #expect(data.prefix(12) == Data(#"{"padding":""#.utf8))
        #expect(data.suffix(2) == Data(#""}"#.utf8))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a 401 asking for Basic credentials is an unacceptable status at once", .timeLimit(.minutes(1)))
    func basicChallenge() async throws {
        let result = await service().result(for: TestResource<String>(server.url("/basic-auth")))
        guard case .failure(.unacceptableStatus(let code, let url, _, let apiError)) = result else {
            Issue.record("expected unacceptableStatus, got \(result)")
            return
        }
        #expect(code == 401)
        #expect(url == server.url("/basic-auth"))
        #expect((apiError as? APIErrorBody)?.error.message == "Credentials required")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "an idempotent request is retried when the connection drops before a complete response",
        .timeLimit(.minutes(1)),
        arguments: ["empty", "mid-body"])
    func droppedConnectionIsRetried(mode: String) async throws {
        let sleeper = RecordingSleeper()
        let service = NetworkResourceService {
            $0.retryPolicy = RetryPolicy(jitter: 0)
            $0.sleeper = sleeper
        }
        let key = UUID().uuidString
        let answer = try await service.fetch(
            TestResource<Flaky>(server.url("/drop-then-ok/\(key)?failures=1&mode=\(mode)")))
        #expect(answer.ok && answer.attempts == 2)
        #expect(sleeper.delays == [1])
    }
}

extension HostileTransportTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "a server that trickles its headers or its body fails at the request's deadline, not never",
        .timeLimit(.minutes(1)),
        arguments: ["/trickle-headers?interval=0.1", "/trickle-body?interval=0.1"])
    func trickleEndsAtDeadline(path: String) async throws {
        // The idle timeout (2 s) never fires: a byte comes every 0.1 s. Only the 1 s deadline can end the request.
        var resource = TestResource<String>(server.url(path))
        resource.timeoutInterval = 2
        resource.maximumDuration = 1
        let result = await service().result(for: resource)
        guard case .failure(let error) = result, case .transport(let url, _) = error else {
            Issue.record("expected a transport error, got \(result)")
            return
        }
        #expect(error.urlError?.code == .timedOut)
        #expect(url == server.url(path))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a loader of the app's own that never answers is held to the deadline too", .timeLimit(.minutes(1)))
    func deadlineForAnyLoader() async throws {
        let silent = ScriptedDataLoader { request in
            try await TaskSleeper().sleep(seconds: .infinity)
            return ScriptedDataLoader.response(to: request, body: Data())
        }
        let service = service {
            $0.dataLoader = silent
            $0.maximumDuration = 0.2
        }
        let result = await service.result(for: TestResource<String>("https://silent.test/never"))
        #expect(result.error?.urlError?.code == .timedOut, "got \(result)")
        #expect(silent.callCount == 1)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("the service's deadline applies to every resource that sets none", .timeLimit(.minutes(1)))
    func serviceDeadline() async throws {
        let service = service { $0.maximumDuration = 1 }
        let result = await service.result(for: TestResource<String>(server.url("/trickle-body?interval=0.1")))
        #expect(result.error?.urlError?.code == .timedOut, "got \(result)")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "a declared length over the cap is refused from the response, before any of its body is kept",
        .timeLimit(.minutes(1)))
    func declaredLengthRefused() async throws {
        let cap = 1024 * 1024
        let (result, transfer) = await fetchHuge(kind: "declared", cap: cap)
        guard case .failure(.responseTooLarge(let limit, _)) = result else {
            Issue.record("expected responseTooLarge, got \(result)")
            return
        }
        #expect(limit == cap)
        let report = try #require(transfer)
        #expect(report.refusedByDeclaredLength)
        #expect(report.largestBodyHeld == 0)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "a chunked body past the cap is cancelled at its first chunk over it and never held past the cap",
        .timeLimit(.minutes(1)))
    func chunkedBodyCancelledAtCap() async throws {
        let cap = 1024 * 1024
        let (result, transfer) = await fetchHuge(kind: "chunked", cap: cap)
        guard case .failure(.responseTooLarge) = result else {
            Issue.record("expected responseTooLarge, got \(result)")
            return
        }
        let report = try #require(transfer)
        #expect(!report.refusedByDeclaredLength)
        #expect(report.largestBodyHeld <= cap)
        let cancelledAt = try #require(report.cancelledAfterBytes)
        #expect(cancelledAt > Int64(cap), "cancelled at the first chunk past the cap")
        #expect(cancelledAt - Int64(report.largestBodyHeld) <= 1024 * 1024, "…and not a chunk later")
    }
}

extension Result {
    /// The failure, if this is one.
    fileprivate var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
