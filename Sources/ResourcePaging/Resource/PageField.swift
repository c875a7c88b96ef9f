/// A value a paging strategy reads from a page's JSON body, such as a cursor or a `has_more` flag.
///
/// Fields are read in the same decoding pass as the items, so a strategy that needs them adds no second parse.
public struct PageField: Hashable, Sendable, CustomStringConvertible {
    /// Where the value sits.
    public enum Location: Hashable, Sendable {
        /// At a dot-separated path of object keys from the root, such as `"data.feed.page_info.end_cursor"`.
        case path([String])
        /// The member `field` of the first element of the array at `array` (a path of object keys).
        case firstElement(array: [String], field: String)
        /// The member `field` of the last element of the array at `array` (a path of object keys).
        case lastElement(array: [String], field: String)
    }

    /// Where the value sits.
    public let location: Location

    /// The value at a dot-separated path, such as `"meta.has_more"`.
    public static func value(at path: String) -> PageField {
        PageField(location: .path(Self.components(path)))
    }

    /// The member `field` of the first element of the array at `arrayPath`; an empty path is the root.
    public static func firstElement(of arrayPath: String, field: String) -> PageField {
        PageField(location: .firstElement(array: Self.components(arrayPath), field: field))
    }

    /// The member `field` of the last element of the array at `arrayPath`; an empty path is the root.
    public static func lastElement(of arrayPath: String, field: String) -> PageField {
        PageField(location: .lastElement(array: Self.components(arrayPath), field: field))
    }

    /// The field written as a path.
    public var description: String {
        switch location {
        case .path(let path): path.joined(separator: ".")
        case .firstElement(let array, let field): array.joined(separator: ".") + "[first]." + field
        case .lastElement(let array, let field): array.joined(separator: ".") + "[last]." + field
        }
    }

    static func components(_ path: String) -> [String] {
        path.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
    }
}
