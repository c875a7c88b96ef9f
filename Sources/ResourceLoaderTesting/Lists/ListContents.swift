import ResourcePaging
import ResourceStore

/// What a ``ResourcePaging/PagedList`` shows at one moment, as plain arrays a test compares: the sections, the
/// items of each, and the list's state.
///
/// ```swift
/// let contents = await list.settled()
/// #expect(contents.items.map(\.name) == ["Ada", "Grace"])
/// #expect(contents.state.forward == .reachedEnd)
/// ```
public struct ListContents<SectionID: Hashable & Sendable, Item: Identifiable> where Item.ID: Sendable {
    /// The sections and ids, in display order.
    public let snapshot: ListSnapshot<SectionID, Item.ID>
    /// The list's state.
    public let state: ListState
    /// The items of each section, in display order, in the order of ``sectionIdentifiers``.
    public let itemsBySection: [[Item]]

    /// Reads what `list` shows now.
    @MainActor
    public init<Resource>(of list: PagedList<Resource, SectionID>) where Resource.Item == Item {
        snapshot = list.snapshot
        state = list.state
        itemsBySection = list.snapshot.sectionIdentifiers.map { section in
            list.snapshot.itemIdentifiers(inSection: section).compactMap { list.item(withID: $0) }
        }
    }

    /// The sections, in display order.
    public var sectionIdentifiers: [SectionID] { snapshot.sectionIdentifiers }

    /// Every item, section after section.
    public var items: [Item] { itemsBySection.flatMap { $0 } }

    /// The items of `section`, in display order; empty when the section is not shown.
    public func items(inSection section: SectionID) -> [Item] {
        snapshot.sectionIdentifiers.firstIndex(of: section).map { itemsBySection[$0] } ?? []
    }
}

extension ListContents: Sendable where Item: Sendable {}
