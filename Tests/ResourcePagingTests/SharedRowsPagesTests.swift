import ResourceLoaderTestSupport
import Testing

@testable import ResourcePaging

@MainActor
@Suite("One copy of each item: the rows shown through the store keep the pages' shape (#25)")
struct SharedRowsPagesTests {
    nonisolated static func page(_ ids: ClosedRange<Int>) -> [Row] { ids.map { Row(id: $0, name: "Row \($0)") } }

    @Test(
        "pages appended in one read, an empty one among them, then a row edited in place: every row shows its value",
        arguments: [[page(11...20), page(21...30)], [[], page(11...20)], [page(11...20), [], page(21...30)]])
    func pagesAppendedTogetherThenEditedInPlace(appended: [[Row]]) async {
        // Given rows read with one page, then with the pages appended to it at once (a render that came after both)
        let rows = SharedRows<Row>(store: SharedItemStore())
        var items = PagedItems<Row>()
        items.append(Self.page(1...10))
        _ = rows.rows(for: items)
        for page in appended { items.append(page) }
        _ = rows.rows(for: items)

        // When the last row is edited in place (the same ids in the same order, one value changed)
        let last = items.count - 1
        let edited = Row(id: items[last].id, name: "Edited")
        items.replace(at: last, with: edited)
        let shown = rows.rows(for: items)

        // Then the rows shown are the pages' rows, the edited one with its new value
        #expect(Array(shown) == Array(items))
        #expect(shown[last] == edited)
    }
}
