// A configuration mistake in an adapter's set-up, run against the UIKit model: reported, never a trap (#33).
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import Testing
    import UIKit

    @MainActor
    @Suite("Adapter configuration mistakes against the UIKit model", .serialized)
    struct ConfigurationMistakeRunTests {
        init() { UIKitModel.reset() }

        @Test(
            "a view given as both the error background and the failed footer is the background only, and the adapter reports the mistake"
        )
        func viewSharedByBackgroundAndFooterIsReported() async {
            let api = ModelAPI(count: 50)
            let screen = ModelShortScreen(nibName: nil, bundle: nil)
            screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            let retry = UIButton(type: .system)
            retry.setTitle("Tap to retry", for: .normal)
            let end = UILabel()
            end.text = "That’s everyone"
            let adapter = TableViewListAdapter(
                tableView: screen.tableView, list: PagedList(resource: SampleUsers(), service: api.service),
                backgroundViews: ListBackgroundViews(failed: retry),
                footerViews: ListFooterViews(failed: retry, endReached: end)
            ) { tableView, indexPath, user in
                let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = user.name
                cell.contentConfiguration = content
                return cell
            }
            #expect(adapter.configurationError == .viewIsBothBackgroundAndFooter)
            // The footer keeps the views it does not share; the shared one is left to the background.
            #expect(adapter.footerViews.failed == nil)
            #expect(adapter.footerViews.endReached === end)
            #expect(adapter.backgroundViews.failed === retry)
            UIKitModel.show(screen, size: phone)
            adapter.start()
            let shown = await UIKitModel.until { UIKitModel.visibleTexts(screen.tableView).count == 10 }
            #expect(shown)
            #expect(UIKitModel.exceptions.isEmpty)
        }
    }
#endif
