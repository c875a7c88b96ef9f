import Foundation
import ResourcePaging

/// Forwards a search field's text to a ``ResourcePaging/PagedList``, once per new search: what the SwiftUI
/// `searchable(_:prompt:)` helper calls as its field appears and as its text changes.
///
/// It remembers the search it sent (trimmed as ``ResourcePaging/PagedList/search(_:)`` trims), so a field shown
/// again, or a space typed after a word, does not start the same search again; the list's own `state.searchText`
/// cannot say this, because it changes only with the list's next update.
@MainActor
final class SearchFieldLink<Resource: PaginatedResource, SectionID: Hashable & Sendable>
where Resource.Item: Identifiable & Equatable, Resource.Item.ID: Sendable {
    private let list: PagedList<Resource, SectionID>
    /// The search last sent, or the list's search when the field was created.
    private(set) var sent: String

    /// Links a field to `list`, starting from the search the list shows.
    init(_ list: PagedList<Resource, SectionID>) {
        self.list = list
        sent = list.state.searchText ?? ""
    }

    /// The text the field starts with: the list's current search.
    var initialText: String { sent }

    /// Searches for `text` unless it is the search sent last; returns the search's task, or `nil` when nothing
    /// was sent.
    @discardableResult
    func textChanged(_ text: String) -> Task<Void, Never>? {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard query != sent else { return nil }
        sent = query
        return list.search(query)
    }
}
