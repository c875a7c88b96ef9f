import ResourceSupport
import Testing

@Suite("OneShot: a value awaited by many, delivered once")
struct OneShotTests {
    @Test("every waiter gets the value delivered first; later deliveries are ignored")
    func deliversOnce() async {
        let shot = OneShot<Int>(valueOnCancellation: -1)
        async let first = shot.value
        async let second = shot.value
        shot.fulfil(1)
        shot.fulfil(2)
        #expect(await [first, second] == [1, 1])
        #expect(await shot.value == 1)
    }

    @Test("a cancelled waiter stops waiting and gets the cancellation value; the others still get the value")
    func cancelledWaiterStopsWaiting() async {
        let shot = OneShot<Int>(valueOnCancellation: -1)
        let cancelled = Task { await shot.value }
        let patient = Task { await shot.value }
        cancelled.cancel()
        #expect(await cancelled.value == -1)
        shot.fulfil(7)
        #expect(await patient.value == 7)
    }

    @Test("a task cancelled before it waits gets the cancellation value at once")
    func alreadyCancelledTaskDoesNotWait() async {
        let shot = OneShot<Int>(valueOnCancellation: -1)
        let value = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await shot.value
        }.value
        #expect(value == -1)
    }
}
