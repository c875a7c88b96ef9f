import Foundation

/// A saved list encodes as `{"version": 1, "savedAt": …, "anchor": …, "pages": […]}`, so a disk or database
/// source can keep it as JSON bytes and decode it again with the app's current model types.
///
/// Decoding checks what it reads and throws a `DecodingError` instead of handing back a list that could not
/// have been saved: another ``SavedPagedList/formatVersion``, or pages that do not follow one another
/// (each page's `nextKey` is the key of the page after it).
extension SavedPagedList: Codable where Item: Codable, Key: Codable, Item.ID: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, savedAt, anchor, pages
    }

    /// Decodes a list written by ``encode(to:)`` with the same ``SavedPagedList/formatVersion``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for another version or pages out of order; any
    ///   `DecodingError` of the items.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "saved list format \(version); this version reads \(Self.formatVersion)")
        }
        let pages = try container.decode([Page<Item, Key>].self, forKey: .pages)
        for index in pages.indices.dropFirst() where pages[index - 1].nextKey != pages[index].key {
            throw DecodingError.dataCorruptedError(
                forKey: .pages, in: container,
                debugDescription: "page \(index) does not follow page \(index - 1)")
        }
        self.init(
            pages: pages,
            anchor: try container.decodeIfPresent(Item.ID.self, forKey: .anchor),
            savedAt: Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .savedAt))
        )
    }

    /// Encodes the format version, the save date (seconds since 1970), the anchor and the pages.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encode(savedAt.timeIntervalSince1970, forKey: .savedAt)
        try container.encodeIfPresent(anchor, forKey: .anchor)
        try container.encode(pages, forKey: .pages)
    }
}

extension SavedPagedList {
    /// The version of the encoded form that this library writes and reads; a list saved in another is not read.
    public static var formatVersion: Int { 1 }
}
