import Foundation
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The session delegate's deadline timer")
struct SessionDelegateDeadlineTests {
    /// A task that is never resumed: the delegate's bookkeeping is driven by hand, in the order of the race.
    private func idleTask() -> URLSessionDataTask {
        URLSession.shared.dataTask(with: URL(string: "http://127.0.0.1:9/never")!)
    }

    @Test("a transfer that ends between register and expire makes no timer that is released inactive")
    func transferEndedBeforeDeadlineIsSet() async {
        let delegate = SessionDelegate(onTransfer: nil)
        let task = idleTask()
        // The gate: the transfer ends (the caller's task was cancelled) after `register` and before `expire`, the
        // window in which the timer was made and then released without ever being activated (a libdispatch trap).
        let outcome: Result<Int, URLError> = await withCheckedContinuation { done in
            Task {
                do {
                    _ = try await withCheckedThrowingContinuation { continuation in
                        delegate.register(task, limit: nil, continuation: continuation)
                        delegate.urlSession(URLSession.shared, task: task, didCompleteWithError: URLError(.cancelled))
                        delegate.expire(task, after: 60)
                    }
                    done.resume(returning: .success(0))
                } catch {
                    done.resume(returning: .failure(error as? URLError ?? URLError(.unknown)))
                }
            }
        }
        #expect(outcome == .failure(URLError(.cancelled)))
        #expect(!delegate.hasDeadline(for: task))
    }

    @Test("a running transfer's deadline is armed, and disarmed when the transfer completes")
    func deadlineArmedWhileRunning() async {
        let delegate = SessionDelegate(onTransfer: nil)
        let task = idleTask()
        let armed: Bool = await withCheckedContinuation { done in
            Task {
                _ = try? await withCheckedThrowingContinuation { continuation in
                    delegate.register(task, limit: nil, continuation: continuation)
                    delegate.expire(task, after: 60)
                    let armed = delegate.hasDeadline(for: task)
                    delegate.urlSession(URLSession.shared, task: task, didCompleteWithError: URLError(.cancelled))
                    done.resume(returning: armed)
                }
            }
        }
        #expect(armed)
        #expect(!delegate.hasDeadline(for: task))
    }
}
