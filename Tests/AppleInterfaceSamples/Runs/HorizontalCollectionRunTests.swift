// CollectionViewListAdapter over a collection view that scrolls sideways (a flow layout scrolling horizontally), run
// against the UIKit model: filling the screen and opening at the saved item follow the layout's axis (#33 defect 7).
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import Testing
    import UIKit

    /// A screen whose collection view (a flow layout of 60-point-wide items, one to a column, scrolling
    /// horizontally) is its view, sized only when shown.
    @MainActor
    final class ModelHorizontalScreen: UIViewController {
        let collectionView: UICollectionView = {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 60, height: 400)
            return UICollectionView(frame: .zero, collectionViewLayout: layout)
        }()
        override func loadView() { view = collectionView }
    }

    @MainActor
    @Suite("CollectionViewListAdapter scrolling horizontally, against the UIKit model", .serialized)
    struct HorizontalCollectionRunTests {
        init() { UIKitModel.reset() }

        /// An adapter over `list` in a horizontal screen, its cells showing the users' names.
        func makeScreen<Resource: PaginatedResource>(list: PagedList<Resource, SingleSection>)
            -> (ModelHorizontalScreen, CollectionViewListAdapter<Resource, SingleSection>)
        where Resource.Item == SampleUser {
            let screen = ModelHorizontalScreen(nibName: nil, bundle: nil)
            let collectionView = screen.collectionView
            let userCell = UICollectionView.CellRegistration<UICollectionViewCell, SampleUser> { cell, _, user in
                var content = UIListContentConfiguration.cell()
                content.text = user.name
                cell.contentConfiguration = content
            }
            let adapter = CollectionViewListAdapter(collectionView: collectionView, list: list) {
                collectionView, indexPath, user in
                collectionView.dequeueConfiguredReusableCell(using: userCell, for: indexPath, item: user)
            }
            return (screen, adapter)
        }

        @Test(
            "a short first page that arrives before a horizontal collection has a size loads more once it gets its size (#33 defect 7)"
        )
        func shortFirstPageFillsSideways() async {
            let api = ModelAPI(count: 50)
            let (screen, adapter) = makeScreen(list: PagedList(resource: ShortPageUsers(), service: api.service))
            adapter.start()
            let applied = await UIKitModel.until { adapter.snapshot.numberOfItems == 5 }
            #expect(applied)
            // Five 60-point items with 10 points between them: 340 points, shorter than the 390-point-wide screen.
            UIKitModel.show(screen, size: phone)
            let filled = await UIKitModel.until { screen.collectionView.contentSize.width >= 390 }
            #expect(filled, "requests: \(api.requested.map(\.query)), content: \(screen.collectionView.contentSize)")
            #expect(api.requested.count == 2, "requests: \(api.requested.map(\.query))")
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test("a restored list in a horizontal collection opens at its saved item (#33 defect 7)")
        func restoredListOpensSideways() async {
            let api = ModelAPI(count: 50)
            let list = PagedList(resource: SampleUsers(), service: api.service)
            list.setAnchor(5)  // a restored list opens at its saved item
            let (screen, adapter) = makeScreen(list: list)
            UIKitModel.show(screen, size: phone)
            adapter.start()
            let opened = await UIKitModel.until { UIKitModel.visibleTexts(screen.collectionView).first == "User 5" }
            #expect(opened, "items on screen: \(UIKitModel.visibleTexts(screen.collectionView))")
            // User 5 is the fifth item: 4 × (60 + 10) points from the start.
            #expect(screen.collectionView.contentOffset == CGPoint(x: 280, y: 0))
            #expect(UIKitModel.exceptions.isEmpty)
        }
    }
#endif
