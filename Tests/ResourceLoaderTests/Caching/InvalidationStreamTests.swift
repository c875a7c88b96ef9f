import Foundation
import ResourceLoader
import Testing

@Suite("The service's stream of invalidations")
struct InvalidationStreamTests {
    private struct Profile: NetworkJSONResourceType {
        typealias Model = [String: String]
        var path: String { "users/7/profile" }
    }

    private struct Avatar: NetworkJSONResourceType {
        typealias Model = [String: String]
        var url: URL? { URL(string: "https://cdn.example.com/avatars/7") }
    }

    @Test("every reader gets every invalidation in order, and the streams end when the service is released")
    func everyReaderGetsEveryInvalidation() async throws {
        var service: NetworkResourceService? = NetworkResourceService {
            $0.baseURL = URL(string: "https://API.example.com/v2")
        }
        let first = try #require(service).invalidations()
        let second = try #require(service).invalidations()
        service?.invalidate(urlPrefix: "https://api.example.com/v2/users")
        try service?.invalidate(Avatar())
        service?.invalidate { $0.url.hasSuffix("/never") }
        service = nil

        for stream in [first, second] {
            var received: [CacheInvalidation] = []
            for await invalidation in stream { received.append(invalidation) }
            #expect(received.count == 3)
            #expect(received.map { $0.affects(Profile()) } == [true, false, false])
            #expect(received.map { $0.affects(Avatar()) } == [false, true, false])
            #expect(received.map(\.date) == received.map(\.date).sorted())
        }
    }

    @Test("a reader that stops listening is forgotten")
    func stoppedReaderIsForgotten() async {
        let service = NetworkResourceService()
        let stream = service.invalidations()
        #expect(service.invalidationObserverCount == 1)
        let reader = Task {
            for await _ in stream {}
        }
        reader.cancel()
        await reader.value
        #expect(service.invalidationObserverCount == 0)
    }

    @Test("another ResourceService announces no invalidations: its stream ends at once")
    func defaultStreamEnds() async {
        struct Fake: ResourceService {
            func fetch<Resource: NetworkResourceType>(
                _ resource: Resource
            ) async throws(ResourceError) -> Resource.Model {
                throw .cancelled
            }
        }
        var count = 0
        for await _ in Fake().invalidations() { count += 1 }
        #expect(count == 0)
    }
}
