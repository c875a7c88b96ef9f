import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("ResourceOperation")
struct ResourceOperationTests {
    private let resource = TestResource<User>("https://x.test/u/1")

    private func okLoader(gate: AsyncGate? = nil) -> ScriptedDataLoader {
        ScriptedDataLoader { request in
            await gate?.wait()
            try Task.checkCancellation()
            let id = request.url?.lastPathComponent ?? "0"
            return ScriptedDataLoader.response(to: request, body: Data(#"{"id":\#(id),"name":"U\#(id)"}"#.utf8))
        }
    }

    @Test("an operation on a queue fetches, delivers the result once, and finishes")
    func fetchesAndFinishes() async throws {
        let service = NetworkResourceService.testing(okLoader())
        let delivered = Locked<[Result<User, ResourceError>]>([])
        let operation = ResourceOperation(resource: resource, service: service) { result in
            delivered.withLock { $0.append(result) }
        }
        let queue = OperationQueue()
        await queue.run([operation])
        #expect(operation.isFinished)
        #expect(!operation.isExecuting)
        #expect(delivered.value.count == 1)
        #expect(try operation.result?.get() == User(id: 1, name: "U1"))
    }

    @Test("cancelling before start finishes without fetching or delivering")
    func cancelBeforeStart() async {
        let loader = okLoader()
        let delivered = Locked(0)
        let operation = ResourceOperation(resource: resource, service: NetworkResourceService.testing(loader)) { _ in
            delivered.withLock { $0 += 1 }
        }
        operation.cancel()
        let queue = OperationQueue()
        await queue.run([operation])
        #expect(operation.isFinished)
        #expect(operation.isCancelled)
        #expect(loader.callCount == 0)
        #expect(delivered.value == 0)
        #expect(operation.result == nil)
    }

    @Test("cancelling during the fetch finishes at once and delivers nothing afterwards")
    func cancelDuringFetch() async {
        let gate = AsyncGate()
        let loader = okLoader(gate: gate)
        let delivered = Locked(0)
        let operation = ResourceOperation(resource: resource, service: NetworkResourceService.testing(loader)) { _ in
            delivered.withLock { $0 += 1 }
        }
        let queue = OperationQueue()
        let finished = Task { await queue.run([operation]) }
        await loader.waitForRequests(1)
        #expect(operation.isExecuting)
        operation.cancel()
        await finished.value
        #expect(operation.isFinished)
        gate.open()
        // The fetch task sees the cancellation; wait for the service to be idle by fetching again.
        _ = await NetworkResourceService.testing(okLoader()).result(for: resource)
        #expect(delivered.value == 0)
        #expect(operation.result == nil)
    }

    @Test("cancelling after the operation finished changes nothing")
    func cancelAfterFinish() async throws {
        let operation = ResourceOperation(resource: resource, service: NetworkResourceService.testing(okLoader()))
        await OperationQueue().run([operation])
        operation.cancel()
        #expect(operation.isFinished)
        #expect(try operation.result?.get() == User(id: 1, name: "U1"))
    }

    @Test("dependencies run in order on a concurrent queue")
    func dependenciesRunInOrder() async {
        let service = NetworkResourceService.testing(okLoader())
        let order = Locked<[Int]>([])
        let operations = (1...5).map { id in
            ResourceOperation(resource: TestResource<User>("https://x.test/u/\(id)"), service: service) { result in
                if case .success(let user) = result { order.withLock { $0.append(user.id) } }
            }
        }
        for (earlier, later) in zip(operations, operations.dropFirst()) { later.addDependency(earlier) }
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 4
        await queue.run(operations.reversed())
        #expect(order.value == [1, 2, 3, 4, 5])
    }

    @Test("maxConcurrentOperationCount of 1 runs fetches one at a time")
    func serialQueue() async {
        let running = Locked((now: 0, peak: 0))
        let loader = ScriptedDataLoader { request in
            running.withLock { state in
                state.now += 1
                state.peak = max(state.peak, state.now)
            }
            await Task.yield()
            running.withLock { $0.now -= 1 }
            return ScriptedDataLoader.response(to: request, body: Data(#"{"id":1,"name":"Ann"}"#.utf8))
        }
        let service = NetworkResourceService.testing(loader) { $0.coalescesRequests = false }
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let operations = (0..<6).map { _ in ResourceOperation(resource: resource, service: service) }
        await queue.run(operations)
        #expect(loader.callCount == 6)
        #expect(running.value.peak == 1)
    }

    @Test("a retry copy fetches the same resource again and reports to the same completion")
    func retryCopy() async {
        let loader = okLoader()
        let delivered = Locked(0)
        let operation = ResourceOperation(resource: resource, service: NetworkResourceService.testing(loader)) { _ in
            delivered.withLock { $0 += 1 }
        }
        let queue = OperationQueue()
        await queue.run([operation])
        let retry = operation.makeRetry()
        #expect(retry !== operation)
        await queue.run([retry])
        #expect(delivered.value == 2)
        #expect(loader.callCount == 2)
    }
}

extension OperationQueue {
    /// Adds `operations` and returns once all of them have finished, observed through a dependent operation
    /// (which itself relies on the operations' `isFinished` KVO).
    func run(_ operations: [Operation]) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = BlockOperation { continuation.resume() }
            for operation in operations { done.addDependency(operation) }
            addOperations(operations + [done], waitUntilFinished: false)
        }
    }
}
