import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Callers sharing a request share its decoding")
struct SharedDecodingTests {
    /// Counts how many times resources holding it decoded a body.
    final class DecodeCounter: Sendable {
        private let count = Locked(0)
        func increment() { count.withLock { $0 += 1 } }
        var value: Int { count.value }
    }

    /// A `Hashable` resource whose equality ignores its counter: equal values decode alike.
    struct CountedUser: NetworkResourceType, Hashable {
        typealias Model = User
        let counter: DecodeCounter
        var variant = 0
        var url: URL? { URL(string: "https://x.test/u/1") }

        func model(from response: ResourceResponse) throws -> User {
            counter.increment()
            return try response.decode(User.self)
        }

        static func == (lhs: CountedUser, rhs: CountedUser) -> Bool { lhs.variant == rhs.variant }
        func hash(into hasher: inout Hasher) { hasher.combine(variant) }
    }

    /// The same resource without `Hashable`: nothing says two of them decode alike.
    struct UnhashableCountedUser: NetworkResourceType {
        typealias Model = User
        let counter: DecodeCounter
        var url: URL? { URL(string: "https://x.test/u/1") }

        func model(from response: ResourceResponse) throws -> User {
            counter.increment()
            return try response.decode(User.self)
        }
    }

    private func gatedLoader(_ gate: AsyncGate) -> ScriptedDataLoader {
        ScriptedDataLoader { request in
            await gate.wait()
            return ScriptedDataLoader.response(to: request, body: Data(#"{"id":1,"name":"Ann"}"#.utf8))
        }
    }

    /// Runs `resources` concurrently through one service whose loader is held until all have joined the load.
    private func fetchTogether<Resource: NetworkResourceType>(
        _ resources: [Resource]
    ) async throws -> (models: [Resource.Model], requests: Int) {
        let gate = AsyncGate()
        let loader = gatedLoader(gate)
        let service = NetworkResourceService.testing(loader)
        let models = try await withThrowingTaskGroup(of: Resource.Model.self) { group in
            for resource in resources { group.addTask { try await service.fetch(resource) } }
            try await service.waitForCallers(resources.count, of: resources[0], loader: loader)
            gate.open()
            var models: [Resource.Model] = []
            for try await model in group { models.append(model) }
            return models
        }
        return (models, loader.callCount)
    }

    @Test("3 callers of equal Hashable resources: 1 request, 1 decode, the same model for all")
    func equalHashableResourcesDecodeOnce() async throws {
        let counter = DecodeCounter()
        let (models, requests) = try await fetchTogether(Array(repeating: CountedUser(counter: counter), count: 3))
        #expect(requests == 1)
        #expect(counter.value == 1)
        #expect(models == Array(repeating: User(id: 1, name: "Ann"), count: 3))
    }

    @Test("unequal resources on the same URL share the request but each decodes for itself")
    func unequalResourcesDecodeSeparately() async throws {
        let counter = DecodeCounter()
        let resources = [0, 1, 0, 1].map { CountedUser(counter: counter, variant: $0) }
        let (models, requests) = try await fetchTogether(resources)
        #expect(requests == 1)
        #expect(counter.value == 2)
        #expect(models.count == 4)
    }

    @Test("resources that are not Hashable each decode the shared body")
    func unhashableResourcesDecodeEach() async throws {
        let counter = DecodeCounter()
        let (models, requests) = try await fetchTogether(
            Array(repeating: UnhashableCountedUser(counter: counter), count: 3))
        #expect(requests == 1)
        #expect(counter.value == 3)
        #expect(models.count == 3)
    }
}
