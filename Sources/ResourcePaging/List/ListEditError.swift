/// Why a ``PagedList`` refused an edit, before showing it or calling the server.
public enum ListEditError<ID: Hashable & Sendable>: Error, Equatable {
    /// An insert named an id that is listed already (ids stay unique: update that row instead).
    case duplicateID(ID)
    /// An update or removal named an id that is not listed.
    case notListed(ID)
    /// An insert came before any page was loaded (the first load failed or has not arrived): no page could hold the
    /// row, so it would show and then vanish. Insert once the list has loaded a page.
    case nothingLoaded(ID)
}

extension ListEditError: CustomStringConvertible {
    /// The refusal in words.
    public var description: String {
        switch self {
        case .duplicateID(let id): "the list already holds a row with id \(id)"
        case .notListed(let id): "the list holds no row with id \(id)"
        case .nothingLoaded(let id): "the list has loaded no page that could hold the row with id \(id)"
        }
    }
}
