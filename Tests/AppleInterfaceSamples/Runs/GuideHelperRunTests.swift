// The UIKit guide's smaller samples run against the UIKit model: the delegate forwarding row display and scroll
// ends, and the collection view footer label.
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import Testing
    import UIKit

    @MainActor
    @Suite("The UIKit guide's delegate and footer samples against the UIKit model", .serialized)
    struct GuideHelperRunTests {
        init() { UIKitModel.reset() }

        /// The README's people screen over `api`, shown.
        func peopleScreen(_ api: ModelAPI) -> (UIKitSnippets.PeopleViewController, UITableView) {
            let list = PagedList(resource: UIKitSnippets.People(), service: api.service)
            let screen = UIKitSnippets.PeopleViewController(list: list)
            UIKitModel.show(screen, size: phone)
            return (screen, screen.view as! UITableView)
        }

        @Test("the guide's scroll forwarding makes the top row the list's anchor when scrolling stops")
        func scrollForwardingSetsTheAnchor() async {
            let api = ModelAPI(count: 50)
            let (screen, tableView) = peopleScreen(api)
            _ = await UIKitModel.until { UIKitModel.visibleTexts(tableView).count == 10 }
            let forwarding = UIKitSnippets.ScrollForwarding()
            forwarding.adapter = screen.adapterForTests
            tableView.delegate = forwarding
            UIKitModel.scroll(tableView, toY: 5 * 44)
            #expect(screen.list.anchor == 6)
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test(
            "the guide's display forwarding loads the next page as the last rows appear, for a table that does not prefetch"
        )
        func displayForwardingLoadsMore() async {
            let api = ModelAPI(count: 50)
            let (screen, tableView) = peopleScreen(api)
            _ = await UIKitModel.until { UIKitModel.visibleTexts(tableView).count == 10 }
            let forwarding = UIKitSnippets.DelegateForwarding()
            forwarding.adapter = screen.adapterForTests
            tableView.delegate = forwarding
            tableView.prefetchDataSource = nil  // a table that does not prefetch
            UIKitModel.scroll(tableView, toY: 20 * 44 - 440)
            let loaded = await UIKitModel.until { tableView.numberOfRows(inSection: 0) == 40 }
            #expect(loaded, "requests: \(api.requested.map(\.query))")
        }

        @Test("the guide's collection footer label says everyone is there once the list reached its end")
        func collectionFooterLabel() async {
            let api = ModelAPI(count: 5)
            let collectionView = UICollectionView(
                frame: .zero,
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "person")
            let list = PagedList(resource: UIKitSnippets.People(), service: api.service)
            let adapter = CollectionViewListAdapter(collectionView: collectionView, list: list) {
                collectionView, indexPath, person in
                collectionView.dequeueReusableCell(withReuseIdentifier: "person", for: indexPath)
            }
            let label = UILabel()
            UIKitSnippets.collectionFooter(adapter, label: label)
            adapter.start()
            let ended = await UIKitModel.until { label.text == "That’s everyone" }
            #expect(ended, "footer label: \(label.text ?? "nil")")
        }
    }
#endif
