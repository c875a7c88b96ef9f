/// Why a ``PagedList`` refused an edit, before showing it or calling the server.
public enum ListEditError<ID: Hashable & Sendable>: Error, Equatable {
    /// An insert named an id that is listed already (ids stay unique: update that row instead).
    case duplicateID(ID)
    /// An update or removal named an id that is not listed.
    case notListed(ID)
}

extension ListEditError: CustomStringConvertible {
    /// The refusal in words.
    public var description: String {
        switch self {
        case .duplicateID(let id): "the list already holds a row with id \(id)"
        case .notListed(let id): "the list holds no row with id \(id)"
        }
    }
}
