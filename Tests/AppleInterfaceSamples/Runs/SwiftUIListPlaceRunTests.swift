// A SwiftUI `List` keeping the reader's place, against the SwiftUI model: rows come on screen through their
// `onAppear` (SwiftUIModel.rowsAppear), the list changes, and the update shown scrolls (SwiftUIModel.update).
#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import SwiftUI
    import Testing
    import UIKit

    @MainActor
    @Suite("A SwiftUI List keeping the reader's place, against the SwiftUI model", .serialized)
    struct SwiftUIListPlaceRunTests {
        @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
        func rows(_ users: ObservablePagedList<CountedUsers, SingleSection>) -> some View {
            List { users.rows { user in Text(user.name) } }
        }

        @Test("a refresh inserting a row above the reader's top row scrolls that row back to the top (#33 defect 8)")
        func refreshAtTheHeadKeepsTheTopRow() async {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            SwiftUIModel.scrolls = []
            let api = ModelAPI(count: 50) { rows, total in ["data": rows, "total": total] }
            let list = PagedList(resource: CountedUsers(), service: api.service)
            await list.start()
            let users = ObservablePagedList(list)
            let before = rows(users)
            SwiftUIModel.update(SwiftUIModel.render(as: "users") { before.keepsListPlace(in: users) }, as: "users")
            SwiftUIModel.rowsAppear(in: before) { (5...12).map(AnyHashable.init).contains($0) }
            #expect(SwiftUIModel.scrolls.isEmpty, "a list opening at its top scrolls nowhere")
            api.insertFirst(0, name: "User 0")
            await list.refresh()
            // The model follows the list's updates in a task of its own: wait for it to show the refresh.
            #expect(await UIKitModel.until { users.items.first?.id == 0 })
            let after = rows(users)
            SwiftUIModel.update(SwiftUIModel.render(as: "users") { after.keepsListPlace(in: users) }, as: "users")
            #expect(SwiftUIModel.scrolls == [AnyHashable(5)], "User 5, the reader's top row, back at the top")
            SwiftUIModel.update(SwiftUIModel.render(as: "users") { after.keepsListPlace(in: users) }, as: "users")
            #expect(SwiftUIModel.scrolls == [AnyHashable(5)], "the same rows shown again scroll nowhere")
        }

        @Test("the next page arriving below the screen scrolls nowhere")
        func nextPageScrollsNowhere() async {
            guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
            SwiftUIModel.scrolls = []
            let api = ModelAPI(count: 50) { rows, total in ["data": rows, "total": total] }
            let list = PagedList(resource: CountedUsers(), service: api.service)
            await list.start()
            let users = ObservablePagedList(list)
            let before = rows(users)
            SwiftUIModel.update(SwiftUIModel.render(as: "next") { before.keepsListPlace(in: users) }, as: "next")
            SwiftUIModel.rowsAppear(in: before) { (3...10).map(AnyHashable.init).contains($0) }
            await list.loadNextPage()
            // The model follows the list's updates in a task of its own: wait for it to show the page.
            #expect(await UIKitModel.until { users.items.count == 40 })
            let after = rows(users)
            SwiftUIModel.update(SwiftUIModel.render(as: "next") { after.keepsListPlace(in: users) }, as: "next")
            #expect(SwiftUIModel.scrolls.isEmpty)
        }
    }
#endif
