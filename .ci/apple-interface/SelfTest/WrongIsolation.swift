// expect: main actor-isolated
// UIKit views are main-actor isolated (NS_SWIFT_UI_ACTOR): touching one from a nonisolated function is an error.
#if canImport(UIKit)
    import UIKit

    nonisolated func reload(_ tableView: UITableView) {
        tableView.reloadData()
    }
#endif
