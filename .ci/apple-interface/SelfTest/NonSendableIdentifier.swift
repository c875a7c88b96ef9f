// expect: 'Sendable'
// Diffable identifiers must be `Hashable & Sendable` in the iOS 17.5 SDK; a non-Sendable class is refused.
#if canImport(UIKit)
    import UIKit

    final class Row: Hashable {
        static func == (lhs: Row, rhs: Row) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    @MainActor func makeDataSource(_ tableView: UITableView) -> UITableViewDiffableDataSource<Int, Row> {
        UITableViewDiffableDataSource<Int, Row>(tableView: tableView) { _, _, _ in nil }
    }
#endif
