// expect: extra argument 'to' in call
// `appendItems(_:toSection:)`, not `appendItems(_:to:)`.
#if canImport(UIKit)
    import UIKit

    func build() -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2], to: 0)
        return snapshot
    }
#endif
