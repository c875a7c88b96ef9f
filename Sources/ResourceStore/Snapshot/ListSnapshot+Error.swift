extension ListSnapshot {
    /// Why a snapshot mutation was refused. The snapshot is left unchanged whenever one is thrown.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The item is already in the snapshot (or appears twice in the identifiers given).
        case duplicateItem(ItemID)
        /// The section is already in the snapshot (or appears twice in the identifiers given).
        case duplicateSection(SectionID)
        /// The item is not in the snapshot.
        case itemNotFound(ItemID)
        /// The section is not in the snapshot.
        case sectionNotFound(SectionID)
        /// Items were appended without naming a section, and the snapshot has no section.
        case noSections
        /// An item was moved before or after itself.
        case itemMovedRelativeToItself(ItemID)
        /// A section was moved before or after itself.
        case sectionMovedRelativeToItself(SectionID)

        /// A sentence that names the identifier involved.
        public var description: String {
            switch self {
            case .duplicateItem(let item): "item \(item) is already in the snapshot"
            case .duplicateSection(let section): "section \(section) is already in the snapshot"
            case .itemNotFound(let item): "item \(item) is not in the snapshot"
            case .sectionNotFound(let section): "section \(section) is not in the snapshot"
            case .noSections: "the snapshot has no section to append items to"
            case .itemMovedRelativeToItself(let item): "item \(item) cannot be moved relative to itself"
            case .sectionMovedRelativeToItself(let section): "section \(section) cannot be moved relative to itself"
            }
        }
    }
}
