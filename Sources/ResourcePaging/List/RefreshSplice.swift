/// How a refresh's fresh pages join the pages listed before it: the fresh window replaces the listed rows up to
/// its boundary row (its last row that was listed too, unless that row moved there from further down: see
/// `boundary(of:in:)`), and the listed rows after that row stay.
///
/// - A row the server inserted at the head pushes a listed row out of the fresh window: that row is listed after
///   the boundary and stays, even though the page that now holds it was not reloaded.
/// - A listed row up to the boundary that the fresh window lacks is gone from the server: it is removed. Rows after
///   the boundary were not re-checked and stay.
/// - A row in the fresh window is listed there only: its listed copy after the boundary goes, so ids stay unique.
/// - With no fresh row listed, nothing can be matched up: the fresh pages replace the list.
///
/// The rows after the boundary keep their pages and keys, so paging goes on from where the listed pages ended.
/// The pages stay consecutive, as ``Paginator/restore(_:searchText:query:)`` and a saved list
/// (``SavedPagedList``) require: a kept page follows the page before it only when that page's next key is its
/// key. Otherwise — the boundary's own page, a page whose key a fresh page reuses, a cursor page after a head
/// delete (the fresh page leads on from a later row) — its rows join the page before it, which then leads on
/// where it did.
///
/// Keys that name a row's position (offsets, ranges: see ``PositionAddressablePaging/key(_:movedBy:)``) are the
/// exception: rows the server inserted or deleted in the fresh window moved every later row, so the kept pages'
/// keys name other rows now. The kept pages stay pages of their own (their rows' storage and all, so a list renders
/// them unchanged), named again by where they start now, counted on from the fresh window's rows: the first kept
/// row right after the last fresh one, each page's key the position after the rows before it, and the next page's
/// the position after the last kept row. That count takes the kept rows as still on the server, which the refresh
/// did not check: ``Paginator/splice(after:listedItems:searchText:query:)`` makes the next page overlap them instead
/// of skipping rows, and joins the kept pages it steps back over into the page before them, so that no key is
/// listed twice. When the keys cannot be named so (page numbers; a position that does not come after the page
/// before it), the kept rows join the last fresh page, which leads on to the position after them.
enum RefreshSplice {
    /// The pages to list after a refresh that loaded `fresh`, given the pages `listed` before it; `nil` when the
    /// fresh pages alone are the answer.
    ///
    /// `isListed`, when given, says whether an id is listed in `listed` (an index of its ids): the look-up for the
    /// boundary then stops at the last listed fresh row instead of reading every listed row. Each id is listed once
    /// in `fresh` and once in `listed`, as every window lists them.
    ///
    /// - Complexity: O(f + p) when the fresh rows are the first listed rows in order (ids compared, none hashed);
    ///   otherwise O(n) for n listed and fresh rows; with `isListed`, O(f + r + p) for the f fresh rows, the r
    ///   listed rows up to the last one that is fresh too, and p listed pages.
    /// `comparingIDsFirst` is for tests: `false` skips the common case's path, to show it lists the same pages.
    static func pages<Item: Identifiable, Key: Hashable>(
        fresh: [Page<Item, Key>], listed: [Page<Item, Key>], addressing: PageAddressing<Key>? = nil,
        isListed: ((Item.ID) -> Bool)? = nil, comparingIDsFirst: Bool = true
    ) -> [Page<Item, Key>]? {
        // The common case (a refetch that found the head as it was): the fresh rows are the listed window's first
        // rows, in order. The boundary is the last of them, and no later listed row is fresh (ids are listed once),
        // so nothing is looked up.
        if comparingIDsFirst, let boundary = boundaryOfListedPrefix(fresh, in: listed) {
            return keptPages(after: boundary, in: listed, fresh: fresh, addressing: addressing, freshIDs: nil)
        }
        var freshIDs = Set<Item.ID>(minimumCapacity: fresh.reduce(0) { $0 + $1.items.count })
        for page in fresh {
            for item in page.items { freshIDs.insert(item.id) }
        }
        guard
            let (boundary, pagesListingFresh) = boundaryAndLaterPagesListingFresh(
                of: freshIDs, in: listed, isListed: isListed)
        else { return nil }
        return keptPages(
            after: boundary, in: listed, fresh: fresh, addressing: addressing,
            freshIDs: (freshIDs, pagesListingFresh))
    }

    /// Where the last fresh row is listed, when the fresh rows are the first listed rows, in the same order; `nil`
    /// otherwise (and when there are no fresh rows).
    ///
    /// - Complexity: O(f + p) for the f fresh rows and the p fresh and listed pages they span; ids are compared,
    ///   not hashed.
    static func boundaryOfListedPrefix<Item: Identifiable, Key>(
        _ fresh: [Page<Item, Key>], in listed: [Page<Item, Key>]
    ) -> (page: Int, offset: Int)? {
        guard !listed.isEmpty else { return nil }
        var page = 0
        var rows = listed[0].items
        var offset = 0
        var last: (page: Int, offset: Int)?
        for freshPage in fresh {
            for item in freshPage.items {
                while offset == rows.count {
                    page += 1
                    guard page < listed.count else { return nil }
                    rows = listed[page].items
                    offset = 0
                }
                guard rows[offset].id == item.id else { return nil }
                last = (page, offset)
                offset += 1
            }
        }
        return last
    }

    /// The pages to list after the boundary: the fresh pages, then the listed rows after the boundary, keyed and
    /// joined as ``pages(fresh:listed:addressing:isListed:)`` says; `nil` when no listed row is kept. `freshIDs`
    /// holds the fresh ids and the pages after the boundary's that list one, whose copies go; `nil` when no listed
    /// row after the boundary is fresh.
    private static func keptPages<Item: Identifiable, Key: Hashable>(
        after boundary: (page: Int, offset: Int), in listed: [Page<Item, Key>], fresh: [Page<Item, Key>],
        addressing: PageAddressing<Key>?, freshIDs: (ids: Set<Item.ID>, pages: Set<Int>)?
    ) -> [Page<Item, Key>]? {
        // The total a listed page stated is older than the fresh one's: the newest page's total is the list's.
        let freshTotal = fresh.last { $0.totalCount != nil }?.totalCount
        var kept: [Page<Item, Key>] = []
        kept.reserveCapacity(listed.count - boundary.page)
        for index in boundary.page..<listed.count {
            var page = listed[index]
            if index == boundary.page {
                let after = page.items[(boundary.offset + 1)...]
                page.items = freshIDs.map { fresh in after.filter { !fresh.ids.contains($0.id) } } ?? Array(after)
            } else if let freshIDs, freshIDs.pages.contains(index) {
                page.items.removeAll { freshIDs.ids.contains($0.id) }
            }
            if let freshTotal { page.totalCount = freshTotal }
            if !page.items.isEmpty { kept.append(page) }
        }
        guard !kept.isEmpty else { return nil }
        if let addressing {
            return keyedByPosition(kept, after: fresh, by: addressing) ?? joined(kept, to: fresh, by: addressing)
                ?? consecutive(fresh, then: kept)
        }
        return consecutive(fresh, then: kept)
    }

    /// `pages` (not empty) followed by `kept`, consecutive: a kept page follows the last page when that page leads
    /// to its key (and the key is not listed yet); otherwise its rows join the last page, which then leads on where
    /// it did, unless that key is listed already (it would walk back).
    static func consecutive<Item, Key>(_ pages: [Page<Item, Key>], then kept: [Page<Item, Key>]) -> [Page<Item, Key>] {
        var pages = pages
        pages.reserveCapacity(pages.count + kept.count)
        var keys = Set(pages.map(\.key))
        keys.reserveCapacity(pages.count + kept.count)
        // The last page's next key, kept here: reading it from the array copies the whole page.
        var lastNextKey = pages[pages.count - 1].nextKey
        for page in kept {
            let last = pages.count - 1
            if lastNextKey == page.key, keys.insert(page.key).inserted {
                pages.append(page)
                lastNextKey = page.nextKey
                continue
            }
            pages[last].items += page.items
            // A next key loaded before would walk back: the joined page keeps its own.
            if let next = page.nextKey, keys.contains(next) { continue }
            pages[last].nextKey = page.nextKey
            lastNextKey = page.nextKey
        }
        return pages
    }

    /// `fresh` followed by the `kept` pages named by position: the first kept row right after the last fresh row,
    /// each kept page's key the position after the rows before it, its previous key the page before it, and the next
    /// page's key the position after the last kept row (none when the kept rows ended the list). `nil` when the keys
    /// cannot follow one row (page numbers), or a kept page's position would not come after the page before it (a
    /// fresh page with fewer rows than the page of keys it names): the kept rows then join the last fresh page.
    ///
    /// - Complexity: O(f + k) for f fresh pages and k kept pages; no row is read.
    private static func keyedByPosition<Item, Key>(
        _ kept: [Page<Item, Key>], after fresh: [Page<Item, Key>], by addressing: PageAddressing<Key>
    ) -> [Page<Item, Key>]? {
        guard let first = fresh.first, var previous = addressing.position(fresh[fresh.count - 1].key) else {
            return nil
        }
        var pages = fresh
        pages.reserveCapacity(fresh.count + kept.count)
        var keys = Set(fresh.map(\.key))
        keys.reserveCapacity(fresh.count + kept.count)
        var rows = fresh.reduce(0) { $0 + $1.items.count }
        // The last page's key, kept here: reading it from the array copies the whole page.
        var lastKey = fresh[fresh.count - 1].key
        for var page in kept {
            guard let key = addressing.moved(first.key, rows), let position = addressing.position(key),
                position > previous, keys.insert(key).inserted
            else { return nil }
            page.key = key
            page.previousKey = lastKey
            lastKey = key
            pages[pages.count - 1].nextKey = key
            pages.append(page)
            rows += page.items.count
            previous = position
        }
        guard kept[kept.count - 1].nextKey != nil else {
            pages[pages.count - 1].nextKey = nil
            return pages
        }
        guard let next = addressing.moved(first.key, rows) else { return nil }
        pages[pages.count - 1].nextKey = next
        return pages
    }

    /// `fresh` with the `kept` rows joined to its last page, which leads on to the position after them (nowhere,
    /// when the kept rows ended the list); `nil` when the keys cannot follow one row (page numbers).
    private static func joined<Item, Key>(
        _ kept: [Page<Item, Key>], to fresh: [Page<Item, Key>], by addressing: PageAddressing<Key>
    ) -> [Page<Item, Key>]? {
        let rows = fresh.reduce(0) { $0 + $1.items.count } + kept.reduce(0) { $0 + $1.items.count }
        guard let first = fresh.first, let next = addressing.moved(first.key, rows) else { return nil }
        var pages = fresh
        let last = pages.count - 1
        pages[last].items += kept.flatMap(\.items)
        pages[last].nextKey = kept[kept.count - 1].nextKey == nil ? nil : next
        return pages
    }

    /// Where the boundary row is listed: its page's index and its offset there.
    ///
    /// Any fresh row that is listed too could be the boundary, and each choice says something of the server: the
    /// listed rows before it that the fresh window lacks were deleted, and the fresh rows listed after it moved up.
    /// The boundary is the choice that says least, a moved row counting twice (a move is rarer than a delete), the
    /// later one among equals. So a row moved to the window's end from far down does not pass for the deletion of
    /// every row it jumped over: the boundary is the row before it, and the rows it jumped over stay.
    ///
    /// - Complexity: O(n) for n listed rows.
    static func boundary<Item: Identifiable, Key>(
        of freshIDs: Set<Item.ID>, in listed: [Page<Item, Key>]
    ) -> (page: Int, offset: Int)? {
        boundary(among: freshRows(of: freshIDs, in: listed))
    }

    /// The boundary (see ``boundary(of:in:)``) and the indexes of the pages after the boundary's page that list a
    /// fresh row: a kept page that lists none is kept as it is, its rows' storage and all, so that comparing it with
    /// the listed page costs nothing. `nil` when no fresh row is listed.
    ///
    /// `isListed`, when given, says whether an id is listed in `listed`: the fresh ids it finds are counted first, and
    /// the walk over the listed rows stops once it met that many (the same rows, so the same boundary).
    ///
    /// - Complexity: O(n) for n listed rows, one look-up each; with `isListed`, O(f + r + p) for f fresh ids, the r
    ///   listed rows up to the last fresh one, and p listed pages.
    static func boundaryAndLaterPagesListingFresh<Item: Identifiable, Key>(
        of freshIDs: Set<Item.ID>, in listed: [Page<Item, Key>], isListed: ((Item.ID) -> Bool)? = nil
    ) -> (boundary: (page: Int, offset: Int), pagesListingFresh: Set<Int>)? {
        let listedFresh = freshRows(
            of: freshIDs, in: listed, upTo: isListed.map { isListed in freshIDs.count { isListed($0) } })
        guard let boundary = boundary(among: listedFresh) else { return nil }
        return (boundary, Set(listedFresh.lazy.map(\.page).filter { $0 > boundary.page }))
    }

    /// The boundary (see ``boundary(of:in:)``) among the listed fresh rows, given in order.
    ///
    /// - Complexity: O(f) for f listed fresh rows.
    private static func boundary(among listedFresh: [ListedRow]) -> (page: Int, offset: Int)? {
        var best: (claims: Int, page: Int, offset: Int)?
        for (index, found) in listedFresh.enumerated() {
            // The rows listed before it that the fresh window lacks, and the fresh rows listed after it.
            let deletedBefore = found.row - index
            let claims = deletedBefore + 2 * (listedFresh.count - index - 1)
            if best.map({ claims <= $0.claims }) ?? true { best = (claims, found.page, found.offset) }
        }
        return best.map { ($0.page, $0.offset) }
    }

    /// Where a listed row is: its page's index, its offset there, and its index over all listed rows.
    private struct ListedRow {
        var page: Int
        var offset: Int
        var row: Int
    }

    /// The listed rows whose ids are in `freshIDs`, in order: one look-up per listed row, in one pass, which stops
    /// once it found `limit` of them (all of them, when `limit` counts the fresh ids that are listed).
    ///
    /// - Complexity: O(r + p) for the r listed rows up to the last one found and p listed pages.
    private static func freshRows<Item: Identifiable, Key>(
        of freshIDs: Set<Item.ID>, in listed: [Page<Item, Key>], upTo limit: Int? = nil
    ) -> [ListedRow] {
        var found: [ListedRow] = []
        var row = 0
        for (page, listedPage) in listed.enumerated() {
            if let limit, found.count >= limit { break }
            for (offset, item) in listedPage.items.enumerated() where freshIDs.contains(item.id) {
                found.append(ListedRow(page: page, offset: offset, row: row + offset))
                if let limit, found.count >= limit { break }
            }
            row += listedPage.items.count
        }
        return found
    }
}
