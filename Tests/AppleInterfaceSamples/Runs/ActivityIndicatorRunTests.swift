// The app's spinners run against the UIKit model: an activity indicator given as a loading view (the first load's
// background, the next page's footer) spins while it shows and stops once the page arrives (UIKit starts none itself).
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import Testing
    import UIKit

    @MainActor
    @Suite("Loading spinners against the UIKit model", .serialized)
    struct ActivityIndicatorRunTests {
        init() { UIKitModel.reset() }

        @Test("the first load's and the next page's spinners spin while they show and stop once the page arrives")
        func spinnersSpinWhileShown() async {
            let api = ModelAPI(count: 50)
            let screen = ModelTableScreen(nibName: nil, bundle: nil)
            let tableView = screen.tableView
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
            let firstLoad = UIActivityIndicatorView(style: .large)
            // The footer's spinner sits in a container, as a footer with a spinner and a label would.
            let nextPage = UIActivityIndicatorView(style: .medium)
            let footer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
            footer.addSubview(nextPage)
            let list = PagedList(resource: SampleUsers(), service: api.service)
            let adapter = TableViewListAdapter(
                tableView: tableView, list: list, backgroundViews: ListBackgroundViews(loading: firstLoad),
                footerViews: ListFooterViews(loading: footer)
            ) { tableView, indexPath, user in
                let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = user.name
                cell.contentConfiguration = content
                return cell
            }
            UIKitModel.show(screen, size: CGSize(width: 390, height: 440))

            let firstGate = AsyncGate()
            api.hold(until: firstGate)
            adapter.start()
            let loading = await UIKitModel.until { tableView.backgroundView === firstLoad }
            #expect(loading)
            #expect(firstLoad.isAnimating, "the first load's spinner spins")
            #expect(!firstLoad.isHidden)
            api.hold(until: nil)
            firstGate.open()
            _ = await UIKitModel.until { tableView.contentSize.height == 20 * 44 }
            #expect(!firstLoad.isAnimating, "the first load's spinner stops once the rows show")

            let nextGate = AsyncGate()
            api.hold(until: nextGate)
            UIKitModel.scroll(tableView, toY: 20 * 44 - 440)
            let footerShown = await UIKitModel.until { tableView.tableFooterView === footer }
            #expect(footerShown)
            #expect(nextPage.isAnimating, "the next page's spinner spins")
            #expect(!nextPage.isHidden)
            api.hold(until: nil)
            nextGate.open()
            _ = await UIKitModel.until { tableView.contentSize.height == 40 * 44 }
            #expect(!nextPage.isAnimating, "the next page's spinner stops once the page arrives")
            #expect(UIKitModel.exceptions.isEmpty)
        }
    }
#endif
