// The SwiftUI guide's screens against the SwiftUI model: what happens as a screen appears, and appears again.
#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import SwiftUI
    import Testing
    import UIKit

    @MainActor
    @Suite("The SwiftUI guide's screens against the SwiftUI model", .serialized)
    struct SwiftUIGuideRunTests {
        @Test("the guide's users screen appearing again (back to its tab) does not start the list again (#33 defect 3)")
        func appearingAgainDoesNotRestart() async {
            let api = ModelAPI(count: 50)
            let list = PagedList(resource: SwiftUISnippets.Users(), service: api.service)
            let view = SwiftUISnippets.UsersView(users: ObservablePagedList(list))
            await list.start()  // the app started the list once, where it made it, as the guide says
            await SwiftUIModel.appear(view)
            await SwiftUIModel.appear(view)  // the user comes back to the tab
            #expect(api.requested.count == 1, "requests: \(api.requested.map(\.query))")
        }
    }
#endif
