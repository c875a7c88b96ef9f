extension SectionedStore {
    /// Why a write was refused. A refused write changes nothing.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The section is not in the store.
        case sectionNotFound(SectionID)
        /// A section with this identifier is already in the store.
        case duplicateSection(SectionID)
        /// A write needed a section but none was named and the store has none.
        case noSections
        /// The section index is outside the store.
        case sectionIndexOutOfRange(Int)
        /// The index path is outside the store.
        case indexPathOutOfRange(ListIndexPath)

        /// A sentence that names what was missing or clashing.
        public var description: String {
            switch self {
            case .sectionNotFound(let section): "section \(section) is not in the store"
            case .duplicateSection(let section): "section \(section) is already in the store"
            case .noSections: "the store has no section to write items to"
            case .sectionIndexOutOfRange(let index): "section index \(index) is out of range"
            case .indexPathOutOfRange(let path): "index path \(path) is out of range"
            }
        }
    }
}
