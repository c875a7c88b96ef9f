import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@testable import ResourceLoaderUI

@Suite("A search field's text going to the list")
@MainActor
struct SearchFieldLinkTests {
    func makeList() -> PagedList<OffsetRows, SingleSection> {
        let rows = ["Anna", "Bob", "Annie", "Carl"].enumerated().map { Row(id: $0.offset + 1, name: $0.element) }
        let list = PagedList(
            resource: OffsetRows(), service: NetworkResourceService.inMemory(InMemoryListAPI(rows: rows)))
        list.searchFields = { [$0.name] }
        return list
    }

    @Test("a new text searches the list, trimmed; the same search again (or with a space after it) is not sent")
    func sendsEachSearchOnce() async {
        let list = makeList()
        await list.start()
        let link = SearchFieldLink(list)
        #expect(link.initialText == "")
        #expect(link.textChanged("") == nil, "the field appearing empty does not search")

        await link.textChanged(" ann")?.value
        #expect(list.state.searchText == "ann")
        #expect(list.snapshot.itemIdentifiers == [1, 3])
        #expect(link.textChanged("ann ") == nil)

        await link.textChanged("")?.value
        #expect(list.state.searchText == nil)
        #expect(list.snapshot.itemIdentifiers == [1, 2, 3, 4])
    }

    @Test("clearing the field right after typing clears the search, before the list's state shows it")
    func clearBeforeTheStateCatchesUp() async {
        let list = makeList()
        await list.start()
        let link = SearchFieldLink(list)
        let typed = link.textChanged("bob")
        let cleared = link.textChanged("")
        #expect(typed != nil)
        #expect(cleared != nil)
        await cleared?.value
        await list.settle()
        #expect(list.state.searchText == nil)
        #expect(list.snapshot.itemIdentifiers == [1, 2, 3, 4])
    }

    @Test("a field created over a searched list starts with that search and does not send it again")
    func startsFromTheListsSearch() async {
        let list = makeList()
        await list.start()
        await list.search("carl").value
        let link = SearchFieldLink(list)
        #expect(link.initialText == "carl")
        #expect(link.textChanged("carl") == nil)
    }
}
