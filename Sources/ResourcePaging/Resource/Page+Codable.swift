/// A page encodes as `{"key": …, "items": […], "nextKey": …, "previousKey": …, "totalCount": …}`, the neighbour
/// keys and the total left out when `nil` (a page saved without a total decodes with none).
extension Page: Codable where Item: Codable, Key: Codable {
    private enum CodingKeys: String, CodingKey {
        case key, items, nextKey, previousKey, totalCount
    }

    /// Decodes a page written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            key: try container.decode(Key.self, forKey: .key),
            items: try container.decode([Item].self, forKey: .items),
            nextKey: try container.decodeIfPresent(Key.self, forKey: .nextKey),
            previousKey: try container.decodeIfPresent(Key.self, forKey: .previousKey),
            totalCount: try container.decodeIfPresent(Int.self, forKey: .totalCount)
        )
    }

    /// Encodes the page's key, items, neighbour keys and total.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(items, forKey: .items)
        try container.encodeIfPresent(nextKey, forKey: .nextKey)
        try container.encodeIfPresent(previousKey, forKey: .previousKey)
        try container.encodeIfPresent(totalCount, forKey: .totalCount)
    }
}
