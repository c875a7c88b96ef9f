import Foundation
import ResourceLoaderTestSupport
import ResourceSupport
import Testing

@testable import ResourceLoader

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

    @Test("an operation cancelled before start never fetches, even once its task has run to its end")
    func cancelBeforeStartNeverFetches() async {
        // Given an operation over a service that does not coalesce (so no shared load hides a request)
        let loader = okLoader()
        let service = NetworkResourceService.testing(loader) { $0.coalescesRequests = false }
        let operation = ResourceOperation(resource: resource, service: service)

        // When it is cancelled before a queue starts it, and has finished, fetch task included
        operation.cancel()
        await OperationQueue().run([operation])
        await operation.waitForFetchToEnd()

        // Then no request was made
        #expect(operation.isFinished)
        #expect(loader.callCount == 0)
        #expect(operation.result == nil)
    }

    @Test("cancelling during the fetch finishes at once and delivers nothing afterwards")
    func cancelDuringFetch() async {
        // Given a fetch held at a gate, whose handler reports whether it saw the cancellation when it ended
        let gate = AsyncGate()
        let handlerEnded = OneShot<Bool>(valueOnCancellation: false)
        let loader = ScriptedDataLoader.gated(by: gate, recordingCancellationIn: handlerEnded)
        let delivered = Locked(0)
        let operation = ResourceOperation(resource: resource, service: NetworkResourceService.testing(loader)) { _ in
            delivered.withLock { $0 += 1 }
        }
        let queue = OperationQueue()
        let finished = Task { await queue.run([operation]) }
        await loader.waitForRequests(1)
        #expect(operation.isExecuting)

        // When the operation is cancelled mid-fetch
        operation.cancel()

        // Then it finishes without waiting for the fetch…
        await finished.value
        #expect(operation.isFinished)
        // …the load itself is cancelled…
        gate.open()
        #expect(await handlerEnded.value == true, "the loader's handler should see the cancellation")
        // …and once the original fetch has ended, delivery included, nothing was delivered.
        await operation.waitForFetchToEnd()
        #expect(delivered.value == 0)
        #expect(operation.result == nil)
    }

    @Test("a cancel() from inside the completion does not finish the operation before the completion returns")
    func cancelDuringDelivery() async throws {
        // Given an operation whose completion cancels it and then looks at its state
        let seen = Locked<(finishedAfterCancel: Bool?, executingAfterCancel: Bool?)>((nil, nil))
        let box = Locked<ResourceOperation<TestResource<User>>?>(nil)
        let operation = ResourceOperation(resource: resource, service: NetworkResourceService.testing(okLoader())) {
            _ in
            guard let operation = box.value else { return }
            operation.cancel()
            seen.withLock { $0 = (operation.isFinished, operation.isExecuting) }
        }
        box.withLock { $0 = operation }

        // When it runs to the end
        await OperationQueue().run([operation])

        // Then, while the completion ran, the operation was still executing and not finished, and the delivered
        // result stays
        #expect(seen.value.finishedAfterCancel == false)
        #expect(seen.value.executingAfterCancel == true)
        #expect(operation.isFinished)
        #expect(try operation.result?.get() == User(id: 1, name: "U1"))
        box.withLock { $0 = nil }
    }

    @Test("a completion never runs on an operation that has already finished, whenever cancel() arrives")
    func completionNeverAfterFinish() async {
        // Cancels race with deliveries; each round checks, inside the completion, that the operation has not
        // finished (a finished operation's dependents may already be running), and that once both the cancel and
        // the fetch are over the operation is finished with a result exactly when the completion ran.
        for _ in 0..<100 {
            let fetched = AsyncGate()
            let loader = ScriptedDataLoader { request in
                defer { fetched.open() }
                return ScriptedDataLoader.response(to: request, body: Data(#"{"id":1,"name":"U1"}"#.utf8))
            }
            let box = Locked<ResourceOperation<TestResource<User>>?>(nil)
            let calls = Locked<[Bool]>([])
            let operation = ResourceOperation(resource: resource, service: NetworkResourceService.testing(loader)) {
                _ in
                calls.withLock { $0.append(box.value?.isFinished ?? true) }
            }
            box.withLock { $0 = operation }
            operation.start()
            await fetched.wait()
            operation.cancel()
            await operation.waitForFetchToEnd()
            #expect(operation.isFinished)
            #expect(calls.value.allSatisfy { !$0 }, "the completion ran on a finished operation")
            #expect(calls.value.count == (operation.result == nil ? 0 : 1))
            box.withLock { $0 = nil }
        }
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

    @Test("a retry copy keeps the hook that reports finishing without a result")
    func retryCopyKeepsFinishedWithoutResult() async {
        let unfinished = Locked(0)
        let operation = ResourceOperation(
            resource: resource,
            service: NetworkResourceService.testing(okLoader()),
            completion: { _ in },
            finishedWithoutResult: { unfinished.withLock { $0 += 1 } }
        )
        let retry = operation.makeRetry()
        retry.cancel()
        await OperationQueue().run([retry])
        #expect(unfinished.value == 1, "the retry's cancellation should reach the original's hook")
    }

    @Test("cancelling before start reports finishing without a result at once, and only once when started later")
    func cancelBeforeStartReportsOnce() async {
        let unfinished = Locked(0)
        let operation = ResourceOperation(
            resource: resource,
            service: NetworkResourceService.testing(okLoader()),
            completion: { _ in Issue.record("a cancelled operation delivered a result") },
            finishedWithoutResult: { unfinished.withLock { $0 += 1 } }
        )
        operation.cancel()
        #expect(unfinished.value == 1, "no queue has started it, and none may ever")
        await OperationQueue().run([operation])
        #expect(operation.isFinished)
        #expect(unfinished.value == 1)
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
