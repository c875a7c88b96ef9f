// The app's retry controls run against the UIKit model: an adapter's retry action leaves the app's control with it.
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import Testing
    import UIKit

    @MainActor
    @Suite("The app's retry controls against the UIKit model", .serialized)
    struct RetryControlRunTests {
        init() { UIKitModel.reset() }

        @Test(
            "a released adapter takes its retry action off the app's button (the app may give it to its next adapter)")
        func releasedAdapterRemovesItsRetryAction() async {
            let api = ModelAPI(count: 50)
            let retry = UIButton(type: .system)
            weak var released: TableViewListAdapter<SampleUsers, SingleSection>?
            do {
                let screen = ModelTableScreen(nibName: nil, bundle: nil)
                let list = PagedList(resource: SampleUsers(), service: api.service)
                let adapter = TableViewListAdapter(
                    tableView: screen.tableView, list: list, backgroundViews: ListBackgroundViews(failed: retry)
                ) { _, _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
                #expect(UIKitModel.actionCount(retry) == 1)
                released = adapter
            }
            #expect(released == nil, "nothing holds the released adapter")
            let removed = await UIKitModel.until { UIKitModel.actionCount(retry) == 0 }
            #expect(removed, "actions left on the button: \(UIKitModel.actionCount(retry))")
        }
    }
#endif
