import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Coalescing identical requests")
struct CoalescingTests {
    /// A loader that holds every request at a gate until the test opens it.
    private func gatedLoader(_ gate: AsyncGate) -> ScriptedDataLoader {
        ScriptedDataLoader { request in
            await gate.wait()
            try Task.checkCancellation()
            return ScriptedDataLoader.response(to: request, body: Data(#"{"id":1,"name":"Ann"}"#.utf8))
        }
    }

    @Test("N concurrent fetches of the same GET make one request")
    func concurrentGetsShareOneRequest() async throws {
        let gate = AsyncGate()
        let loader = gatedLoader(gate)
        let service = NetworkResourceService.testing(loader)
        let resource = TestResource<User>("https://x.test/u/1")
        try await withThrowingTaskGroup(of: User.self) { group in
            for _ in 0..<50 { group.addTask { try await service.fetch(resource) } }
            try await service.waitForCallers(50, of: resource, loader: loader)
            gate.open()
            var users = 0
            for try await user in group {
                #expect(user == User(id: 1, name: "Ann"))
                users += 1
            }
            #expect(users == 50)
        }
        #expect(loader.callCount == 1)
    }

    @Test("one caller cancelling does not cancel the others")
    func cancellingOneCallerLeavesOthers() async throws {
        let gate = AsyncGate()
        let loader = gatedLoader(gate)
        let service = NetworkResourceService.testing(loader)
        let resource = TestResource<User>("https://x.test/u/1")
        let first = Task { await service.result(for: resource) }
        await loader.waitForRequests(1)
        let second = Task { await service.result(for: resource) }
        let third = Task { await service.result(for: resource) }
        try await service.waitForCallers(3, of: resource, loader: loader)
        first.cancel()
        guard case .failure(.cancelled) = await first.value else {
            Issue.record("the cancelled caller should fail with cancelled")
            return
        }
        gate.open()
        #expect(try await second.value.get() == User(id: 1, name: "Ann"))
        #expect(try await third.value.get() == User(id: 1, name: "Ann"))
        #expect(loader.callCount == 1)
    }

    @Test("when the last waiting caller cancels, the shared load is cancelled")
    func lastCallerCancellingCancelsLoad() async throws {
        // Given two callers sharing one load that is held at a gate
        let gate = AsyncGate()
        let loaderSawCancellation = OneShot<Bool>(valueOnCancellation: false)
        let loader = ScriptedDataLoader.gated(by: gate, recordingCancellationIn: loaderSawCancellation)
        let service = NetworkResourceService.testing(loader)
        let resource = TestResource<User>("https://x.test/u/1")
        let first = Task { await service.result(for: resource) }
        let second = Task { await service.result(for: resource) }
        await loader.waitForRequests(1)
        try await service.waitForCallers(2, of: resource, loader: loader)

        // When the first caller cancels, the load goes on for the second
        first.cancel()
        guard case .failure(.cancelled) = await first.value else {
            Issue.record("the first caller should fail with cancelled")
            return
        }
        #expect(try service.coalescedCallers(for: resource) == 1)

        // And when the last caller cancels too
        second.cancel()
        guard case .failure(.cancelled) = await second.value else {
            Issue.record("the last caller should fail with cancelled")
            return
        }
        gate.open()

        // Then the one shared load saw the cancellation
        #expect(await loaderSawCancellation.value == true)
        #expect(loader.callCount == 1)
    }

    @Test("requests that differ in URL, method or headers are not coalesced")
    func differentRequestsAreSeparate() async throws {
        let loader = ScriptedDataLoader(body: #"{"id":1,"name":"Ann"}"#)
        let service = NetworkResourceService.testing(loader)
        var withHeader = TestResource<User>("https://x.test/u/1")
        withHeader.headers = ["Accept-Language": "fr"]
        var post = TestResource<User>("https://x.test/u/1")
        post.method = .post
        async let a = service.fetch(TestResource<User>("https://x.test/u/1"))
        async let b = service.fetch(TestResource<User>("https://x.test/u/2"))
        async let c = service.fetch(withHeader)
        async let d = service.fetch(post)
        _ = try await (a, b, c, d)
        #expect(loader.callCount == 4)
    }

    @Test("a DELETE in flight is not shared: only GET and HEAD requests are coalesced")
    func deleteIsNotShared() async throws {
        // Given a DELETE without a body, held at the loader
        let gate = AsyncGate()
        let loader = gatedLoader(gate)
        let service = NetworkResourceService.testing(loader)
        var request = TestResource<User>("https://x.test/u/1")
        request.method = .delete
        let delete = request
        let first = Task { try await service.fetch(delete) }
        await loader.waitForRequests(1)

        // Then no coalesced load is registered for it, so an identical DELETE would make its own request
        #expect(try service.coalescedCallers(for: delete) == 0)
        gate.open()
        _ = try await first.value
        _ = try await service.fetch(delete)
        #expect(loader.callCount == 2)
    }

    @Test("a later fetch after the shared one finished makes a new request")
    func sequentialFetchesAreSeparate() async throws {
        let loader = ScriptedDataLoader(body: #"{"id":1,"name":"Ann"}"#)
        let service = NetworkResourceService.testing(loader)
        _ = try await service.fetch(TestResource<User>("https://x.test/u/1"))
        _ = try await service.fetch(TestResource<User>("https://x.test/u/1"))
        #expect(loader.callCount == 2)
    }
}

extension NetworkResourceService {
    /// Returns once `count` callers share the in-flight load of `resource`, or as soon as `loader` has received a
    /// second request: the callers are then not sharing, and the test's own expectations fail rather than wait
    /// forever. Each check yields, so the callers' tasks run; it loops only until they have registered (or
    /// reached the loader on their own), whatever the scheduling.
    ///
    /// - Throws: what building `resource`'s request throws.
    func waitForCallers<Resource: NetworkResourceType>(
        _ count: Int,
        of resource: Resource,
        loader: ScriptedDataLoader
    ) async throws {
        while try coalescedCallers(for: resource) < count, loader.callCount < 2 { await Task.yield() }
    }
}
