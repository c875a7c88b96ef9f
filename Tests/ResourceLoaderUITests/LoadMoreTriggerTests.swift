import ResourceLoaderUI
import Testing

@Suite("Load more trigger")
struct LoadMoreTriggerTests {
    /// Two sections of 10 and 20 rows: ids 0..<10 and 10..<30.
    static let snapshot = try! ListSnapshot<String, Int>(sections: [("a", Array(0..<10)), ("b", Array(10..<30))])
    static let content = ListState(phase: .content, backward: .reachedEnd)

    @Test("a row within the prefetch distance of the end asks for the next page; one further away does not")
    func distance() {
        var trigger = LoadMoreTrigger(prefetchDistance: 5)
        let far = trigger.directionsToLoad(
            forRowAt: ListIndexPath(item: 14, section: 1), in: Self.snapshot, state: Self.content)
        #expect(far == [])
        // Row 15 of section b is row 25 of 30: five from the end.
        let near = trigger.directionsToLoad(
            forRowAt: ListIndexPath(item: 15, section: 1), in: Self.snapshot, state: Self.content)
        #expect(near == [.forward])
    }

    @Test("rows that do not fill the visible area ask for the next page once; rows that fill it ask nothing")
    func fillsTheScreen() {
        var trigger = LoadMoreTrigger(prefetchDistance: 5)
        #expect(trigger.directionsToFill(contentLength: 900, visibleLength: 800, state: Self.content) == [])
        #expect(trigger.directionsToFill(contentLength: 400, visibleLength: 800, state: Self.content) == [.forward])
        #expect(trigger.directionsToFill(contentLength: 400, visibleLength: 800, state: Self.content) == [])
        trigger.finished(.forward)
        let ended = ListState(phase: .content, forward: .reachedEnd, backward: .reachedEnd)
        #expect(trigger.directionsToFill(contentLength: 400, visibleLength: 800, state: ended) == [])
        #expect(trigger.directionsToFill(contentLength: .nan, visibleLength: 800, state: Self.content) == [])
    }

    @Test("a burst of display callbacks makes one request until it finishes, then the next row may ask again")
    func noDuplicates() {
        var trigger = LoadMoreTrigger(prefetchDistance: 5)
        var asked: [PagingDirection] = []
        for id in 25..<30 {
            asked += trigger.directionsToLoad(forItem: id, in: Self.snapshot, state: Self.content)
        }
        #expect(asked == [.forward])
        #expect(trigger.running == [.forward])
        trigger.finished(.forward)
        #expect(trigger.directionsToLoad(forItem: 29, in: Self.snapshot, state: Self.content) == [.forward])
    }

    @Test("a loading, failed or finished end asks nothing: a failed one waits for retry")
    func busyEnds() {
        var trigger = LoadMoreTrigger(prefetchDistance: 5)
        for forward in [LoadState.loading, .failed(.repeatedKey(key: "3")), .reachedEnd] {
            let state = ListState(phase: .content, forward: forward, backward: .reachedEnd)
            #expect(trigger.directionsToLoad(atIndex: 29, count: 30, state: state) == [])
        }
        #expect(trigger.running.isEmpty)
    }

    @Test("a row near the start asks for the previous page when that end is idle")
    func backward() {
        var trigger = LoadMoreTrigger(prefetchDistance: 5)
        let state = ListState(phase: .content)
        #expect(trigger.directionsToLoad(atIndex: 2, count: 30, state: state) == [.backward])
        #expect(trigger.directionsToLoad(atIndex: 1, count: 30, state: state) == [])
        // A short list is near both ends at once.
        var short = LoadMoreTrigger(prefetchDistance: 5)
        #expect(short.directionsToLoad(atIndex: 0, count: 3, state: state) == [.forward, .backward])
    }

    @Test("rows not listed, and lists without rows, ask nothing")
    func outOfRange() {
        var trigger = LoadMoreTrigger(prefetchDistance: 5)
        #expect(trigger.directionsToLoad(forItem: 99, in: Self.snapshot, state: Self.content) == [])
        #expect(
            trigger.directionsToLoad(
                forRowAt: ListIndexPath(item: 20, section: 1), in: Self.snapshot, state: Self.content)
                == [])
        #expect(
            trigger.directionsToLoad(
                forRowAt: ListIndexPath(item: 0, section: 2), in: Self.snapshot, state: Self.content)
                == [])
        #expect(trigger.directionsToLoad(atIndex: 0, count: 1, state: ListState(phase: .firstLoad)) == [])
    }
}
