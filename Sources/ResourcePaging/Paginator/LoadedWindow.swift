import ResourceStore

/// The pages a ``Paginator`` holds in one generation: one contiguous run of pages, in order, each item id once.
///
/// Everything that must change together lives here and nowhere else: the pages' keys and positions, the items,
/// the listed ids (and, under ``ResourceStore/DuplicatePolicy/replaceInPlace`` and
/// ``ResourceStore/DuplicatePolicy/keepLast``, where each one is), and where every key
/// loaded in the generation sits. The invariants are checked in one place, ``invariantViolations()``.
///
/// Positions count pages from the first page loaded in the generation (0): the page after position `p` is `p + 1`
/// and the page before it `p - 1`, so the listed pages always hold consecutive positions.
struct LoadedWindow<Item: Identifiable & Sendable, Key: Hashable & Sendable> where Item.ID: Sendable {
    /// One listed page: where it sits and the keys of its neighbours.
    struct PageRecord: Equatable {
        /// The page's place in the generation (see the type's description).
        var position: Int
        /// The key the page was loaded with.
        var key: Key
        /// The key of the page after it, `nil` at the end (or where following it would loop).
        var nextKey: Key?
        /// The key of the page before it, `nil` at the start (or where following it would loop).
        var previousKey: Key?
        /// The list's total as the page stated it, if it did.
        var totalCount: Int?
        /// Whether the page may be kept beyond the screen (``Page/isStorable``).
        var isStorable = true
        /// Whether the page's rows were read from the server in this generation (loaded, or revalidated by
        /// `Paginator.revalidatePage(withKey:)`), rather than listed again from a saved list or kept by a
        /// refresh's splice.
        var isRead = true
        /// How many of the first rows of a page not read this generation were: a refresh's last fresh page that
        /// the kept rows joined (keys that name positions, when the kept pages could not be named by position), read
        /// up to its fresh rows, or a read page that kept pages joined (``joinPages(from:)``). `0` otherwise.
        var readRows = 0
    }

    /// The listed pages, ordered by position.
    var pages = PageRecords()
    /// The listed items, page by page.
    var items = PagedItems<Item>()
    /// Every listed id and, when ``tracksLocations``, where it lives.
    var idIndex: IDIndex<Item.ID>
    /// How many edits (``replace(_:)``, ``remove(id:)``, ``insert(_:at:)``) the window took: a page revalidation
    /// whose request was sent before an edit may predate it, and is dropped.
    var edits = 0
    /// The position of every key loaded in this generation, listed or trimmed by the page cap.
    var positions: [Key: Int] = [:]
    /// The list's total as the page that arrived last stated it (a page stating none leaves it), if any.
    var statedTotal: Int?
    /// How many items of the list come before the first listed one, counted from the generation's first page
    /// when that page was the list's first (it had no previous key); `nil` when the generation started
    /// elsewhere. Trimming a page at the start adds its items; a page loaded before the first takes them off.
    var itemsBefore: Int?
    /// What happens to an item whose id is already listed.
    let duplicatePolicy: DuplicatePolicy
    /// Whether the id index keeps each id's location (``IDIndex/locations``):
    /// ``ResourceStore/DuplicatePolicy/replaceInPlace`` and ``ResourceStore/DuplicatePolicy/keepLast`` go back to an
    /// earlier item.
    var tracksLocations: Bool { idIndex.tracksLocations }

    /// An empty window for the given duplicate policy.
    init(duplicatePolicy: DuplicatePolicy) {
        self.duplicatePolicy = duplicatePolicy
        idIndex = IDIndex(tracksLocations: duplicatePolicy != .keepFirst)
    }

    // MARK: - Reading

    /// Whether no page is listed.
    var isEmpty: Bool { pages.isEmpty }

    /// Whether an item with `id` is listed.
    func contains(id: Item.ID) -> Bool { idIndex.contains(id) }

    /// The position of the page at `edge`, or `nil` when nothing is listed.
    func position(at edge: WindowEdge) -> Int? {
        // Indexing reads one field; `first` and `last` would copy a whole record (keys included) to get it.
        pages.isEmpty ? nil : edge == .end ? pages[pages.count - 1].position : pages[0].position
    }

    /// Whether a page follows the last one (`false` when nothing is listed). Kept as a flag, so that reading it
    /// costs a paginator publishing its state no generic work.
    var hasMoreAtEnd = false
    /// Whether a page precedes the first one (`false` when nothing is listed).
    var hasMoreAtStart = false

    /// Sets ``hasMoreAtEnd`` and ``hasMoreAtStart`` from the edge pages.
    mutating func updateEdgeFlags() {
        hasMoreAtEnd = !pages.isEmpty && pages[pages.count - 1].nextKey != nil
        hasMoreAtStart = !pages.isEmpty && pages[0].previousKey != nil
    }

    /// The key of the page beyond `edge`: `nil` when the list ends there or nothing is listed.
    func key(beyond edge: WindowEdge) -> Key? {
        pages.isEmpty ? nil : edge == .end ? pages[pages.count - 1].nextKey : pages[0].previousKey
    }

    /// Empties the window and forgets the generation's keys.
    mutating func removeAll() {
        pages.removeAll()
        items.removeAll()
        idIndex.removeAll()
        positions.removeAll()
        statedTotal = nil
        itemsBefore = nil
        updateEdgeFlags()
    }

    /// Where the listed item with `id` is: its page's index in ``pages`` and its offset there.
    ///
    /// - Complexity: O(1) when locations are tracked, O(n) otherwise.
    func location(ofID id: Item.ID) -> (page: Int, offset: Int)? {
        guard idIndex.contains(id) else { return nil }
        if tracksLocations, let location = idIndex.locations[id], let first = position(at: .start) {
            return (location.position - first, location.offset)
        }
        return items.location { $0.id == id }
    }

    /// The index in ``pages`` of the listed page loaded with `key`, if one is.
    ///
    /// - Complexity: O(1): each key loaded in the generation is recorded at its position.
    func index(ofKey key: Key) -> Int? {
        guard let position = positions[key], let first = self.position(at: .start) else { return nil }
        let index = position - first
        return pages.indices.contains(index) && pages[index].key == key ? index : nil
    }

    /// The index in ``pages`` of the page listing the item with `id`, if one does.
    func pageIndex(ofID id: Item.ID) -> Int? {
        location(ofID: id)?.page
    }

    /// The listed pages with their keys and their neighbours' keys, in order (see `Paginator.loadedPages`).
    ///
    /// - Complexity: O(p) for p pages (the items' arrays are shared, not copied).
    var listedPages: [Page<Item, Key>] {
        pages.pages(listing: items.pageItems)
    }
}

/// One end of a ``LoadedWindow``. (Outside the generic window, so that using it looks up no generic metadata.)
enum WindowEdge: Sendable {
    /// The first page's side.
    case start
    /// The last page's side.
    case end
}

/// What adding a page to a ``LoadedWindow`` did.
struct WindowAddition: Equatable {
    /// Items listed from the page.
    var added: Int
    /// Items dropped because their ids were listed already.
    var duplicates: Int
    /// A next key the page handed out that was loaded elsewhere in the generation (following it would loop),
    /// written out.
    var repeatedNextKey: String?
    /// A previous key the page handed out that was loaded elsewhere in the generation, written out.
    var repeatedPreviousKey: String?
}
