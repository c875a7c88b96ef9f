#if canImport(Observation)
    import Foundation
    import ResourceLoader
    import ResourceLoaderTestSupport
    import ResourceStore
    import Testing

    @testable import ResourcePaging

    @MainActor
    @Suite("A released ObservablePagedList stops following its list")
    struct ReleasedObservableListTests {
        @Test("a released ObservablePagedList's reading stream ends at once, not at the list's next update")
        func releasedModelEndsItsStream() async {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            await releaseModel()
        }

        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        private func releaseModel() async {
            let api = InMemoryListAPI(count: 30)
            let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
            await list.start()
            weak var released: ObservablePagedList<Rows.Offset, SingleSection>?
            do {
                let model = ObservablePagedList(list)
                #expect(list.lifetime.hasStreams)
                // The task reads the list's first update (the list as it is) while the model is alive, then waits.
                for _ in 0..<100 { await Task.yield() }
                released = model
            }
            #expect(released == nil, "nothing the model started holds it")
            // The list does not change from here on: only the model's release can end its stream. The stream's end
            // reaches the list in a main-actor task; let the tasks queued meanwhile run.
            for _ in 0..<100 where list.lifetime.hasStreams { await Task.yield() }
            #expect(!list.lifetime.hasStreams, "the list no longer holds the released model's stream")
        }
    }
#endif
