/// Walking ``PagedItems`` in order, page by page, in O(1) per item.
extension PagedItems {
    /// Iterates page by page in O(1) per item.
    public func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }

    /// Walks the items chunk by chunk and page by page.
    public struct Iterator: IteratorProtocol {
        private let chunks: [Chunk]
        private var chunkIndex = 0
        private var pageIndex = 0
        private var page: [Item] = []
        private var itemIndex = 0

        init(chunks: [Chunk]) {
            self.chunks = chunks
        }

        /// The next item, or `nil` after the last.
        public mutating func next() -> Item? {
            while itemIndex == page.count {
                guard advancePage() else { return nil }
            }
            defer { itemIndex += 1 }
            return page[itemIndex]
        }

        private mutating func advancePage() -> Bool {
            while chunkIndex < chunks.count {
                if pageIndex < chunks[chunkIndex].pages.count {
                    page = chunks[chunkIndex].pages[pageIndex]
                    pageIndex += 1
                    itemIndex = 0
                    return true
                }
                chunkIndex += 1
                pageIndex = 0
            }
            return false
        }
    }
}
