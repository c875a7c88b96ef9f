// expect: has no member 'scrollToRow'
// A real UIKit method that the interface does not declare: fenced code may only use what the interface transcribes.
#if canImport(UIKit)
    import UIKit

    @MainActor func reveal(_ indexPath: IndexPath, in tableView: UITableView) {
        tableView.scrollToRow(at: indexPath, at: .top, animated: true)
    }
#endif
