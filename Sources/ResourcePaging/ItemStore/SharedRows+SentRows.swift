/// Which rows of a read the server sent in this generation, and which values awaiting the server it sends again.
extension SharedRows {
    /// Whether `item` is a value awaiting the server that the server sends again now (in a page it sent in this
    /// generation, which is late enough: see ``AwaitedValue``).
    func isSentAgain(_ item: Item) -> Bool {
        guard let awaited = awaitingServer[item.id] else { return false }
        return awaited.value == item && generation >= awaited.sentAgainFrom
    }

    /// How many of the first rows of the page at `index` (of `count` rows) the server sent in this generation.
    func sentRows(ofPageAt index: Int, count: Int) -> Int {
        guard let partlyRead else { return 0 }
        return partlyRead[index] ?? count
    }

    /// Whether the server sent `item` in this generation: the row at `index` of a page whose first `fresh` rows it
    /// sent, or, while edits are shown, one of ``sentUnderEdits``.
    func isSent(_ item: Item, at index: Int, fresh: Int) -> Bool {
        guard let sentUnderEdits else { return index < fresh }
        return sentUnderEdits.contains(item.id)
    }

    /// The ids of the rows of `pages` (shaped as ``partlyRead`` describes) the server sent in this generation.
    ///
    /// - Complexity: O(n), only while edits are shown.
    func sentIDs(in pages: PagedItems<Item>) -> Set<Item.ID> {
        var ids: Set<Item.ID> = []
        for (index, page) in pages.pageItems.enumerated() {
            for item in page.prefix(sentRows(ofPageAt: index, count: page.count)) { ids.insert(item.id) }
        }
        return ids
    }
}
