import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@testable import ResourceLoaderUI

@Suite("A SwiftUI scroll position linked to the list's anchor")
@MainActor
struct ScrollPositionLinkTests {
    func makeList() -> PagedList<OffsetRows, SingleSection> {
        PagedList(resource: OffsetRows(), service: NetworkResourceService.inMemory(InMemoryListAPI(count: 30)))
    }

    @Test("a list with an anchor when its first rows show opens at that row")
    func opensAtTheAnchor() {
        let link = ScrollPositionLink(makeList())
        link.listChanged(anchor: 7, hasRows: false)
        #expect(!link.hasOpened && link.position == nil, "no rows yet: nothing to open at")
        link.listChanged(anchor: 7, hasRows: true)
        #expect(link.hasOpened && link.openingRow == 7 && link.position == 7)
    }

    @Test("later changes of the list's anchor (rows appearing at the bottom) never move the scroll position")
    func laterAnchorsDoNotMoveTheList() {
        let link = ScrollPositionLink(makeList())
        link.listChanged(anchor: nil, hasRows: true)
        link.listChanged(anchor: 25, hasRows: true)
        #expect(link.openingRow == nil && link.position == nil)
    }

    @Test("the row the reader scrolls to becomes the scroll position and the list's anchor")
    func scrollingSetsTheAnchor() async {
        let list = makeList()
        await list.start()
        let link = ScrollPositionLink(list)
        link.listChanged(anchor: nil, hasRows: true)
        link.scrolled(to: 4)
        #expect(link.position == 4)
        #expect(list.anchor == 4)
        link.scrolled(to: nil)
        #expect(link.position == nil)
        #expect(list.anchor == 4, "no row at the top leaves the anchor")
    }
}
