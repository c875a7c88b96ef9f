import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@Suite("A transfer's progress: monotonic, ending at the body's length, with the declared total when there is one")
struct TransferProgressTests {
    /// The body `/big` sends: `{"padding":"xx…"}`.
    struct Padding: Decodable, Sendable {
        let padding: String
    }

    /// Every progress `transfer` reports, read until the stream finishes, and its value.
    static func collect<Value: Sendable>(
        _ transfer: ResourceTransfer<Value>,
        upload: Bool = false
    ) async -> (progress: [TransferProgress], value: Result<Value, ResourceError>) {
        let stream = upload ? transfer.uploadProgress : transfer.progress
        let reader = Task {
            var seen: [TransferProgress] = []
            for await progress in stream { seen.append(progress) }
            return seen
        }
        let value: Result<Value, ResourceError>
        do throws(ResourceError) {
            value = .success(try await transfer.value)
        } catch {
            value = .failure(error)
        }
        return (await reader.value, value)
    }

    /// Whether `progress` never goes back.
    static func isMonotonic(_ progress: [TransferProgress]) -> Bool {
        zip(progress, progress.dropFirst()).allSatisfy { $0.bytesSoFar <= $1.bytesSoFar }
    }

    @Test(
        "the progress of a fetch rises to the body's length, with its Content-Length as the total, or none if chunked",
        arguments: [false, true])
    func progressEndsAtBodyLength(chunked: Bool) async throws {
        let server = try TestServer.shared()
        let service = NetworkResourceService.withoutRetries()
        let bytes = 2 * 1_048_576

        // When a 2 MiB body is fetched as a transfer
        let transfer = service.transfer(
            TestResource<Padding>(server.url("/big?bytes=\(bytes)&chunked=\(chunked ? 1 : 0)")))
        let (progress, value) = await Self.collect(transfer)

        // Then the value is decoded, and the progress never went back and ended at the whole body
        #expect(try value.get().padding.count == bytes - 14)
        #expect(!progress.isEmpty)
        #expect(Self.isMonotonic(progress))
        #expect(progress.last?.bytesSoFar == Int64(bytes))
        let totals = Set(progress.map(\.expectedBytes))
        #expect(totals == [chunked ? nil : Int64(bytes)])
        #expect(progress.last?.fractionCompleted == (chunked ? nil : 1))
    }

    @Test("a transfer's streams finish when it fails, and its value is the failure")
    func streamsFinishOnFailure() async throws {
        let server = try TestServer.shared()
        let service = NetworkResourceService.withoutRetries()

        let (progress, value) = await Self.collect(service.transfer(TestResource<Padding>(server.url("/status/404"))))

        #expect(throws: ResourceError.self) { try value.get() }
        #expect(Self.isMonotonic(progress))
        guard case .failure(let error) = value else { return }
        #expect(error.statusCode == 404)
    }

    @Test("a cancelled transfer throws cancelled and finishes its streams")
    func cancelledTransferFinishes() async throws {
        let server = try TestServer.shared()
        let service = NetworkResourceService.withoutRetries()
        let transfer = service.transfer(TestResource<Padding>(server.url("/transfers/stall?bytes=1000")))

        // When the transfer is cancelled once its first bytes arrived
        for await progress in transfer.progress where progress.bytesSoFar > 0 {
            transfer.cancel()
        }

        // Then the stream finished (the loop ended) and the value is the cancellation
        let error = await #expect(throws: ResourceError.self) { try await transfer.value }
        #expect(error?.isCancellation == true)
    }

    @Test("releasing a transfer cancels it: the transfer is freed and its progress stream finishes")
    func releasedTransferStops() async throws {
        let server = try TestServer.shared()
        let service = NetworkResourceService.withoutRetries()
        weak var released: ResourceTransfer<Padding>?
        let progress: AsyncStream<TransferProgress>
        do {
            // Given a transfer that stalls after its first bytes, of which only the progress stream is kept
            let transfer = service.transfer(TestResource<Padding>(server.url("/transfers/stall?bytes=1000")))
            released = transfer
            progress = transfer.progress
        }

        // When the transfer is released, then it is freed, and the stream ends though the server never finishes
        #expect(released == nil)
        var last: TransferProgress?
        for await update in progress { last = update }
        #expect((last?.bytesSoFar ?? 0) < 2_000)
    }

    @Test(
        "a transfer is not shared with an identical fetch in flight: its progress is its own", .timeLimit(.minutes(1)))
    func transferIsNotCoalesced() async throws {
        // Given a service that shares identical GETs, over a loader that holds the first request until released
        let gate = OneShot<Bool>(valueOnCancellation: false)
        let arrivals = Locked(0)
        let loader = ScriptedDataLoader { request in
            let arrival = arrivals.withLock { count -> Int in
                count += 1
                return count
            }
            if arrival == 1 { _ = await gate.value }
            return ScriptedDataLoader.response(to: request, body: Data(#"{"padding":""}"#.utf8))
        }
        let service = NetworkResourceService.testing(loader) { $0.coalescesRequests = true }
        let resource = TestResource<Padding>("https://x.test/big")
        async let fetched = service.fetch(resource)
        await loader.waitForRequests(1)

        // When a transfer of the same resource runs while the fetch is held (shared, it would wait for the fetch
        // until the time limit cancels it)
        _ = try await service.transfer(resource).value

        // Then it was answered by a request of its own
        #expect(loader.callCount == 2)
        gate.fulfil(true)
        _ = try await fetched
    }

    @Test("fractionCompleted is the share of the declared total, nil without one, and 1 for an empty body")
    func fractionCompleted() {
        #expect(TransferProgress(bytesSoFar: 25, expectedBytes: 100).fractionCompleted == 0.25)
        #expect(TransferProgress(bytesSoFar: 25, expectedBytes: nil).fractionCompleted == nil)
        #expect(TransferProgress(bytesSoFar: 0, expectedBytes: 0).fractionCompleted == 1)
        #expect(TransferProgress(bytesSoFar: 200, expectedBytes: 100).fractionCompleted == 1)
    }
}
