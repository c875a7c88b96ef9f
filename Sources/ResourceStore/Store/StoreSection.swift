/// One section of a ``SectionedStore``: an identifier, an optional title and the items, in display order.
public struct StoreSection<SectionID: Hashable & Sendable, Item: Identifiable & Sendable>: Sendable
where Item.ID: Sendable {
    /// The section identifier.
    public let id: SectionID
    /// An optional title, for a section header.
    public internal(set) var title: String?
    /// The items, in display order.
    public internal(set) var items: [Item]

    /// Creates a section.
    public init(id: SectionID, title: String? = nil, items: [Item] = []) {
        self.id = id
        self.title = title
        self.items = items
    }
}
