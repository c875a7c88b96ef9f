import ResourcePaging
import ResourceStore

/// A list model a SwiftUI view reads: the ``ResourcePaging/PagedList`` it follows, with the latest snapshot and
/// state held where SwiftUI observes them. ``ResourcePaging/ObservablePagedList`` (`@Observable`, iOS 17 and
/// macOS 14) and `PagedListObject` (`ObservableObject`, iOS 15) conform; the SwiftUI helpers
/// (`rows(_:)`, `listOverlay(_:empty:failed:offline:)`, `searchable(_:prompt:)`) take either.
///
/// Read ``sections`` or ``items`` in a view's `body`, so that the view redraws when the list changes.
@MainActor
public protocol PagedListModel<Resource, SectionID>: AnyObject {
    /// The list's endpoint.
    associatedtype Resource: PaginatedResource
    where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable
    /// What the list's sections are keyed by (``ResourcePaging/SingleSection`` for a list of one section).
    associatedtype SectionID: Hashable & Sendable

    /// The list it follows; call its methods (`start()`, `refresh()`, `retry()`…) to drive it.
    var list: PagedList<Resource, SectionID> { get }
    /// The shown sections and ids.
    var snapshot: ListSnapshot<SectionID, Resource.Item.ID> { get }
    /// The list's state.
    var state: ListState { get }
    /// The row to keep in place (the list's ``ResourcePaging/PagedList/anchor``, when listed).
    var anchor: Resource.Item.ID? { get }
}

extension PagedListModel {
    /// The shown sections with their items, in display order, for `ForEach`.
    ///
    /// - Complexity: O(n) in the number of shown items.
    public var sections: [StoreSection<SectionID, Resource.Item>] {
        let snapshot = self.snapshot
        let list = self.list
        return snapshot.sectionIdentifiers.map { section in
            StoreSection(
                id: section, items: snapshot.itemIdentifiers(inSection: section).compactMap(list.item(withID:)))
        }
    }

    /// The shown sections with the list's placeholders drawn (``ResourcePaging/ListState/placeholders``): the
    /// leading placeholder rows before the first section's items, the trailing ones after the last section's. Without
    /// placeholders, the rows of ``sections``.
    ///
    /// - Complexity: O(n + p) for n shown items and p placeholders.
    public var sectionsWithPlaceholders: [StoreSection<SectionID, DrawnRow<Resource.Item>>] {
        let sections = self.sections
        let placeholders = state.placeholders
        let loaded = sections.reduce(0) { $0 + $1.items.count }
        return sections.enumerated().map { index, section in
            var rows = section.items.map(DrawnRow.item)
            if let placeholders {
                if index == 0 { rows = (0..<placeholders.leading).map { .placeholder(position: $0) } + rows }
                if index == sections.count - 1 {
                    let start = placeholders.leading + loaded
                    let (end, overflow) = start.addingReportingOverflow(placeholders.trailing)
                    rows += (start..<(overflow ? Int.max : end)).map { .placeholder(position: $0) }
                }
            }
            return StoreSection(id: section.id, items: rows)
        }
    }

    /// The shown items of every section, in display order, for `List` or `ForEach`.
    ///
    /// - Complexity: O(n) in the number of shown items.
    public var items: [Resource.Item] {
        let list = self.list
        return snapshot.itemIdentifiers.compactMap(list.item(withID:))
    }
}

#if canImport(Observation)
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension ObservablePagedList: PagedListModel {}
#endif
