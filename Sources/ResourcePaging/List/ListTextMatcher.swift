import Foundation

/// Whether an item's text fields contain a search string, ignoring case and diacritics (like `CONTAINS[cd]`).
struct ListTextMatcher<Item>: Sendable {
    /// The text the user typed, trimmed.
    let query: String
    /// The fields the app searches.
    let fields: @Sendable (Item) -> [String]

    /// A matcher, or `nil` for an empty query.
    init?(query: String?, fields: @escaping @Sendable (Item) -> [String]) {
        guard let trimmed = query?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        self.query = trimmed
        self.fields = fields
    }

    /// Whether one of `item`'s fields contains the query.
    func matches(_ item: Item) -> Bool {
        fields(item).contains { field in
            field.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
}
