// expect: main actor-isolated
// In the iOS 18.0 SDK a diffable data source's `apply(_:animatingDifferences:completion:)` and `snapshot()` are
// `@MainActor @preconcurrency` (the 17.5 SDK had them `nonisolated`): applying from a nonisolated function is an error.
#if canImport(UIKit)
    import UIKit

    nonisolated func applyOffMain(
        _ dataSource: UITableViewDiffableDataSource<Int, Int>,
        _ snapshot: NSDiffableDataSourceSnapshot<Int, Int>
    ) {
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
    }
#endif
