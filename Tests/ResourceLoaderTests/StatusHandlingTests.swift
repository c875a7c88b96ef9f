import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Status codes and API errors")
struct StatusHandlingTests {
    @Test("only 2xx statuses are success", arguments: [200, 201, 204, 299, 300, 304, 400, 404, 500])
    func onlyTwoHundredsSucceed(status: Int) async {
        let loader = ScriptedDataLoader(status: status, body: #"{"id":1,"name":"Ann"}"#)
        let result = await NetworkResourceService.testing(loader).result(for: TestResource<User>("https://x.test/u"))
        switch result {
        case .success:
            #expect((200..<300).contains(status))
        case .failure(let error):
            #expect(!(200..<300).contains(status))
            #expect(error.statusCode == status)
        }
    }

    @Test("an error body is decoded into the API's own error and kept with the status")
    func apiErrorMapping() async {
        let body = #"{"error":{"code":404,"message":"No such user"}}"#
        let loader = ScriptedDataLoader(status: 404, body: body)
        let result = await NetworkResourceService.testing(loader).result(for: TestResource<User>("https://x.test/u/9"))
        guard case .failure(let error) = result,
            case .unacceptableStatus(let code, let url, let data, let apiError) = error
        else {
            Issue.record("expected unacceptableStatus, got \(result)")
            return
        }
        #expect(code == 404)
        #expect(url?.absoluteString == "https://x.test/u/9")
        #expect(data == Data(body.utf8))
        #expect((apiError as? APIErrorBody)?.error.message == "No such user")
        #expect(error.description.contains("HTTP 404"))
    }

    @Test("a status error without an API error shows the start of the body")
    func statusDescriptionShowsBody() async {
        let loader = ScriptedDataLoader(status: 502, body: "<html>Bad gateway</html>", headers: [:])
        let result = await NetworkResourceService.testing(loader).result(for: TestResource<User>("https://x.test/u"))
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description == "HTTP 502 from https://x.test/u: <html>Bad gateway</html>")
    }

    @Test("a custom validation can reject a 200 response")
    func customValidation() async {
        struct Rejected: Error {}
        let loader = ScriptedDataLoader(body: #"{"id":1,"name":"Ann"}"#, headers: ["X-Deprecated": "1"])
        let service = NetworkResourceService.testing(loader) {
            $0.validate = { head, _ in
                if head.value(forHTTPHeaderField: "x-deprecated") != nil { throw Rejected() }
            }
        }
        let result = await service.result(for: TestResource<User>("https://x.test/u"))
        guard case .failure(.validationFailed(_, let underlying)) = result else {
            Issue.record("expected the validation error, got \(result)")
            return
        }
        #expect(underlying is Rejected)
    }

    @Test("a body over the size cap fails with responseTooLarge even from a loader without a cap")
    func sizeCapBackstop() async {
        let loader = ScriptedDataLoader(body: String(repeating: "x", count: 2_000))
        let service = NetworkResourceService.testing(loader) { $0.maximumResponseSize = 1_000 }
        let result = await service.result(for: TestResource<User>("https://x.test/u"))
        guard case .failure(.responseTooLarge(let limit, _)) = result else {
            Issue.record("expected responseTooLarge, got \(result)")
            return
        }
        #expect(limit == 1_000)
    }

    @Test("a loader failure becomes a transport error carrying the URLError")
    func transportError() async {
        let loader = ScriptedDataLoader { _ in throw URLError(.networkConnectionLost) }
        let result = await NetworkResourceService.testing(loader).result(for: TestResource<User>("https://x.test/u"))
        guard case .failure(let error) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.urlError?.code == .networkConnectionLost)
        #expect(error.description.contains("https://x.test/u"))
    }

    @Test("events report start and finish with the status, and never a header value")
    func eventsOmitHeaders() async throws {
        let events = EventLog()
        let loader = ScriptedDataLoader(body: #"{"id":1,"name":"Ann"}"#)
        let service = NetworkResourceService.testing(loader) {
            $0.headers["Authorization"] = "Bearer secret-token"
            $0.onEvent = { events.append($0) }
        }
        _ = try await service.fetch(TestResource<User>("https://x.test/u"))
        let recorded = events.all
        #expect(recorded.count == 2)
        guard case .started(let method, _, 1) = recorded.first, case .finished(_, _, 200, _) = recorded.last else {
            Issue.record("unexpected events \(recorded)")
            return
        }
        #expect(method == .get)
        #expect(!recorded.map(\.description).joined().contains("secret-token"))
    }

    @Test("a failure event for a 500 with a body describes the status and URL but leaves the body out")
    func failedEventOmitsBody() async throws {
        // Given a server that answers 500 with a body holding something private
        let events = EventLog()
        let body = #"{"error":{"code":500,"message":"db password hunter2 rejected"}}"#
        let loader = ScriptedDataLoader(status: 500, body: body)
        let service = NetworkResourceService.testing(loader) { $0.onEvent = { events.append($0) } }

        // When a fetch fails
        let result = await service.result(for: TestResource<User>("https://x.test/u/7"))

        // Then the error itself keeps the body for direct use…
        guard case .failure(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error.description.contains("hunter2"))
        // …but the failure event's description names the status and URL only
        guard case .failed = events.all.last else {
            Issue.record("expected a failed event, got \(events.all)")
            return
        }
        let line = try #require(events.all.last).description
        #expect(line.contains("HTTP 500 from https://x.test/u/7"))
        #expect(!line.contains("hunter2"))
        #expect(!line.contains("db password"))
        #expect(error.summary == "HTTP 500 from https://x.test/u/7")
    }

    @Test("a decoding failure's summary names the path and the expected type, not the data or its content type")
    func decodingSummaryOmitsData() async {
        let loader = ScriptedDataLoader(
            body: #"{"id":"secret-id-42","name":"Ann"}"#, headers: ["Content-Type": "text/x-private"])
        let result = await NetworkResourceService.testing(loader).result(for: TestResource<User>("https://x.test/u"))
        guard case .failure(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error.summary.hasPrefix("Decoding failed for https://x.test/u at 'id': expected Int"))
        #expect(!error.summary.contains("secret-id-42"))
        #expect(!error.summary.contains("text/x-private"))
    }

    @Test("a cancelled fetch fails with cancelled")
    func cancelledFetch() async {
        let gate = AsyncGate()
        let loader = ScriptedDataLoader { request in
            await gate.wait()
            try Task.checkCancellation()
            return ScriptedDataLoader.response(to: request, body: Data("{}".utf8))
        }
        let service = NetworkResourceService.testing(loader) { $0.coalescesRequests = false }
        let task = Task { await service.result(for: TestResource<User>("https://x.test/u")) }
        await loader.waitForRequests(1)
        task.cancel()
        gate.open()
        guard case .failure(.cancelled) = await task.value else {
            Issue.record("expected cancelled")
            return
        }
    }
}

/// Collects events from a service's `onEvent` hook.
final class EventLog: Sendable {
    private let events = Locked<[ResourceEvent]>([])
    func append(_ event: ResourceEvent) { events.withLock { $0.append(event) } }
    var all: [ResourceEvent] { events.value }
}
