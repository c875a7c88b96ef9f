import ResourceLoader
import ResourceLoaderTestSupport
import Testing

@testable import ResourcePaging

/// Which rows a list has had checked since its last refresh (#37): the rows of a page read are checked without a
/// look-up per row when it is read, and still count as checked when they come into view, after a failed read, and
/// across a server search.
@Suite("The list's record of checked rows")
struct ListRevalidationTests {
    private typealias Revalidation = ListRevalidation<Row>

    private static func rows(_ ids: ClosedRange<Int>) -> [Row] {
        ids.map { Row(id: $0, name: "Row \($0)") }
    }

    @Test("a row of a page read comes into view without a check; a row of a page not read is queued once")
    func rowsOfAReadPageAreChecked() {
        var revalidation = Revalidation()
        revalidation.markChecked(Self.rows(1...3))
        let (readRow, unreadRow, unreadAgain) = (
            revalidation.enqueue(2), revalidation.enqueue(7), revalidation.enqueue(7)
        )
        #expect(!readRow, "its page was read: no check")
        #expect(unreadRow && !unreadAgain, "queued once")
        #expect(revalidation.next() == 7 && revalidation.next() == nil)
    }

    @Test("a page read with no rows checks nothing, and the rows read before stay checked")
    func emptyPageChecksNothing() {
        var revalidation = Revalidation()
        revalidation.markChecked([])
        revalidation.markChecked(Self.rows(4...5))
        let (fromTheEmptyRead, fromTheRead) = (revalidation.enqueue(1), revalidation.enqueue(4))
        #expect(fromTheEmptyRead && !fromTheRead)
    }

    @Test("a refresh forgets the pages read before it")
    func resetForgetsThePagesRead() {
        var revalidation = Revalidation()
        revalidation.markChecked(Self.rows(1...3))
        revalidation.reset()
        let queued = revalidation.enqueue(2)
        #expect(queued)
    }

    @Test("a failed read forgets its row even when a page read before listed it; the page's other rows stay checked")
    func failedReadForgetsItsRow() {
        var revalidation = Revalidation()
        revalidation.markChecked(Self.rows(1...3))
        revalidation.forget(2)
        let (forgotten, forgottenAgain, other) = (
            revalidation.enqueue(2), revalidation.enqueue(2), revalidation.enqueue(1)
        )
        #expect(forgotten && !forgottenAgain, "checked again once, when it comes into view again")
        #expect(!other)
    }

    @Test("across a server search, the pages read before it stay checked and the search's pages do not")
    func searchKeepsTheChecksMadeBeforeIt() {
        var revalidation = Revalidation()
        revalidation.markChecked(Self.rows(1...3))
        revalidation.searchBegan()
        revalidation.markChecked(Self.rows(100...102))
        revalidation.searchCleared()
        let (readBefore, readDuring) = (revalidation.enqueue(1), revalidation.enqueue(100))
        #expect(!readBefore, "read before the search: still checked")
        #expect(readDuring, "a search result's page: not a check of the pages listed again")
    }
}

/// The same record, through a list: rows of the pages its sync read come into view without a check.
@MainActor
@Suite("A list's checks of rows coming into view")
struct ListRowCheckTests {
    @Test("a row of the page the start read comes into view without starting a check")
    func rowOfAReadPageStartsNoCheck() async {
        let api = InMemoryListAPI(count: 30)
        let list = PagedList(resource: Rows.Offset(), service: NetworkResourceService.paging(api.loader))
        list.prefetchDistance = 0
        await list.start()

        list.loadMoreIfNeeded(currentItem: 3)

        #expect(list.pendingRevalidation == nil, "its page was read by the start: nothing to check")
    }
}
