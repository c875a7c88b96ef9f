import Foundation
import ResourceLoaderTestSupport
import ResourceLoaderUI
import Testing

@MainActor
@Suite("A released binding stops following its list")
struct ReleasedFollowerTests {
    @Test("a released binding's reading task ends at once, not at the list's next update")
    func releasedBindingEndsItsTask() async {
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(resource: OffsetRows(), service: NetworkResourceService.inMemory(api))
        await list.start()
        weak var released: PagedListViewBinding<OffsetRows, SingleSection>?
        let observation: Task<Void, Never>
        do {
            let binding = PagedListViewBinding(list: list)
            observation = binding.observe()
            // The task reads the list's first update (the list as it is) while the binding is alive, then waits.
            for _ in 0..<100 where binding.background == nil { await Task.yield() }
            #expect(binding.background == .content)
            released = binding
        }
        #expect(released == nil, "nothing the binding started holds it")
        // The list does not change from here on: only the binding's release can end its task.
        let ended = await finishesBeforeWatchdog(seconds: 5) { await observation.value }
        #expect(ended, "the reading task ends when the binding is released")
        #expect(list.snapshot.numberOfItems == 10)
    }
}
