// The SwiftUI list overlay, read from the view values the SwiftUI model builds: what shows over a list with no rows.
#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import SwiftUI
    import Testing
    import UIKit

    @MainActor
    @Suite("SwiftUI list overlay against the SwiftUI model", .serialized)
    struct ListOverlayRunTests {
        func overlay(_ model: ObservablePagedList<CountedUsers, SingleSection>) -> [String] {
            SwiftUIModel.shown(
                in: EmptyView().listOverlay(
                    model, empty: Text("No users"), failed: { _, _ in Text("Failed") },
                    offline: { _ in Text("Offline") }))
        }

        @Test(
            "while a server search loads and no loaded row matches, the overlay shows the spinner, as UIKit does (#33 defect 4)"
        )
        func serverSearchShowsTheSpinner() async {
            let api = ModelAPI(count: 20) { rows, total in ["data": rows, "total": total] }
            let list = PagedList(resource: CountedUsers(), service: api.service)
            list.searchFields = { [$0.name] }
            list.remoteSearchDelay = 0
            let model = ObservablePagedList(list)
            await list.start()
            let gate = AsyncGate()
            api.hold(until: gate)
            let search = list.search("zzz")
            let searching = await UIKitModel.until { model.state.refresh.isLoading && model.state.phase == .empty }
            #expect(searching)
            #expect(ListBackground(model.state) == .loading)
            #expect(overlay(model) == ["ProgressView"])
            gate.open()
            await search.value
            #expect(overlay(model) == ["No users"])
        }
    }
#endif
