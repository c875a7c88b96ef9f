// The SwiftUI helpers rendered again with another list, as SwiftUI renders a view whose identity stays: its `@State`
// storage is kept and the initial values of the new render are dropped (SwiftUIModel.render(as:_:)).
#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import SwiftUI
    import Testing
    import UIKit

    @MainActor
    @Suite("SwiftUI helpers rendered again with another list, against the SwiftUI model", .serialized)
    struct SwiftUIListSwitchRunTests {
        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        func startedList(_ api: ModelAPI) async -> ObservablePagedList<CountedUsers, SingleSection> {
            let list = PagedList(resource: CountedUsers(), service: api.service)
            await list.start()
            return ObservablePagedList(list)
        }

        @Test(
            "keepsPlace rendered again with another list follows that list: scrolling sets its anchor, not the first's (#33)"
        )
        func keepsPlaceFollowsTheNewList() async {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let first = await startedList(ModelAPI(count: 50))
            let second = await startedList(ModelAPI(count: 50))
            first.list.setAnchor(3)
            let shownFirst = SwiftUIModel.render(as: "users") { EmptyView().keepsPlace(in: first) }
            SwiftUIModel.scroll(shownFirst, toTopRow: 5)
            #expect(first.list.anchor == 5)
            let shownSecond = SwiftUIModel.render(as: "users") { EmptyView().keepsPlace(in: second) }
            SwiftUIModel.scroll(shownSecond, toTopRow: 12)
            #expect(second.list.anchor == 12, "the second list's anchor")
            #expect(first.list.anchor == 5, "the first list is no longer shown")
            #expect(SwiftUIModel.scrollPosition(in: shownSecond) == AnyHashable(12))
        }

        @Test("searchable rendered again with another list sends the field's search to that list (#33)")
        func searchableFollowsTheNewList() async {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            let first = await startedList(ModelAPI(count: 50))
            let second = await startedList(ModelAPI(count: 50))
            first.list.remoteSearchDelay = nil
            second.list.remoteSearchDelay = nil
            first.list.searchFields = { [$0.name] }
            second.list.searchFields = { [$0.name] }
            let shownFirst = SwiftUIModel.render(as: "search") { EmptyView().searchable(first) }
            await SwiftUIModel.runTasks(shownFirst, as: "search")
            SwiftUIModel.type("User 1", in: shownFirst)
            await SwiftUIModel.runTasks(
                SwiftUIModel.render(as: "search") { EmptyView().searchable(first) }, as: "search")
            #expect(await UIKitModel.until { first.list.state.searchText == "User 1" })
            let shownSecond = SwiftUIModel.render(as: "search") { EmptyView().searchable(second) }
            await SwiftUIModel.runTasks(shownSecond, as: "search")
            #expect(
                await UIKitModel.until { second.list.state.searchText == "User 1" },
                "the field still reads User 1: the list now shown is searched for it")
        }
    }
#endif
