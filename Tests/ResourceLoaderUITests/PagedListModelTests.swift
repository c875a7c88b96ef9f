import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@testable import ResourceLoaderUI

#if canImport(Observation)
    import Observation
#endif

@Suite("The rows a SwiftUI list shows")
@MainActor
struct PagedListModelTests {
    #if canImport(Observation)
        @Test("sections hold the shown items in display order, grouped as the list groups them")
        func sectionsFollowTheSnapshot() async {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let api = InMemoryListAPI(count: 6)
            let list = PagedList(resource: OffsetRows(), service: NetworkResourceService.inMemory(api)) { row in
                row.id % 3 == 0
            }
            let model = ObservablePagedList(list)
            let updates = list.updates()
            await list.start()
            for await update in updates where update.snapshot.numberOfItems == 6 { break }
            await waitUntil(model, shows: 6)

            #expect(model.sections.map(\.id) == [false, true])
            #expect(model.sections.map { $0.items.map(\.id) } == [[1, 2, 4, 5], [3, 6]])
            #expect(model.items.map(\.id) == [1, 2, 4, 5, 3, 6])
            #expect(model.items == model.snapshot.itemIdentifiers.compactMap(list.item(withID:)))
        }

        @Test("a model with nothing loaded has no sections and no items")
        func emptyBeforeStart() {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let list = PagedList(
                resource: OffsetRows(), service: NetworkResourceService.inMemory(InMemoryListAPI(count: 3)))
            let model = ObservablePagedList(list)
            #expect(model.sections.isEmpty)
            #expect(model.items.isEmpty)
        }

        /// Waits for the model to follow the list's update (it applies updates from its own task).
        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        private func waitUntil(_ model: ObservablePagedList<OffsetRows, Bool>, shows count: Int) async {
            while model.snapshot.numberOfItems != count {
                await withCheckedContinuation { continuation in
                    withObservationTracking {
                        _ = model.snapshot
                    } onChange: {
                        continuation.resume()
                    }
                }
            }
        }
    #endif
}
