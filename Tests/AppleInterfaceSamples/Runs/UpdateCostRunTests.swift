// The adapters' own work per update, counted against the UIKit model: it follows the change, not the list (#33).
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import Testing
    import UIKit

    /// One page of up to 10,000 users.
    struct TenThousandUsers: PaginatedResource {
        typealias Item = SampleUser
        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "users" }
        var collectionKeyPath: String? { "data" }
        var paging: OffsetPaging { OffsetPaging(limit: 10_000) }
    }

    @MainActor
    @Suite("The adapters' cost per update against the UIKit model", .serialized)
    struct UpdateCostRunTests {
        init() { UIKitModel.reset() }

        @Test("a renamed row in a list of 10,000 hands the data source's snapshot one identifier, not 10,000")
        func oneChangedRowCostsOne() async {
            let api = ModelAPI(count: 10_000)
            let screen = ModelTableScreen(nibName: nil, bundle: nil)
            screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            let adapter = TableViewListAdapter(
                tableView: screen.tableView, list: PagedList(resource: TenThousandUsers(), service: api.service)
            ) { tableView, indexPath, user in
                let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = user.name
                cell.contentConfiguration = content
                return cell
            }
            UIKitModel.show(screen, size: phone)
            adapter.start()
            let shown = await UIKitModel.until { screen.tableView.numberOfRows(inSection: 0) == 10_000 }
            #expect(shown)
            api.rename(3, to: "Renamed")
            let before = UIKitModel.identifiersHanded
            await adapter.binding.refresh()
            let renamed = await UIKitModel.until {
                UIKitModel.visibleTexts(screen.tableView).dropFirst(2).first == "Renamed"
            }
            #expect(renamed, "rows on screen: \(UIKitModel.visibleTexts(screen.tableView))")
            #expect(
                UIKitModel.identifiersHanded - before == 1,
                "identifiers handed: \(UIKitModel.identifiersHanded - before)")
            #expect(UIKitModel.exceptions.isEmpty)
        }
    }
#endif
