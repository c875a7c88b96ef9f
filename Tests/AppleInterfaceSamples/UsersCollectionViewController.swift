// The same list in a collection view through `CollectionViewListAdapter`; the footer is the app's own (a
// collection view's footer belongs to its layout), driven by the binding's footer changes.
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderUI
    import UIKit

    @MainActor
    final class UsersCollectionViewController: UIViewController {
        // A list layout: the abstract `UICollectionViewLayout()` lays out nothing, so the list would show no row.
        private let collectionView = UICollectionView(
            frame: .zero,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        private let list: PagedList<SampleUsers, SingleSection>
        private var adapter: CollectionViewListAdapter<SampleUsers, SingleSection>?
        private let footerLabel = UILabel()

        init(service: any ResourceService) {
            list = PagedList(resource: SampleUsers(), service: service)
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            // The screen's view: the window gives it its size (a subview made with .zero would stay empty).
            view = collectionView
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            // A cell registration, made once here (UIKit refuses one made in the cell provider).
            let userCell = UICollectionView.CellRegistration<UICollectionViewCell, SampleUser> { cell, _, user in
                var content = UIListContentConfiguration.cell()
                content.text = user.name
                cell.contentConfiguration = content
            }
            let adapter = CollectionViewListAdapter(collectionView: collectionView, list: list) {
                collectionView, indexPath, user in
                collectionView.dequeueConfiguredReusableCell(using: userCell, for: indexPath, item: user)
            }
            adapter.binding.onFooterChange = { [footerLabel] footer in
                switch footer {
                case .none: footerLabel.text = nil
                case .loading: footerLabel.text = "Loading…"
                case .failed: footerLabel.text = "Couldn’t load more"
                case .endReached: footerLabel.text = "That’s everyone"
                }
            }
            navigationItem.searchController = adapter.makeSearchController()
            adapter.start()
            self.adapter = adapter
        }
    }
#endif
