// expect: cannot convert value of type 'ListSnapshot
// Fenced code is compiled with the library's own modules: a ResourceStore snapshot is not a UIKit snapshot.
#if canImport(UIKit)
    import ResourceStore
    import UIKit

    @MainActor func show(_ snapshot: ListSnapshot<Int, Int>, in dataSource: UITableViewDiffableDataSource<Int, Int>) {
        dataSource.apply(snapshot)
    }
#endif
