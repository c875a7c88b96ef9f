// CollectionViewListAdapter run against the UIKit model (a self-sizing list layout): rows show, placeholders keep a
// height, and nothing UIKit would throw at happens.
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import Testing
    import UIKit

    /// The users endpoint with a stated total, so the list can show placeholders for the rows not loaded yet.
    struct CountedUsers: PaginatedResource {
        typealias Item = SampleUser
        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "users" }
        var collectionKeyPath: String? { "data" }
        var paging: OffsetPaging { OffsetPaging(limit: 20, totalField: .value(at: "total")) }
    }

    /// A screen whose collection view (a list layout) fills its view, forwarding item display to the adapter as the
    /// guide says for layouts that do not prefetch.
    @MainActor
    final class ModelCollectionScreen: UIViewController, UICollectionViewDelegate {
        let collectionView = UICollectionView(
            frame: .zero,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        var adapter: CollectionViewListAdapter<CountedUsers, SingleSection>?

        override func loadView() { view = collectionView }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            adapter?.willDisplayItem(at: indexPath)
        }
    }

    @MainActor
    @Suite("CollectionViewListAdapter against the UIKit model", .serialized)
    struct CollectionViewListAdapterRunTests {
        init() { UIKitModel.reset() }

        func makeScreen(api: ModelAPI) -> ModelCollectionScreen {
            let screen = ModelCollectionScreen(nibName: nil, bundle: nil)
            let collectionView = screen.collectionView
            collectionView.delegate = screen
            let list = PagedList(resource: CountedUsers(), service: api.service)
            list.showsPlaceholders = true
            let userCell = UICollectionView.CellRegistration<UICollectionViewCell, SampleUser> { cell, _, user in
                var content = UIListContentConfiguration.cell()
                content.text = user.name
                cell.contentConfiguration = content
            }
            screen.adapter = CollectionViewListAdapter(collectionView: collectionView, list: list) {
                collectionView, indexPath, user in
                collectionView.dequeueConfiguredReusableCell(using: userCell, for: indexPath, item: user)
            }
            UIKitModel.show(screen, size: phone)
            return screen
        }

        @Test(
            "scrolling onto the default placeholders shows a screen of them and loads only the next page (#33 defect 6)"
        )
        func defaultPlaceholdersKeepAHeight() async throws {
            let api = ModelAPI(count: 200) { rows, total in ["data": rows, "total": total] }
            let screen = makeScreen(api: api)
            let collectionView = screen.collectionView
            screen.adapter?.start()
            let shown = await UIKitModel.until { UIKitModel.visibleTexts(collectionView).first == "User 1" }
            #expect(shown)
            UIKitModel.scroll(collectionView, toY: 15 * 44)
            let nextPage = await UIKitModel.until { api.requested.count >= 2 }
            #expect(nextPage)
            // A screen holds ten 44-point rows: five users and five placeholders, not every placeholder at once.
            #expect(UIKitModel.visibleTexts(collectionView).count <= 11)
            #expect(api.requested.count == 2, "requests: \(api.requested.map(\.query))")
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test("a cell registration made inside the cell provider raises, as UIKit does; one made outside does not")
        func registrationInsideTheCellProviderRaises() async {
            let api = ModelAPI(count: 50)
            let screen = ModelCollectionScreen(nibName: nil, bundle: nil)
            let list = PagedList(resource: CountedUsers(), service: api.service)
            screen.adapter = CollectionViewListAdapter(collectionView: screen.collectionView, list: list) {
                collectionView, indexPath, user in
                let misplaced = UICollectionView.CellRegistration<UICollectionViewCell, SampleUser> { cell, _, user in
                    var content = UIListContentConfiguration.cell()
                    content.text = user.name
                    cell.contentConfiguration = content
                }
                return collectionView.dequeueConfiguredReusableCell(using: misplaced, for: indexPath, item: user)
            }
            UIKitModel.show(screen, size: phone)
            screen.adapter?.start()
            let shown = await UIKitModel.until { UIKitModel.visibleTexts(screen.collectionView).first == "User 1" }
            #expect(shown)
            #expect(UIKitModel.exceptions.first?.contains("cell registration inside a cell provider") == true)
        }
    }
#endif
