// expect: 'dataSource' is inaccessible due to 'internal' protection level
// An adapter's data source is its own (#33): it applies every update, so an app cannot reach it to apply a snapshot
// of its own; it reads what the view shows from the adapter's read-only `snapshot`.
#if canImport(UIKit)
    import ResourceLoaderUI
    import UIKit

    @MainActor
    func applyBehindTheAdapter<Resource, SectionID>(_ adapter: TableViewListAdapter<Resource, SectionID>) {
        adapter.dataSource.apply(adapter.snapshot, animatingDifferences: false)
    }
#endif
