// TableViewListAdapter run against the UIKit model: a screen in a window shows the rows the list has, scrolling
// loads more, and nothing UIKit would throw at happens.
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import Testing
    import UIKit

    /// A screen whose table fills its view (the view controller's root view is the table).
    @MainActor
    final class ModelTableScreen: UIViewController {
        let tableView = UITableView(frame: .zero, style: .plain)
        override func loadView() { view = tableView }
    }

    @MainActor
    @Suite("TableViewListAdapter against the UIKit model", .serialized)
    struct TableViewListAdapterRunTests {
        init() { UIKitModel.reset() }

        func makeAdapter(
            api: ModelAPI, showsPlaceholders: Bool = false,
            placeholder: TableViewListAdapter<SampleUsers, SingleSection>.PlaceholderCellProvider? = nil,
            cell: TableViewListAdapter<SampleUsers, SingleSection>.CellProvider? = nil
        ) -> (ModelTableScreen, TableViewListAdapter<SampleUsers, SingleSection>) {
            let screen = ModelTableScreen(nibName: nil, bundle: nil)
            let tableView = screen.tableView
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            let list = PagedList(resource: SampleUsers(), service: api.service)
            list.showsPlaceholders = showsPlaceholders
            let adapter = TableViewListAdapter(
                tableView: tableView, list: list, placeholderCellProvider: placeholder,
                cellProvider: cell ?? { tableView, indexPath, user in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
                    var content = cell.defaultContentConfiguration()
                    content.text = user.name
                    cell.contentConfiguration = content
                    return cell
                })
            UIKitModel.show(screen, size: CGSize(width: 390, height: 440))
            return (screen, adapter)
        }

        @Test("a started table in a window shows the first rows that fit its height, and nothing throws")
        func showsFirstRows() async {
            let api = ModelAPI(count: 50)
            let (screen, adapter) = makeAdapter(api: api)
            adapter.start()
            let shown = await UIKitModel.until { UIKitModel.visibleTexts(screen.tableView).count == 10 }
            #expect(shown)
            #expect(UIKitModel.visibleTexts(screen.tableView).first == "User 1")
            #expect(UIKitModel.visibleTexts(screen.tableView).last == "User 10")
            #expect(screen.tableView.contentSize == CGSize(width: 390, height: 20 * 44))
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test("scrolling to the end shows the rows there and loads the next page")
        func scrollingLoadsMore() async {
            let api = ModelAPI(count: 50)
            let (screen, adapter) = makeAdapter(api: api)
            adapter.start()
            _ = await UIKitModel.until { screen.tableView.contentSize.height == 20 * 44 }
            UIKitModel.scroll(screen.tableView, toY: 20 * 44 - 440)
            let loaded = await UIKitModel.until { screen.tableView.contentSize.height == 40 * 44 }
            #expect(loaded)
            #expect(UIKitModel.visibleTexts(screen.tableView).last == "User 20")
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test("a row whose value changes kind (a message becoming a photo) gets the other cell, and nothing throws")
        func rowChangingKindGetsItsOtherCell() async {
            let api = ModelAPI(count: 50)
            let (screen, adapter) = makeAdapter(
                api: api,
                cell: { tableView, indexPath, user in
                    let kind = user.name.hasPrefix("Photo") ? "photo" : "user"
                    let cell = tableView.dequeueReusableCell(withIdentifier: kind, for: indexPath)
                    var content = cell.defaultContentConfiguration()
                    content.text = user.name
                    cell.contentConfiguration = content
                    return cell
                })
            screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "photo")
            adapter.binding.cellKind = { $0.name.hasPrefix("Photo") ? "photo" : "user" }
            adapter.start()
            _ = await UIKitModel.until { UIKitModel.visibleTexts(screen.tableView).count == 10 }
            api.rename(2, to: "Photo of the sea")
            _ = await adapter.list.refresh()
            let changed = await UIKitModel.until {
                UIKitModel.visibleTexts(screen.tableView).dropFirst().first == "Photo of the sea"
            }
            #expect(changed, "rows on screen: \(UIKitModel.visibleTexts(screen.tableView))")
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test(
            "a short first page that arrives before the table has a size loads more once the table gets its size (#33 defect 7)"
        )
        func shortFirstPageFillsOnceSized() async {
            let api = ModelAPI(count: 50)
            let screen = ModelShortScreen(nibName: nil, bundle: nil)
            let list = PagedList(resource: ShortPageUsers(), service: api.service)
            screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            let adapter = TableViewListAdapter(tableView: screen.tableView, list: list) { tableView, indexPath, user in
                let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = user.name
                cell.contentConfiguration = content
                return cell
            }
            adapter.start()
            let applied = await UIKitModel.until { screen.tableView.numberOfRows(inSection: 0) == 5 }
            #expect(applied)
            UIKitModel.show(screen, size: phone)  // the screen appears: the table gets its size
            let filled = await UIKitModel.until { screen.tableView.contentSize.height >= 440 }
            #expect(filled, "requests: \(api.requested.map(\.query))")
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test("the footer takes the table's new width when the screen rotates")
        func footerFollowsTheWidth() async throws {
            let api = ModelAPI(count: 5)
            let screen = ModelShortScreen(nibName: nil, bundle: nil)
            let list = PagedList(resource: ShortPageUsers(), service: api.service)
            screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            let end = UILabel()
            end.text = "That’s everyone"
            let adapter = TableViewListAdapter(
                tableView: screen.tableView, list: list, footerViews: ListFooterViews(endReached: end)
            ) { tableView, indexPath, user in
                let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = user.name
                cell.contentConfiguration = content
                return cell
            }
            UIKitModel.show(screen, size: phone)
            adapter.start()
            let ended = await UIKitModel.until { screen.tableView.tableFooterView === end }
            #expect(ended)
            #expect(end.frame.width == 390)
            UIKitModel.resize(screen, to: CGSize(width: 800, height: 390))
            let refitted = await UIKitModel.until { end.frame.width == 800 }
            #expect(refitted, "footer frame: \(end.frame)")
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test(
            "a footer of wrapping text takes the height its text needs at the table's new width when the screen rotates (#33 defect 10)"
        )
        func footerFitsItsTextAtTheNewWidth() async throws {
            let api = ModelAPI(count: 5)
            let screen = ModelShortScreen(nibName: nil, bundle: nil)
            let list = PagedList(resource: ShortPageUsers(), service: api.service)
            screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            let end = UILabel()
            end.numberOfLines = 0
            end.text = "That’s everyone: all fifty people of the team are listed here."  // 62 characters, 620 points
            let adapter = TableViewListAdapter(
                tableView: screen.tableView, list: list, footerViews: ListFooterViews(endReached: end)
            ) { tableView, indexPath, user in
                let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = user.name
                cell.contentConfiguration = content
                return cell
            }
            UIKitModel.show(screen, size: phone)
            adapter.start()
            let ended = await UIKitModel.until { screen.tableView.tableFooterView === end }
            #expect(ended)
            #expect(end.frame.height == 2 * UIKitModel.lineHeight)  // two lines at 390 points
            UIKitModel.resize(screen, to: CGSize(width: 800, height: 390))
            let refitted = await UIKitModel.until { end.frame.height == UIKitModel.lineHeight }
            #expect(refitted, "footer frame: \(end.frame)")  // one line at 800 points
            #expect(screen.tableView.contentSize.height == 5 * UIKitModel.tableRowHeight + UIKitModel.lineHeight)
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test(
            "a screen whose scene comes back to the foreground while another scene kept the app there refetches (#33 defect 11)"
        )
        func foregroundFollowsTheScreensScene() async throws {
            let api = ModelAPI(count: 50)
            let (screen, adapter) = makeAdapter(api: api)
            adapter.binding.refetchPolicy = ForegroundRefetchPolicy(staleTime: 0)
            adapter.start()
            _ = await UIKitModel.until { UIKitModel.visibleTexts(screen.tableView).count == 10 }
            let scene = try #require(screen.tableView.window?.windowScene)
            // A second window keeps the app in the foreground.
            UIKitModel.show(ModelTableScreen(nibName: nil, bundle: nil), size: phone)
            UIKitModel.enterBackground(scene)
            let before = api.requested.count
            await UIKitModel.enterForeground(scene)
            let refetched = await UIKitModel.until { api.requested.count == before + 1 }
            #expect(refetched, "requests: \(api.requested.map(\.query))")
        }

        @Test(
            "a list opening at its saved row while its table is in no window lays nothing out, and UIKit warns of nothing"
        )
        func noLayoutOutsideAWindow() async {
            let api = ModelAPI(count: 50)
            let screen = ModelShortScreen(nibName: nil, bundle: nil)
            let list = PagedList(resource: SampleUsers(), service: api.service)
            list.setAnchor(5)  // a restored list opens at its saved row
            screen.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            let adapter = TableViewListAdapter(tableView: screen.tableView, list: list) { tableView, indexPath, user in
                let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = user.name
                cell.contentConfiguration = content
                return cell
            }
            adapter.start()
            let applied = await UIKitModel.until { screen.tableView.numberOfRows(inSection: 0) == 20 }
            #expect(applied)
            #expect(UIKitModel.warnings.isEmpty)
            UIKitModel.show(screen, size: phone)  // shown: the saved row opens at the top (#33 defect 7)
            let opened = await UIKitModel.until { UIKitModel.visibleTexts(screen.tableView).first == "User 5" }
            #expect(opened, "rows on screen: \(UIKitModel.visibleTexts(screen.tableView))")
            #expect(UIKitModel.exceptions.isEmpty)
        }
    }

    /// Pages of five users: one page does not fill a phone screen.
    struct ShortPageUsers: PaginatedResource {
        typealias Item = SampleUser
        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "users" }
        var collectionKeyPath: String? { "data" }
        var paging: OffsetPaging { OffsetPaging(limit: 5) }
    }

    /// A screen whose table is its view, sized only when shown.
    @MainActor
    final class ModelShortScreen: UIViewController {
        let tableView = UITableView(frame: .zero, style: .plain)
        override func loadView() { view = tableView }
    }
#endif
