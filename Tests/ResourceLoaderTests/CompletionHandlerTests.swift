import Dispatch
import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Fetching with a completion handler")
struct CompletionHandlerTests {
    private let resource = TestResource<User>("https://x.test/u/1")

    @Test("the result is delivered on the queue the caller gave")
    func resultArrivesOnGivenQueue() async throws {
        // Given a queue tagged with a key only it answers to
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "ResourceLoaderTests.completion")
        queue.setSpecific(key: key, value: "the caller's queue")
        let service = NetworkResourceService.testing(ScriptedDataLoader(body: #"{"id":1,"name":"Ann"}"#))

        // When a fetch with a completion handler finishes
        let delivered = OneShot<(result: Result<User, ResourceError>, queue: String?)>(
            valueOnCancellation: (.failure(.cancelled), nil))
        service.fetch(resource, queue: queue) { result in
            delivered.fulfil((result, DispatchQueue.getSpecific(key: key)))
        }

        // Then the completion ran on that queue, with the model
        let (result, queueTag) = await delivered.value
        #expect(queueTag == "the caller's queue")
        #expect(try result.get() == User(id: 1, name: "Ann"))
    }

    @Test("cancelling the returned task delivers cancelled and stops the load")
    func cancelDeliversCancelled() async {
        // Given a fetch held at a gate in the loader
        let gate = AsyncGate()
        let loaderSawCancellation = OneShot<Bool>(valueOnCancellation: false)
        let loader = ScriptedDataLoader.gated(by: gate, recordingCancellationIn: loaderSawCancellation)
        let service = NetworkResourceService.testing(loader) { $0.coalescesRequests = false }
        let delivered = OneShot<Result<User, ResourceError>>(valueOnCancellation: .failure(.cancelled))
        let task = service.fetch(resource, queue: DispatchQueue(label: "ResourceLoaderTests.cancel")) {
            delivered.fulfil($0)
        }
        await loader.waitForRequests(1)

        // When the task is cancelled
        task.cancel()
        gate.open()

        // Then the completion receives cancelled, and the load itself saw the cancellation
        #expect(task.isCancelled)
        guard case .failure(.cancelled) = await delivered.value else {
            Issue.record("expected cancelled, got \(await delivered.value)")
            return
        }
        #expect(await loaderSawCancellation.value == true)
    }
}
